/**
 * The structure-search benchmark's database (scripts/bench-structure.ts): generated syntheses
 * holding the generated structures as reaction chemicals (one in `perSynthesis` also the target
 * molecule), with their stored fingerprints, written in one transaction.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../src/db/schema.ts";
import type { GeneratedStructure } from "./structure-dataset.ts";

export async function writeStructureDatabase(
  k: Kysely<Database>,
  list: GeneratedStructure[],
  perSynthesis: number,
): Promise<void> {
  await k.transaction().execute(async (trx) => {
    const { id: authorId } = await trx
      .insertInto("authors")
      .values({ first_name: "Generated", last_name: "Chemist", url: "gen-chemist" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const stamp = new Date().toISOString();
    for (let start = 0, n = 0; start < list.length; start += perSynthesis, n++) {
      const chunk = list.slice(start, start + perSynthesis);
      const target = chunk.at(-1) as GeneratedStructure;
      const { id: moleculeId } = await trx
        .insertInto("molecules")
        .values({
          name: `Generated target ${n}`,
          structure: `gen-target-${n}`,
          extension: "svg",
          smiles: target.smiles,
          formula: null,
          carbon_count: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const { id: synthesisId } = await trx
        .insertInto("syntheses")
        .values({
          molecule_id: moleculeId,
          author_id: authorId,
          year: 1950 + (n % 75),
          type_1: "Total",
          type_2: "Not Applicable",
          supp_steps: 0,
          comment: "Generated",
          number_of_steps: 10,
          number_of_parts: 1,
          submitter_name: null,
          submitter_user_id: null,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const { id: partId } = await trx
        .insertInto("parts")
        .values({ synthesis_id: synthesisId, number: 1, comment: "" })
        .returning("id")
        .executeTakeFirstOrThrow();
      const owners = [];
      for (let r = 0; r < chunk.length; r += 10) {
        const { id: reactionId } = await trx
          .insertInto("reactions")
          .values({ part_id: partId, step: r / 10 + 1, comment: "", has_special_reagent: 0 })
          .returning("id")
          .executeTakeFirstOrThrow();
        const rows = await trx
          .insertInto("chemicals")
          .values(
            chunk.slice(r, r + 10).map((s, position) => ({
              reaction_id: reactionId,
              role: position < 5 ? ("substrate" as const) : ("product" as const),
              position,
              filename: `gen-${start + r + position}`,
              extension: "svg",
              smiles: s.smiles,
              name: null,
            })),
          )
          .returning(["id"])
          .execute();
        for (const [i, row] of rows.entries())
          owners.push({ kind: "chemical" as const, id: row.id, s: chunk[r + i] });
      }
      owners.push({ kind: "molecule" as const, id: moleculeId, s: target });
      await trx
        .insertInto("structure_fingerprints")
        .values(
          owners.map((o) => ({
            kind: o.kind,
            owner_id: o.id,
            smiles: (o.s as GeneratedStructure).smiles,
            canonical: (o.s as GeneratedStructure).canonical,
            heavy_atoms: (o.s as GeneratedStructure).heavyAtoms,
            pattern_fp: (o.s as GeneratedStructure).pattern,
            morgan_fp: (o.s as GeneratedStructure).morgan,
            toolkit: (o.s as GeneratedStructure).toolkit,
          })),
        )
        .execute();
    }
  });
}
