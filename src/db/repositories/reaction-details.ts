import type { Kysely } from "kysely";
import type { ReactionView } from "../../domain/views.ts";
import type { Database } from "../schema.ts";
import { chunks, groupBy } from "./chunks.ts";
import { loadSynonyms } from "./lookup-synonyms.ts";
import { amountFromColumns, recordsFromColumns } from "./reaction-record-columns.ts";

/** Loads reactions with everything drawn around them, in a fixed number of queries. */
export async function loadReactions(
  db: Kysely<Database>,
  reactionIds: readonly number[],
): Promise<ReactionView[]> {
  if (reactionIds.length === 0) return [];
  const result: ReactionView[] = [];
  for (const ids of chunks(reactionIds)) {
    const [reactions, chemicals, reagents, solvents, named] = await Promise.all([
      db.selectFrom("reactions").selectAll().where("id", "in", ids).execute(),
      db
        .selectFrom("chemicals")
        .select([
          "id",
          "reaction_id",
          "role",
          "filename",
          "extension",
          "name",
          "smiles",
          "image_width as width",
          "image_height as height",
          "formula",
          "carbon_count as carbonCount",
          "coefficient",
        ])
        .where("reaction_id", "in", ids)
        .orderBy("position")
        .execute(),
      db
        .selectFrom("reaction_reagent as rr")
        .innerJoin("reagents as r", "r.id", "rr.reagent_id")
        .select([
          "rr.reaction_id",
          "rr.stage",
          "rr.amount",
          "rr.amount_unit",
          "r.id",
          "r.name",
          "r.url",
          "r.formula",
        ])
        .where("rr.reaction_id", "in", ids)
        .orderBy("rr.stage")
        .orderBy("rr.position")
        .execute(),
      db
        .selectFrom("reaction_solvent as rs")
        .innerJoin("solvents as s", "s.id", "rs.solvent_id")
        .select(["rs.reaction_id", "s.id", "s.name", "s.url"])
        .where("rs.reaction_id", "in", ids)
        .orderBy("rs.position")
        .execute(),
      db
        .selectFrom("reaction_named_reaction as rn")
        .innerJoin("named_reactions as n", "n.id", "rn.named_reaction_id")
        .select(["rn.reaction_id", "n.id", "n.name", "n.url"])
        .where("rn.reaction_id", "in", ids)
        .orderBy("rn.position")
        .execute(),
    ]);
    const synonyms = await loadReagentSynonyms(db, [...new Set(reagents.map((r) => r.id))]);
    const chemicalsBy = groupBy(chemicals, (c) => c.reaction_id);
    const reagentsBy = groupBy(reagents, (r) => r.reaction_id);
    const solventsBy = groupBy(solvents, (s) => s.reaction_id);
    const namedBy = groupBy(named, (n) => n.reaction_id);
    for (const r of reactions) {
      const own = chemicalsBy.get(r.id) ?? [];
      result.push({
        id: r.id,
        part_id: r.part_id,
        step: r.step,
        substrates: own.filter((c) => c.role === "substrate"),
        products: own.filter((c) => c.role === "product"),
        has_special_reagent: r.has_special_reagent === 1,
        special_reagent: r.special_reagent,
        special_reagent_width: r.image_width,
        special_reagent_height: r.image_height,
        reagents: (reagentsBy.get(r.id) ?? []).map((g) => ({
          id: g.id,
          name: g.name,
          url: g.url,
          formula: g.formula,
          synonyms: synonyms.get(g.id) ?? [],
          pivot: { stage: g.stage, amount: amountFromColumns(g) },
        })),
        solvents: (solventsBy.get(r.id) ?? []).map(({ id, name, url }) => ({ id, name, url })),
        temperature: r.temperature,
        time: r.time,
        yield: r.yield,
        selectivity: r.selectivity,
        special_condition: r.special_condition,
        named_reactions: (namedBy.get(r.id) ?? []).map(({ id, name, url }) => ({ id, name, url })),
        comment: r.comment,
        ...recordsFromColumns(r),
      });
    }
  }
  return result;
}

/** Each reagent's synonyms ({id, synonym}, in entry order). */
export function loadReagentSynonyms(
  db: Kysely<Database>,
  reagentIds: readonly number[],
): Promise<Map<number, { id: number; synonym: string }[]>> {
  return loadSynonyms(db, "reagent", reagentIds);
}

/** The protecting-group links of reactions (their type only: the route figures count them). */
export async function loadProtectingGroupLinks(
  db: Kysely<Database>,
  reactionIds: readonly number[],
): Promise<{ reaction_id: number; type: "protection" | "deprotection" }[]> {
  const rows: { reaction_id: number; type: "protection" | "deprotection" }[] = [];
  for (const ids of chunks(reactionIds)) {
    rows.push(
      ...(await db
        .selectFrom("protecting_group_reaction")
        .select(["reaction_id", "type"])
        .where("reaction_id", "in", ids)
        .execute()),
    );
  }
  return rows;
}
