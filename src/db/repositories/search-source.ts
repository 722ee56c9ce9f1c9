import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { createLookupPageRepository } from "./lookup-pages.ts";
import { allSynonyms } from "./lookup-synonyms.ts";
import { publishedSynthesis, visibleTo } from "./visibility.ts";

/**
 * The rows the in-process search index is built from, one list per index (never a nameless item,
 * never a pending one: the index answers the public).
 */
export function createSearchSourceRepository(db: Kysely<Database>) {
  const pages = createLookupPageRepository(db);
  return {
    authors: () =>
      db
        .selectFrom("authors")
        .select(["id", "first_name", "last_name", "url"])
        // A hit links to the author's url, which exists once the whole name is given.
        .where((eb) => eb.or([eb("first_name", "<>", ""), eb("last_name", "<>", "")]))
        .where("url", "<>", "")
        .where(visibleTo(undefined, "authors"))
        .execute(),
    molecules: () =>
      db
        .selectFrom("molecules")
        .select(["id", "name", "structure", "formula", "inchikey"])
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("syntheses")
              .select("id")
              .whereRef("syntheses.molecule_id", "=", "molecules.id")
              .where(publishedSynthesis("syntheses")),
          ),
        )
        .execute(),
    namedReactions: async () => {
      const [rows, synonyms] = await Promise.all([
        db
          .selectFrom("named_reactions")
          .select(["id", "name", "url", "short_description"])
          .where("name", "<>", "")
          .where(visibleTo(undefined, "named_reactions"))
          .execute(),
        db.selectFrom("named_reaction_synonyms").select(["named_reaction_id", "synonym"]).execute(),
      ]);
      const byReaction = new Map<number, string[]>();
      for (const s of synonyms)
        byReaction.set(s.named_reaction_id, [...(byReaction.get(s.named_reaction_id) ?? []), s.synonym]);
      return rows.map((r) => ({ ...r, synonyms: byReaction.get(r.id) ?? [] }));
    },
    // Reagents and solvents: a hit links to the item's page and says how many published syntheses use it.
    reagents: async () => {
      const [rows, synonyms, counts] = await Promise.all([
        db
          .selectFrom("reagents")
          .select(["id", "name", "formula", "url"])
          .where("name", "<>", "")
          .where("url", "<>", "")
          .where(visibleTo(undefined, "reagents"))
          .execute(),
        allSynonyms(db, "reagent"),
        pages.synthesisCounts("reagent"),
      ]);
      return rows.map((r) => ({
        ...r,
        synonyms: synonyms.get(r.id) ?? [],
        syntheses_count: counts.get(r.id) ?? 0,
      }));
    },
    solvents: async () => {
      const [rows, synonyms, counts] = await Promise.all([
        db
          .selectFrom("solvents")
          .select(["id", "name", "url"])
          .where("name", "<>", "")
          .where("url", "<>", "")
          .where(visibleTo(undefined, "solvents"))
          .execute(),
        allSynonyms(db, "solvent"),
        pages.synthesisCounts("solvent"),
      ]);
      return rows.map((r) => ({
        ...r,
        synonyms: synonyms.get(r.id) ?? [],
        syntheses_count: counts.get(r.id) ?? 0,
      }));
    },
    /** Every public synthesis with what a chemist names it by: molecule, investigator, year, type. */
    syntheses: () =>
      db
        .selectFrom("syntheses")
        .innerJoin("molecules", "molecules.id", "syntheses.molecule_id")
        .innerJoin("authors", "authors.id", "syntheses.author_id")
        .select([
          "syntheses.id",
          "syntheses.year",
          "syntheses.type_1",
          "molecules.name as molecule",
          "molecules.inchikey",
          "authors.first_name",
          "authors.last_name",
          "syntheses.comment",
        ])
        .where(publishedSynthesis("syntheses"))
        .execute(),
    /**
     * What each public synthesis uses, step by step: its named reactions, reagents and solvents (by
     * the item's id), so that a query naming one finds the syntheses that use it, with the step.
     */
    synthesisUses: async (): Promise<SynthesisUse[]> => {
      const steps = () =>
        db
          .selectFrom("reactions")
          .innerJoin("parts", "parts.id", "reactions.part_id")
          .innerJoin("syntheses", "syntheses.id", "parts.synthesis_id")
          .where(publishedSynthesis("syntheses"));
      const [named, reagents, solvents] = await Promise.all([
        steps()
          .innerJoin("reaction_named_reaction as used", "used.reaction_id", "reactions.id")
          .select([
            "syntheses.id as synthesis_id",
            "parts.number as part",
            "reactions.step",
            "used.named_reaction_id as item_id",
          ])
          .execute(),
        steps()
          .innerJoin("reaction_reagent as used", "used.reaction_id", "reactions.id")
          .select([
            "syntheses.id as synthesis_id",
            "parts.number as part",
            "reactions.step",
            "used.reagent_id as item_id",
          ])
          .execute(),
        steps()
          .innerJoin("reaction_solvent as used", "used.reaction_id", "reactions.id")
          .select([
            "syntheses.id as synthesis_id",
            "parts.number as part",
            "reactions.step",
            "used.solvent_id as item_id",
          ])
          .execute(),
      ]);
      return [
        ...named.map((row) => ({ ...row, kind: "namedReaction" as const })),
        ...reagents.map((row) => ({ ...row, kind: "reagent" as const })),
        ...solvents.map((row) => ({ ...row, kind: "solvent" as const })),
      ].sort((a, b) => a.synthesis_id - b.synthesis_id || a.part - b.part || a.step - b.step);
    },
  };
}
export type SearchSourceRepository = ReturnType<typeof createSearchSourceRepository>;

/** One named reaction, reagent or solvent used in one step of a public synthesis. */
export interface SynthesisUse {
  synthesis_id: number;
  part: number;
  step: number;
  kind: "namedReaction" | "reagent" | "solvent";
  item_id: number;
}
