import type { Transaction } from "kysely";
import type { PublishedUse } from "../../domain/lookup-usage.ts";
import type { AuthorView } from "../../domain/views.ts";
import type { Database } from "../schema.ts";
import { dropSynonyms, loadSynonyms, replaceSynonyms } from "./lookup-synonyms.ts";
import { settleLookupUrl } from "./lookup-urls.ts";
import { overHandle } from "./over-handle.ts";
import { loadReagentSynonyms } from "./reaction-details.ts";
import { synthesisUses } from "./synthesis-uses.ts";

type Trx = Transaction<Database>;

/**
 * Writes of single lookup items (solvents, reagents, authors, named reactions) made by the editor,
 * and the reads those writes check first. Called by the lookup commands inside their transaction.
 */

// ---- Solvents and reagents (a name, unique among non-empty names) ----

export type NamedTable = "solvents" | "reagents";

async function findNamed(trx: Trx, table: NamedTable, id: number) {
  return trx.selectFrom(table).select(["id", "name", "created_by"]).where("id", "=", id).executeTakeFirst();
}

/** Every non-empty name of the table (compared in code: SQLite's lower() knows only ASCII). */
async function namesOf(trx: Trx, table: NamedTable | "named_reactions") {
  return trx.selectFrom(table).select(["id", "name"]).where("name", "<>", "").execute();
}

// Every write of a name ends by settling the page slug (lookup-urls.ts): it follows the name.

async function insertSolvent(trx: Trx, name: string, createdBy: number, pending: boolean) {
  const row = await trx
    .insertInto("solvents")
    .values({ name, created_by: createdBy, pending: pending ? 1 : 0 })
    .returning(["id", "name"])
    .executeTakeFirstOrThrow();
  await settleLookupUrl(trx, "solvent", row.id);
  return row;
}

async function renameSolvent(trx: Trx, id: number, name: string) {
  await trx.updateTable("solvents").set({ name }).where("id", "=", id).execute();
  await settleLookupUrl(trx, "solvent", id);
  return { id, name };
}

