/**
 * Structures for `npm run bench:export`. The benchmark dataset draws its chemicals as image files
 * without SMILES (generate-dataset.ts), which would leave the SD file empty and the RDfile and
 * route trees without molecules, and RDKit out of the measure. This gives every molecule and
 * chemical of the built database a SMILES from a pool of generated drug-like structures
 * (structure-dataset.ts, `perSynthesis` distinct ones per synthesis), with their stored
 * fingerprints, and fills the molecules' InChI and the exports' molblocks with the server's own
 * backfills, so the server starts with nothing left to compute (the exports read every
 * structure's stored molblock, as publishing would have stored it).
 */
import { sql } from "kysely";
import { backfillMoleculeIdentifiers } from "../../src/server/search/identifier-backfill.ts";
import { getRdkit } from "../../src/server/structures/rdkit.ts";
import type { BenchRuntime } from "./bench-database.ts";
import { generateStructures } from "./structure-dataset.ts";

const ROWS_PER_INSERT = 500;

export async function addStructures(runtime: BenchRuntime, count: number): Promise<void> {
  const started = performance.now();
  const rdkit = await getRdkit();
  rdkit.disable_logging(); // rejected candidates would print RDKit's parse errors
  const { structures } = generateStructures(rdkit, count);
  rdkit.enable_logging();
  const k = runtime.db.kysely;
  await k.transaction().execute(async (trx) => {
    await sql`CREATE TEMP TABLE bench_pool (k INTEGER PRIMARY KEY, smiles TEXT, canonical TEXT,
      heavy_atoms INTEGER, pattern_fp BLOB, morgan_fp BLOB, toolkit TEXT)`.execute(trx);
    for (let from = 0; from < structures.length; from += ROWS_PER_INSERT) {
      const rows = structures
        .slice(from, from + ROWS_PER_INSERT)
        .map(
          (s, i) =>
            sql`(${from + i}, ${s.smiles}, ${s.canonical}, ${s.heavyAtoms}, ${s.pattern}, ${s.morgan}, ${s.toolkit})`,
        );
      await sql`INSERT INTO bench_pool VALUES ${sql.join(rows)}`.execute(trx);
    }
    // Molecules take the pool from its far end, so a target is rarely also one of its own chemicals.
    const n = structures.length;
    for (const [table, kind, key] of [
      ["chemicals", "chemical", sql`t.id % ${n}`],
      ["molecules", "molecule", sql`${n - 1} - t.id % ${n}`],
    ] as const) {
      await sql`UPDATE ${sql.table(table)} AS t SET smiles = (SELECT smiles FROM bench_pool WHERE k = ${key})`.execute(
        trx,
      );
      await sql`INSERT INTO structure_fingerprints (kind, owner_id, smiles, canonical, heavy_atoms, pattern_fp, morgan_fp, toolkit)
        SELECT ${kind}, t.id, p.smiles, p.canonical, p.heavy_atoms, p.pattern_fp, p.morgan_fp, p.toolkit
        FROM ${sql.table(table)} AS t JOIN bench_pool p ON p.k = ${key}`.execute(trx);
    }
    await sql`DROP TABLE bench_pool`.execute(trx);
  });
  const identifiers = await backfillMoleculeIdentifiers({
    source: runtime.repos.moleculeIdentifiers,
    structures: runtime.structures,
  });
  const molblocks = await runtime.exportStructures.fillMissing();
  console.log(
    `Gave the molecules and chemicals ${count} generated structures (${identifiers} InChIs, ${molblocks} molblocks) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
