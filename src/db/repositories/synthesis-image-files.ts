import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/**
 * The image files the rows of a synthesis name: its chemicals (`syntheses/{id}/…`) and special
 * reagents (`special-reagents/…`), as `folder/name` paths.
 */
export async function synthesisImageFiles(trx: Kysely<Database>, synthesisId: number): Promise<Set<string>> {
  const [chemicals, specials] = await Promise.all([
    trx
      .selectFrom("chemicals as c")
      .innerJoin("reactions as r", "r.id", "c.reaction_id")
      .innerJoin("parts as p", "p.id", "r.part_id")
      .select(["c.filename", "c.extension"])
      .where("p.synthesis_id", "=", synthesisId)
      .execute(),
    trx
      .selectFrom("reactions as r")
      .innerJoin("parts as p", "p.id", "r.part_id")
      .select("r.special_reagent")
      .where("p.synthesis_id", "=", synthesisId)
      .where("r.special_reagent", "is not", null)
      .execute(),
  ]);
  return new Set([
    ...chemicals.map((c) => `syntheses/${synthesisId}/${c.filename}.${c.extension}`),
    ...specials.map((r) => `special-reagents/${r.special_reagent}`),
  ]);
}
