import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/**
 * The SMILES a molecule's drawing is made from, for the structured data of its pages (the page shows
 * the structure as a drawing; the SMILES states the same structure in text). Null for a molecule
 * drawn from an uploaded image, or none by that identifier.
 */
export function createMoleculeSmilesRepository(db: Kysely<Database>) {
  return {
    async byStructure(structure: string): Promise<string | null> {
      const row = await db
        .selectFrom("molecules")
        .select("smiles")
        .where("structure", "=", structure)
        .executeTakeFirst();
      return row?.smiles?.trim() || null;
    },
  };
}