/** The solvent as a write answers it: its name and synonyms. */
async function solventView(trx: Trx, id: number) {
  const row = await trx
    .selectFrom("solvents")
    .select(["id", "name"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const synonyms = await loadSynonyms(trx, "solvent", [id]);
  return { ...row, synonyms: synonyms.get(id) ?? [] };
}

/** The solvent, its synonyms and former page slugs. */
async function deleteSolvent(trx: Trx, id: number) {
  await dropSynonyms(trx, "solvent", id);
  await trx.deleteFrom("solvent_url_redirects").where("solvent_id", "=", id).execute();
  await trx.deleteFrom("solvents").where("id", "=", id).execute();
}

async function insertReagent(trx: Trx, name: string, createdBy: number, pending: boolean) {
  const { id } = await trx
    .insertInto("reagents")
    .values({ name, formula: null, created_by: createdBy, pending: pending ? 1 : 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  await settleLookupUrl(trx, "reagent", id);
  return id;
}

async function updateReagent(
  trx: Trx,
  id: number,
  row: { name: string; formula?: string | null; smiles?: string | null; inchikey?: string | null },
) {
  await trx.updateTable("reagents").set(row).where("id", "=", id).execute();
  await settleLookupUrl(trx, "reagent", id);
}

/** Makes the reagent's synonyms exactly `synonyms`; rows kept unchanged keep their ids. */
function replaceReagentSynonyms(trx: Trx, reagentId: number, synonyms: readonly string[]) {
  return replaceSynonyms(trx, "reagent", reagentId, synonyms);
}

/** The same for a solvent. */
function replaceSolventSynonyms(trx: Trx, solventId: number, synonyms: readonly string[]) {
  return replaceSynonyms(trx, "solvent", solventId, synonyms);
}

async function reagentView(trx: Trx, id: number) {
  const row = await trx
    .selectFrom("reagents")
    .select(["id", "name", "formula"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const synonyms = await loadReagentSynonyms(trx, [id]);
  return { ...row, synonyms: synonyms.get(id) ?? [] };
}

/** The reagent, its synonyms and former page slugs (the caller's transaction makes it one step). */
async function deleteReagent(trx: Trx, id: number) {
  await trx.deleteFrom("reagent_synonyms").where("reagent_id", "=", id).execute();
  await trx.deleteFrom("reagent_url_redirects").where("reagent_id", "=", id).execute();
  await trx.deleteFrom("reagents").where("id", "=", id).execute();
}

// ---- Authors (first and last name, unique together; a url slug kept across renames) ----

async function findAuthor(trx: Trx, id: number) {
  return trx
    .selectFrom("authors")
    .select(["id", "first_name", "last_name", "url", "created_by"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Every author with a name. */
async function authorNames(trx: Trx) {
  return trx
    .selectFrom("authors")
    .select(["id", "first_name", "last_name"])
    .where((eb) => eb.or([eb("first_name", "<>", ""), eb("last_name", "<>", "")]))
    .execute();
}

/** Current and former author urls starting with `prefix` (slugs hold no LIKE wildcards). */
async function authorUrlsLike(trx: Trx, prefix: string) {
  const [live, old] = await Promise.all([
    trx.selectFrom("authors").select(["url", "id as author_id"]).where("url", "like", `${prefix}%`).execute(),
    trx
      .selectFrom("author_url_redirects")
      .select(["url", "author_id"])
      .where("url", "like", `${prefix}%`)
      .execute(),
  ]);
  return [...live, ...old];
}

async function insertAuthor(trx: Trx, createdBy: number, pending: boolean) {
  const { id } = await trx
    .insertInto("authors")
    .values({ first_name: "", last_name: "", url: "", created_by: createdBy, pending: pending ? 1 : 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

async function updateAuthor(
  trx: Trx,
  id: number,
  row: { first_name: string; last_name: string; url: string },
) {
  await trx.updateTable("authors").set(row).where("id", "=", id).execute();
}

/** `oldUrl` keeps answering, with a redirect to the author's current url. */
async function addAuthorRedirect(trx: Trx, oldUrl: string, authorId: number) {
  await trx.insertInto("author_url_redirects").values({ url: oldUrl, author_id: authorId }).execute();
}

/** A url that becomes current again is no longer a redirect. */
async function removeAuthorRedirect(trx: Trx, url: string) {
  await trx.deleteFrom("author_url_redirects").where("url", "=", url).execute();
}

async function deleteAuthor(trx: Trx, id: number) {
  await trx.deleteFrom("author_url_redirects").where("author_id", "=", id).execute();
  await trx.deleteFrom("authors").where("id", "=", id).execute();
}

async function authorView(trx: Trx, id: number): Promise<AuthorView> {
  const row = await trx
    .selectFrom("authors as a")
    .select((eb) => [
      "a.id",
      "a.first_name",
      "a.last_name",
      "a.url",
      eb
        .selectFrom("syntheses as s")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("s.author_id", "=", "a.id")
        .as("n"),
    ])
    .where("a.id", "=", id)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    url: row.url,
    syntheses_count: Number(row.n ?? 0),
  };
}

// ---- Named reactions (created by name; the full editor comes later) ----

/** Current and former named-reaction urls starting with `prefix`. */
async function namedReactionUrlsLike(trx: Trx, prefix: string) {
  const [live, old] = await Promise.all([
    trx.selectFrom("named_reactions").select("url").where("url", "like", `${prefix}%`).execute(),
    trx.selectFrom("named_reaction_url_redirects").select("url").where("url", "like", `${prefix}%`).execute(),
  ]);
  return [...live, ...old].map((r) => r.url);
}

async function insertNamedReaction(
  trx: Trx,
  row: { name: string; url: string; created_by: number; pending: number },
  synonyms: readonly string[],
) {
  const { id } = await trx
    .insertInto("named_reactions")
    .values({
      ...row,
      short_description: null,
      description: null,
      scheme_smiles: null,
      scheme_filename: null,
      scheme_extension: null,
      mechanism_filename: null,
      mechanism_extension: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (synonyms.length) {
    await trx
      .insertInto("named_reaction_synonyms")
      .values(synonyms.map((synonym) => ({ named_reaction_id: id, synonym })))
      .execute();
  }
  return id;
}

// ---- Where an item is used ----

/** The published syntheses that use the item, oldest first. */
async function publishedUses(
  trx: Trx,
  kind: "solvent" | "reagent" | "author",
  id: number,
): Promise<PublishedUse[]> {
  let query = synthesisUses(trx);
  if (kind === "author") {
    query = query.where("s.author_id", "=", id);
  } else {
    const link = kind === "solvent" ? "reaction_solvent" : "reaction_reagent";
    const column = kind === "solvent" ? "solvent_id" : "reagent_id";
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("parts as p")
          .innerJoin("reactions as r", "r.part_id", "p.id")
          .innerJoin(`${link} as l` as "reaction_solvent as l", "l.reaction_id", "r.id")
          .select("r.id")
          .whereRef("p.synthesis_id", "=", "s.id")
          .where(`l.${column}` as "l.solvent_id", "=", id),
      ),
    );
  }
  const rows = await query.execute();
  return rows.map((r) => ({ molecule: r.molecule, lastName: r.lastName, year: r.year }));
}

/** Writes of single lookup items and the reads they check first, over one write's transaction. */
export function createLookupWriter(trx: Trx) {
  return overHandle(trx, {
    findNamed,
    namesOf,
    insertSolvent,
    renameSolvent,
    deleteSolvent,
    replaceSolventSynonyms,
    solventView,
    insertReagent,
    updateReagent,
    replaceReagentSynonyms,
    reagentView,
    deleteReagent,
    findAuthor,
    authorNames,
    authorUrlsLike,
    insertAuthor,
    updateAuthor,
    addAuthorRedirect,
    removeAuthorRedirect,
    deleteAuthor,
    authorView,
    namedReactionUrlsLike,
    insertNamedReaction,
    publishedUses,
  });
}
