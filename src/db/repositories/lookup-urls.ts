import type { Kysely } from "kysely";
import { uniqueSlug } from "../../domain/lookup-names.ts";
import { lookupSlugBase, slugFits } from "../../domain/lookup-slug.ts";
import type { Database } from "../schema.ts";

/**
 * The page slugs of reagents and solvents (migration 0019) and their former slugs. Every write that
 * names a reagent or solvent ends with `settleLookupUrl`, so the slug always follows the name; a
 * merge hands the merged item's slugs to the kept one. Called inside the caller's transaction.
 */
export type SlugKind = "reagent" | "solvent";

const TABLES = {
  reagent: { table: "reagents", redirects: "reagent_url_redirects", owner: "reagent_id" },
  solvent: { table: "solvents", redirects: "solvent_url_redirects", owner: "solvent_id" },
} as const;

// One query shape for both kinds: Kysely cannot narrow a table name chosen at run time.
type Redirects = "reagent_url_redirects";
type Owner = "reagent_id";
const tablesOf = (kind: SlugKind) => {
  const t = TABLES[kind];
  return { table: t.table as "reagents", redirects: t.redirects as Redirects, owner: t.owner as Owner };
};

/** Current and former slugs equal to `base` or numbered from it, with the item holding each. */
async function slugsLike(trx: Kysely<Database>, kind: SlugKind, base: string) {
  const { table, redirects, owner } = tablesOf(kind);
  const [live, old] = await Promise.all([
    trx
      .selectFrom(table)
      .select(["url", "id"])
      .where((eb) => eb.or([eb("url", "=", base), eb("url", "like", `${base}-%`)]))
      .execute(),
    trx
      .selectFrom(redirects)
      .select(["url", `${owner} as id` as "reagent_id as id"])
      .where((eb) => eb.or([eb("url", "=", base), eb("url", "like", `${base}-%`)]))
      .execute(),
  ]);
  return [...live, ...old];
}

/**
 * Makes the item's slug fit its name: kept when it still does (so renames that leave the slug's
 * words alone change nothing), else the name's slug, numbered when another item holds it now or
 * held it before. The slug it leaves becomes a redirect; one of its own former slugs becomes
 * current again. `preferred` is a slug the item should take back if it fits and is free (a merge
 * undone). Answers the slug.
 */
export async function settleLookupUrl(
  trx: Kysely<Database>,
  kind: SlugKind,
  id: number,
  preferred?: string,
  /** The row's name and slug when the caller has just written them (a query saved while seeding). */
  known?: { name: string; url: string },
) {
  const { table, redirects, owner } = tablesOf(kind);
  const row =
    known ?? (await trx.selectFrom(table).select(["name", "url"]).where("id", "=", id).executeTakeFirst());
  if (!row || row.name.trim() === "") return row?.url ?? "";
  const base = lookupSlugBase(row.name, kind);
  const holders = await slugsLike(trx, kind, base);
  const takenByOthers = new Set(holders.filter((h) => h.id !== id).map((h) => h.url));
  const candidate = preferred ?? row.url;
  // Its own former slugs are free to it (a rename undone takes its old slug back).
  const url =
    slugFits(candidate, base) && !takenByOthers.has(candidate) ? candidate : uniqueSlug(base, takenByOthers);
  if (url === row.url) return url;
  if (holders.some((h) => h.id === id && h.url === url)) {
    await trx.deleteFrom(redirects).where("url", "=", url).execute();
  }
  await trx.updateTable(table).set({ url }).where("id", "=", id).execute();
  if (row.url !== "") {
    await trx
      .insertInto(redirects)
      .values({ url: row.url, [owner]: id } as { url: string; reagent_id: number })
      .execute();
  }
  return url;
}

/** The page slugs of reagents and solvents and their former slugs, over one write's transaction. */
export function createLookupUrlRepository(db: Kysely<Database>) {
  return {
    settleLookupUrl(kind: SlugKind, id: number, preferred?: string, known?: { name: string; url: string }) {
      return settleLookupUrl(db, kind, id, preferred, known);
    },
    /**
     * A merge: `from`'s former slugs and its own slug redirect to `into` (moved before `from` is
     * deleted, which would take its redirects with it). Answers both, for the merge's record.
     */
    async moveLookupUrls(kind: SlugKind, from: number, into: number) {
      const { table, redirects, owner } = tablesOf(kind);
      const row = await db.selectFrom(table).select("url").where("id", "=", from).executeTakeFirst();
      const former = await db.selectFrom(redirects).select("url").where(owner, "=", from).execute();
      await db
        .updateTable(redirects)
        .set({ [owner]: into } as { reagent_id: number })
        .where(owner, "=", from)
        .execute();
      const redirect = row?.url ?? "";
      if (redirect !== "") {
        // Unique among non-empty slugs: the row lets go of it before it becomes a redirect.
        await db.updateTable(table).set({ url: "" }).where("id", "=", from).execute();
        await db
          .insertInto(redirects)
          .values({ url: redirect, [owner]: into } as { url: string; reagent_id: number })
          .execute();
      }
      return { redirects: former.map((r) => r.url), redirect };
    },
    /** A merge undone, first: the merged item's own slug stops redirecting to `into`, so it may take it back. */
    async dropMergedUrl(kind: SlugKind, url: string, into: number) {
      const { redirects, owner } = tablesOf(kind);
      if (url) await db.deleteFrom(redirects).where("url", "=", url).where(owner, "=", into).execute();
    },
    /**
     * Then, once `from` is back: the former slugs the merge moved point at it again. Slugs that no
     * longer point at `into` are left alone (the undo does not take what a change since gave away).
     */
    async moveFormerUrlsBack(kind: SlugKind, from: number, into: number, urls: readonly string[]) {
      const { redirects, owner } = tablesOf(kind);
      if (urls.length === 0) return;
      await db
        .updateTable(redirects)
        .set({ [owner]: from } as { reagent_id: number })
        .where("url", "in", [...urls])
        .where(owner, "=", into)
        .execute();
    },
  };
}
