import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { publishedChemicals, publishedTargets } from "./published-structures.ts";

/** One stored SMILES as the exports write it; both null when RDKit cannot read it. */
export interface StoredMolblock {
  smiles: string;
  molblock: string | null;
  canonical: string | null;
}

/** What RDKit made of a SMILES for the exports; null when it reads no molecule in it. */
export type MolblockValues = { molblock: string; canonical: string } | null;

/** SMILES per `in (…)` list: far inside both engines' limits on bound parameters. */
const LOOKUP_CHUNK = 500;

/** Rows stored in one insert; a row another server or job stored first is kept (same input, same answer). */
async function insertRows(handle: Kysely<Database>, rows: readonly StoredMolblock[]): Promise<void> {
  for (let from = 0; from < rows.length; from += LOOKUP_CHUNK) {
    await handle
      .insertInto("structure_molblocks")
      .values(rows.slice(from, from + LOOKUP_CHUNK).map((r) => ({ ...r })))
      .onConflict((oc) => oc.column("smiles").doNothing())
      .execute();
  }
}

/** A write's structures, stored with the rows that carry them (publishing, in its transaction). */
export async function putStructureMolblocks(
  trx: Kysely<Database>,
  molblocks: ReadonlyMap<string, MolblockValues> | undefined,
): Promise<void> {
  if (!molblocks) return;
  await insertRows(
    trx,
    [...molblocks].map(([smiles, values]) => ({
      smiles,
      molblock: values?.molblock ?? null,
      canonical: values?.canonical ?? null,
    })),
  );
}

/**
 * The molblocks and canonical SMILES the bulk downloads write (migration 0024), one row per
 * distinct stored SMILES, and the published structures that have none yet (filled by
 * server/api/export/export-structures.ts).
 */
export function createStructureMolblockRepository(db: Kysely<Database>) {
  return {
    /** The stored rows of these SMILES (a SMILES without a row is left out). */
    async find(list: readonly string[]): Promise<StoredMolblock[]> {
      const unique = [...new Set(list)];
      const found: StoredMolblock[] = [];
      for (let from = 0; from < unique.length; from += LOOKUP_CHUNK) {
        const rows = await db
          .selectFrom("structure_molblocks")
          .select(["smiles", "molblock", "canonical"])
          .where("smiles", "in", unique.slice(from, from + LOOKUP_CHUNK))
          .execute();
        found.push(...rows);
      }
      return found;
    },

    /**
     * The next `limit` distinct SMILES after `after` of published targets and chemicals that have
     * no row: what a download would otherwise have to ask RDKit for.
     */
    async missing(after: string | null, limit: number): Promise<string[]> {
      const targets = publishedTargets(db)
        .$if(after !== null, (q) => q.where("m.smiles", ">", after as string))
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("structure_molblocks as b")
                .select("b.smiles")
                .whereRef("b.smiles", "=", "m.smiles"),
            ),
          ),
        )
        .select("m.smiles as smiles");
      const chemicals = publishedChemicals(db)
        .$if(after !== null, (q) => q.where("c.smiles", ">", after as string))
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("structure_molblocks as b")
                .select("b.smiles")
                .whereRef("b.smiles", "=", "c.smiles"),
            ),
          ),
        )
        .select("c.smiles as smiles");
      const rows = await db
        .selectFrom(targets.union(chemicals).as("u"))
        .select("u.smiles")
        .orderBy("u.smiles")
        .limit(limit)
        .execute();
      return rows.map((r) => r.smiles as string);
    },

    /** Stores computed rows; a row another server or job stored first is kept. */
    store: (rows: readonly StoredMolblock[]) => insertRows(db, rows),
  };
}

export type StructureMolblockRepository = ReturnType<typeof createStructureMolblockRepository>;
