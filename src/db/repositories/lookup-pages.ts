import type { Kysely } from "kysely";
import type { LookupListItem, LookupPage, LookupReactionGroup } from "../../domain/views.ts";
import type { Database } from "../schema.ts";
import { loadSynonyms } from "./lookup-synonyms.ts";
import { withSynthesisIds } from "./named-reactions.ts";
import { publishedSynthesis, visibleTo } from "./visibility.ts";

export type LookupPageKind = "reagent" | "solvent";

const TABLES = {
  reagent: {
    table: "reagents",
    redirects: "reagent_url_redirects",
    link: "reaction_reagent",
    owner: "reagent_id",
  },
  solvent: {
    table: "solvents",
    redirects: "solvent_url_redirects",
    link: "reaction_solvent",
    owner: "solvent_id",
  },
} as const;

// One query shape for both kinds: Kysely cannot narrow a table name chosen at run time.
const tablesOf = (kind: LookupPageKind) => {
  const t = TABLES[kind];
  return {
    table: t.table as "solvents",
    redirects: t.redirects as "solvent_url_redirects",
    link: t.link as "reaction_solvent",
    owner: t.owner as "solvent_id",
  };
};

/**
 * The public pages of reagents and solvents (docs/product/pages.md §2.17) and the counts the search
 * and the sitemap show. Public only: never an unnamed or pending item (visibility.ts), and only
 * published syntheses count or appear.
 */
export function createLookupPageRepository(db: Kysely<Database>) {
  /** The item kind's links to the reactions of published syntheses, reaction, part and synthesis joined. */
  function publishedLinks(kind: LookupPageKind) {
    return db
      .selectFrom(`${tablesOf(kind).link} as l` as "reaction_solvent as l")
      .innerJoin("reactions as r", "r.id", "l.reaction_id")
      .innerJoin("parts as p", "p.id", "r.part_id")
      .innerJoin("syntheses as s", "s.id", "p.synthesis_id")
      .where(publishedSynthesis("s"));
  }

  /** The item's reactions in published syntheses, by synthesis year, synthesis, part and step. */
  async function publishedUses(kind: LookupPageKind, id: number) {
    const { owner } = tablesOf(kind);
    const rows = await publishedLinks(kind)
      .select(["r.id as reaction_id", "p.synthesis_id", "p.number"])
      .where(`l.${owner}` as "l.solvent_id", "=", id)
      .orderBy("s.year")
      .orderBy("s.id")
      .orderBy("p.number")
      .orderBy("r.step")
      .orderBy("r.id")
      .execute();
    // A reagent given at two stages of one reaction is one row per stage: the reaction once.
    const seen = new Set<number>();
    return rows.filter((r) => !seen.has(r.reaction_id) && seen.add(r.reaction_id));
  }

  /** Published syntheses per item id (items no published synthesis uses are absent). */
  async function synthesisCounts(kind: LookupPageKind): Promise<Map<number, number>> {
    const { owner } = tablesOf(kind);
    const rows = await publishedLinks(kind)
      .select((eb) => [
        eb.ref(`l.${owner}` as "l.solvent_id").as("item_id"),
        eb.fn.count<number>("p.synthesis_id").distinct().as("n"),
      ])
      .groupBy(`l.${owner}` as "l.solvent_id")
      .execute();
    return new Map(rows.map((r) => [r.item_id, Number(r.n)]));
  }

  return {
    synthesisCounts,
    async findByUrl(kind: LookupPageKind, url: string): Promise<LookupPage | undefined> {
      const { table } = tablesOf(kind);
      const row = await db
        .selectFrom(table)
        .select(["id", "name", "url"])
        .where("url", "=", url)
        .where("name", "<>", "")
        .where(visibleTo(undefined, table))
        .executeTakeFirst();
      if (!row) return undefined;
      let formula: string | null = null;
      if (kind === "reagent") {
        const reagent = await db
          .selectFrom("reagents")
          .select("formula")
          .where("id", "=", row.id)
          .executeTakeFirst();
        formula = reagent?.formula ?? null;
      }
      const synonyms = ((await loadSynonyms(db, kind, [row.id])).get(row.id) ?? []).map((s) => s.synonym);
      const links = await publishedUses(kind, row.id);
      const partNumbers = new Map(links.map((l) => [l.reaction_id, l.number]));
      const reactions = (await withSynthesisIds(db, links)).map((r) => ({
        ...r,
        part: { ...r.part, number: partNumbers.get(r.id) ?? 0 },
      }));
      return {
        id: row.id,
        name: row.name,
        url: row.url,
        formula,
        synonyms,
        syntheses_count: new Set(links.map((l) => l.synthesis_id)).size,
        groups: groupByNamedReaction(reactions),
      };
    },
    /** The current slug of the item that had `url` before a rename or a merge, if it is public. */
    async currentUrlFor(kind: LookupPageKind, url: string): Promise<string | undefined> {
      const { table, redirects, owner } = tablesOf(kind);
      const row = await db
        .selectFrom(`${redirects} as r` as "solvent_url_redirects as r")
        .innerJoin(`${table} as x` as "solvents as x", "x.id", `r.${owner}` as "r.solvent_id")
        .select("x.url")
        .where("r.url", "=", url)
        .where("x.name", "<>", "")
        .where(visibleTo(undefined, "x"))
        .executeTakeFirst();
      return row?.url || undefined;
    },
    /** Every public item's name, slug and how many published syntheses use it (the A–Z pages, the sitemap). */
    async list(kind: LookupPageKind): Promise<LookupListItem[]> {
      const { table } = tablesOf(kind);
      const [rows, counts] = await Promise.all([
        db
          .selectFrom(table)
          .select(["id", "name", "url"])
          .where("name", "<>", "")
          .where("url", "<>", "")
          .where(visibleTo(undefined, table))
          .orderBy("url")
          .execute(),
        synthesisCounts(kind),
      ]);
      return rows.map((r) => ({ name: r.name, url: r.url, syntheses_count: counts.get(r.id) ?? 0 }));
    },
  };
}

/**
 * The page's groups: a reaction goes under the first named reaction it names (each reaction is
 * drawn once), groups in name order, then the reactions that name none.
 */
export function groupByNamedReaction(reactions: LookupReactionGroup["reactions"]): LookupReactionGroup[] {
  const named = new Map<number, LookupReactionGroup>();
  const none: LookupReactionGroup = { named_reaction: null, reactions: [] };
  for (const reaction of reactions) {
    const first = reaction.named_reactions[0];
    if (!first) {
      none.reactions.push(reaction);
      continue;
    }
    const group = named.get(first.id) ?? { named_reaction: first, reactions: [] };
    group.reactions.push(reaction);
    named.set(first.id, group);
  }
  const groups = [...named.values()].sort((a, b) =>
    (a.named_reaction?.name ?? "").localeCompare(b.named_reaction?.name ?? "", "en", { sensitivity: "base" }),
  );
  return none.reactions.length ? [...groups, none] : groups;
}

export type LookupPageRepository = ReturnType<typeof createLookupPageRepository>;
