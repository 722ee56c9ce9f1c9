import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";
import { publishedSynthesis } from "./visibility.ts";

/** One molecule's identifiers as the start's backfill stores them, with the SMILES they came from. */
export interface MoleculeIdentifierRow {
  id: number;
  smiles: string;
  inchi: string;
  inchiKey: string;
}

/**
 * The molecules' InChI and InChIKey (migration 0022): the lookup by key (search and
 * /molecule/inchikey/{key}) and the start's backfill (server/search/identifier-backfill.ts).
 */
export function createMoleculeIdentifierRepository(db: Kysely<Database>) {
  return {
    /**
     * The url identifier of the molecule with this InChIKey that has a published synthesis (the
     * public sees no other); the oldest when two share a key (two drawings of one structure).
     */
    async publishedStructureByInchiKey(key: string): Promise<string | undefined> {
      const row = await db
        .selectFrom("molecules as m")
        .select(["m.structure"])
        .where("m.inchikey", "=", key)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("syntheses as s")
              .select("s.id")
              .whereRef("s.molecule_id", "=", "m.id")
              .where(publishedSynthesis("s")),
          ),
        )
        .orderBy("m.id")
        .limit(1)
        .executeTakeFirst();
      return row?.structure;
    },
    /** Up to `limit` molecules after id `after` with a SMILES and no InChIKey yet. */
    missing(after: number, limit: number) {
      return db
        .selectFrom("molecules")
        .select(["id", "smiles"])
        .where("id", ">", after)
        .where("smiles", "is not", null)
        .where("inchikey", "is", null)
        .orderBy("id")
        .limit(limit)
        .$narrowType<{ smiles: string }>()
        .execute();
    },
    /**
     * Stores one batch in one transaction, each only if the molecule still has the SMILES it was
     * computed from and no key (a write made meanwhile stored its own), and bumps the data revision
     * so cached pages and answers show them. Answers how many were stored.
     */
    async fill(rows: readonly MoleculeIdentifierRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        let filled = 0;
        for (const row of rows) {
          const done = await trx
            .updateTable("molecules")
            .set({ inchi: row.inchi, inchikey: row.inchiKey })
            .where("id", "=", row.id)
            .where("smiles", "=", row.smiles)
            .where("inchikey", "is", null)
            .executeTakeFirst();
          filled += Number(done.numUpdatedRows);
        }
        if (filled > 0) {
          await trx.updateTable("revisions").set({ value: sql`value + 1` }).where("id", "=", 1).execute();
        }
        return filled;
      });
    },
  };
}
export type MoleculeIdentifierRepository = ReturnType<typeof createMoleculeIdentifierRepository>;
