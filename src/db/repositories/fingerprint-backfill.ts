import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { type FingerprintOwner, fingerprintRow } from "./structure-fingerprints.ts";

/** The owners a backfill fills: molecules and chemicals keep their SMILES on their own rows. */
export type BackfillKind = "molecule" | "chemical";
const TABLES = { molecule: "molecules", chemical: "chemicals" } as const;

/**
 * The start's fingerprint backfill (server/search/fingerprint-backfill.ts): molecules and chemicals
 * drawn from a SMILES that have no `structure_fingerprints` row yet (an archive older than migration
 * 0014, which only creates the table), read in id order and filled batch by batch.
 */
export function createFingerprintBackfillRepository(db: Kysely<Database>) {
  return {
    /** Up to `limit` owners of `kind` after id `after` with a SMILES and no row. */
    missing(kind: BackfillKind, after: number, limit: number) {
      const table = TABLES[kind];
      return db
        .selectFrom(table)
        .select(["id", "smiles"])
        .where("id", ">", after)
        .where("smiles", "is not", null)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("structure_fingerprints as f")
                .select("f.id")
                .where("f.kind", "=", kind)
                .whereRef("f.owner_id", "=", `${table}.id`),
            ),
          ),
        )
        .orderBy("id")
        .limit(limit)
        .$narrowType<{ smiles: string }>()
        .execute();
    },
    /**
     * Stores the rows of one batch in one transaction, each only if its owner still has the SMILES
     * it was computed from and no row yet: a write made meanwhile (an edit, a merge, a publish)
     * keeps its own row.
     */
    async fill(kind: BackfillKind, owners: readonly FingerprintOwner[]): Promise<number> {
      if (owners.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom(TABLES[kind])
          .select(["id", "smiles"])
          .where(
            "id",
            "in",
            owners.map((o) => o.ownerId),
          )
          .execute();
        const smilesOf = new Map(current.map((row) => [row.id, row.smiles]));
        const still = owners.filter((o) => o.kind === kind && smilesOf.get(o.ownerId) === o.smiles);
        if (still.length === 0) return 0;
        const inserted = await trx
          .insertInto("structure_fingerprints")
          .values(still.map(fingerprintRow))
          .onConflict((oc) => oc.columns(["kind", "owner_id"]).doNothing())
          .executeTakeFirst();
        return Number(inserted.numInsertedOrUpdatedRows ?? 0);
      });
    },
  };
}
export type FingerprintBackfillRepository = ReturnType<typeof createFingerprintBackfillRepository>;
