import type { Kysely } from "kysely";
import { fingerprintSmiles, type StructureFingerprint } from "../../server/structures/fingerprints.ts";
import { getRdkit } from "../../server/structures/rdkit.ts";
import { onPostgres, withId } from "./helpers.ts";

/** Rows read and written at a time while filling the table from the stored SMILES. */
const BATCH = 500;

/**
 * Structure search (docs/decisions.md "Structure search"): one row per structure shown on the site
 * (`kind` 'molecule', 'chemical' or 'special_reagent', and the id of its molecule, chemical or
 * reaction row) with the SMILES as written, RDKit's canonical SMILES, the heavy-atom count, the
 * pattern fingerprint (substructure screening) and the Morgan fingerprint (similarity), so a start
 * reads them instead of computing them. The existing molecules and chemicals are filled in batches;
 * a drawn special reagent's SMILES was never stored, so those rows start with the next publication.
 * RDKit is loaded only when there is something to fill.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const blob = onPostgres(db) ? "bytea" : "blob";
  await withId(db.schema.createTable("structure_fingerprints"), db)
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("owner_id", "integer", (c) => c.notNull())
    .addColumn("smiles", "text", (c) => c.notNull())
    .addColumn("canonical", "text", (c) => c.notNull())
    .addColumn("heavy_atoms", "integer", (c) => c.notNull())
    .addColumn("pattern_fp", blob, (c) => c.notNull())
    .addColumn("morgan_fp", blob, (c) => c.notNull())
    .addColumn("toolkit", "text", (c) => c.notNull())
    .addUniqueConstraint("structure_fingerprints_owner", ["kind", "owner_id"])
    .execute();
  await db.schema
    .createIndex("structure_fingerprints_canonical")
    .on("structure_fingerprints")
    .column("canonical")
    .execute();

  const trx = db as Kysely<BackfillTables>;
  for (const [kind, table] of [
    ["molecule", "molecules"],
    ["chemical", "chemicals"],
  ] as const) {
    let after = 0;
    for (;;) {
      const rows = await trx
        .selectFrom(table)
        .select(["id", "smiles"])
        .where("id", ">", after)
        .where("smiles", "is not", null)
        .orderBy("id")
        .limit(BATCH)
        .execute();
      if (rows.length === 0) break;
      after = rows[rows.length - 1]?.id ?? after;
      const rdkit = await getRdkit();
      const values = [];
      for (const row of rows) {
        let fp: StructureFingerprint;
        try {
          fp = fingerprintSmiles(rdkit, row.smiles as string);
        } catch {
          continue; // an unreadable stored SMILES is simply not searchable
        }
        values.push({
          kind,
          owner_id: row.id,
          smiles: row.smiles as string,
          canonical: fp.canonical,
          heavy_atoms: fp.heavyAtoms,
          pattern_fp: fp.pattern,
          morgan_fp: fp.morgan,
          toolkit: fp.toolkit,
        });
      }
      if (values.length) await trx.insertInto("structure_fingerprints").values(values).execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("structure_fingerprints").execute();
}

interface BackfillTables {
  molecules: { id: number; smiles: string | null };
  chemicals: { id: number; smiles: string | null };
  structure_fingerprints: {
    kind: string;
    owner_id: number;
    smiles: string;
    canonical: string;
    heavy_atoms: number;
    pattern_fp: Uint8Array;
    morgan_fp: Uint8Array;
    toolkit: string;
  };
}
