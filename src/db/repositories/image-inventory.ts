import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/**
 * The rows that name image files, for the start's repair, the drawing restyle and backups
 * (server/storage/image-inventory.ts turns them into file paths). Works over a transaction or a
 * snapshot's handle as well as the server's.
 */
export function createImageInventoryRepository(db: Kysely<Database>) {
  return {
    /** Every row naming a stored image, grouped by the folder its files live in. */
    async imageRows() {
      const molecules = await db
        .selectFrom("molecules")
        .select(["structure", "extension", "smiles"])
        .execute();
      const chemicals = await db
        .selectFrom("chemicals as c")
        .innerJoin("reactions as r", "r.id", "c.reaction_id")
        .innerJoin("parts as p", "p.id", "r.part_id")
        .select(["p.synthesis_id", "c.filename", "c.extension", "c.smiles"])
        .execute();
      const specials = await db
        .selectFrom("reactions")
        .select("special_reagent")
        .where("special_reagent", "is not", null)
        .execute();
      const namedReactions = await db
        .selectFrom("named_reactions")
        .select([
          "scheme_filename",
          "scheme_extension",
          "scheme_smiles",
          "mechanism_filename",
          "mechanism_extension",
          "mechanism_smiles",
        ])
        .execute();
      const protectingGroups = await db
        .selectFrom("protecting_groups")
        .select(["url", "smiles", "structure_filename", "structure_extension"])
        .where("structure_extension", "<>", "")
        .execute();
      return { molecules, chemicals, specials, namedReactions, protectingGroups };
    },
    /** The history entries of named reactions and protecting groups, whose snapshots name pictures. */
    historyPictureEntries() {
      return db
        .selectFrom("reference_history")
        .select(["kind", "before_json", "after_json"])
        .where("kind", "in", ["named_reaction", "protecting_group"])
        .execute();
    },
    /** The ids of every synthesis, published or not: their folders' files may be stale. */
    async synthesisIds(): Promise<Set<number>> {
      return new Set((await db.selectFrom("syntheses").select("id").execute()).map((row) => row.id));
    },
  };
}
export type ImageInventoryRepository = ReturnType<typeof createImageInventoryRepository>;
