import type { Kysely } from "kysely";
import type { PageDateRows } from "../../domain/page-dates.ts";
import type { Database } from "../schema.ts";
import { publishedSynthesis } from "./visibility.ts";

/**
 * When the public pages last changed, for the sitemap's <lastmod> (docs/decisions/site/0078-structured-data-and-the-sitemap-lastmod.md "Structured data
 * on pages and the sitemap's lastmod"): each published synthesis's `updated_at`, the newest of those
 * per item a synthesis names or uses, and each reference-data item's last recorded change. Rows are
 * keyed by the slug the page address uses; domain/page-dates.ts combines them.
 */
export function createPageDateRepository(db: Kysely<Database>) {
  /** The newest change of the published syntheses whose reactions link an item through `link`. */
  const viaReactions = async (
    link: "reaction_named_reaction" | "reaction_reagent" | "reaction_solvent" | "protecting_group_reaction",
    column: "named_reaction_id" | "reagent_id" | "solvent_id" | "protecting_group_id",
    items: "named_reactions" | "reagents" | "solvents" | "protecting_groups",
  ) => {
    const rows = await db
      .selectFrom(`${link} as l` as "reaction_reagent as l")
      .innerJoin(`${items} as i` as "reagents as i", "i.id", `l.${column}` as "l.reagent_id")
      .innerJoin("reactions as r", "r.id", "l.reaction_id")
      .innerJoin("parts as p", "p.id", "r.part_id")
      .innerJoin("syntheses as s", "s.id", "p.synthesis_id")
      .where(publishedSynthesis("s"))
      .select((eb) => ["i.url as key", eb.fn.max("s.updated_at").as("at")])
      .groupBy("i.url")
      .execute();
    return rows.map((r) => ({ key: r.key, at: String(r.at) }));
  };

  return {
    async rows(): Promise<PageDateRows> {
      const [syntheses, history, namedReactions, protectingGroups, reagents, solvents] = await Promise.all([
        db
          .selectFrom("syntheses as s")
          .innerJoin("molecules as m", "m.id", "s.molecule_id")
          .innerJoin("authors as a", "a.id", "s.author_id")
          .where(publishedSynthesis("s"))
          .select(["s.id", "s.updated_at as at", "m.structure", "a.url as author"])
          .execute(),
        db
          .selectFrom("reference_history")
          .select((eb) => ["kind", "item_id", eb.fn.max("at").as("at")])
          .groupBy(["kind", "item_id"])
          .execute(),
        viaReactions("reaction_named_reaction", "named_reaction_id", "named_reactions"),
        viaReactions("protecting_group_reaction", "protecting_group_id", "protecting_groups"),
        viaReactions("reaction_reagent", "reagent_id", "reagents"),
        viaReactions("reaction_solvent", "solvent_id", "solvents"),
      ]);
      // The history names items by id; the pages by slug.
      const slugs = async (table: "named_reactions" | "protecting_groups" | "reagents" | "solvents") =>
        new Map(
          (
            await db
              .selectFrom(table as "reagents")
              .select(["id", "url"])
              .execute()
          ).map((r) => [r.id, r.url]),
        );
      const [namedSlugs, groupSlugs, reagentSlugs, solventSlugs, moleculeSlugs, authorSlugs] =
        await Promise.all([
          slugs("named_reactions"),
          slugs("protecting_groups"),
          slugs("reagents"),
          slugs("solvents"),
          db
            .selectFrom("molecules")
            .select(["id", "structure"])
            .execute()
            .then((rows) => new Map(rows.map((r) => [r.id, r.structure]))),
          db
            .selectFrom("authors")
            .select(["id", "url"])
            .execute()
            .then((rows) => new Map(rows.map((r) => [r.id, r.url]))),
        ]);
      const bySlug: Record<string, Map<number, string>> = {
        named_reaction: namedSlugs,
        protecting_group: groupSlugs,
        reagent: reagentSlugs,
        solvent: solventSlugs,
        molecule: moleculeSlugs,
        author: authorSlugs,
      };
      return {
        syntheses: syntheses.map((s) => ({ id: s.id, at: s.at, molecule: s.structure, author: s.author })),
        history: history.flatMap((h) => {
          const key = bySlug[h.kind]?.get(h.item_id);
          return key === undefined ? [] : [{ kind: h.kind, key, at: String(h.at) }];
        }),
        uses: { namedReactions, protectingGroups, reagents, solvents },
      };
    },
  };
}
export type PageDateRepository = ReturnType<typeof createPageDateRepository>;
