import type { Kysely } from "kysely";
import type { PublishedUse } from "../../domain/lookup-usage.ts";
import type { AuthorView } from "../../domain/views.ts";
import type { Database } from "../schema.ts";
import { dropSynonyms, loadSynonyms, replaceSynonyms } from "./lookup-synonyms.ts";
import { settleLookupUrl } from "./lookup-urls.ts";
import { loadReagentSynonyms } from "./reaction-details.ts";
import { synthesisUses } from "./synthesis-uses.ts";

/**
 * Writes of single lookup items (solvents, reagents, authors, named reactions) made by the editor,
 * and the reads those writes check first. Called by the lookup commands inside their transaction.
 */

// ---- Solvents and reagents (a name, unique among non-empty names) ----

export type NamedTable = "solvents" | "reagents";

// Every write of a name ends by settling the page slug (lookup-urls.ts): it follows the name.

// ---- Authors (first and last name, unique together; a url slug kept across renames) ----

// ---- Named reactions (created by name; the full editor comes later) ----

// ---- Where an item is used ----

/** Writes of single lookup items and the reads they check first, over one write's transaction. */
export function createLookupWriter(db: Kysely<Database>) {
  return {
    async findNamed(table: NamedTable, id: number) {
      return db
        .selectFrom(table)
        .select(["id", "name", "created_by"])
        .where("id", "=", id)
        .executeTakeFirst();
    },
    /** Every non-empty name of the table (compared in code: SQLite's lower() knows only ASCII). */
    async namesOf(table: NamedTable | "named_reactions") {
      return db.selectFrom(table).select(["id", "name"]).where("name", "<>", "").execute();
    },
    async insertSolvent(name: string, createdBy: number, pending: boolean) {
      const row = await db
        .insertInto("solvents")
        .values({ name, created_by: createdBy, pending: pending ? 1 : 0 })
        .returning(["id", "name"])
        .executeTakeFirstOrThrow();
      await settleLookupUrl(db, "solvent", row.id);
      return row;
    },
    async renameSolvent(id: number, name: string) {
      await db.updateTable("solvents").set({ name }).where("id", "=", id).execute();
      await settleLookupUrl(db, "solvent", id);
      return { id, name };
    },
    /** The solvent, its synonyms and former page slugs. */
    async deleteSolvent(id: number) {
      await dropSynonyms(db, "solvent", id);
      await db.deleteFrom("solvent_url_redirects").where("solvent_id", "=", id).execute();
      await db.deleteFrom("solvents").where("id", "=", id).execute();
    },
    /** Makes the solvent's synonyms exactly `synonyms`; rows kept unchanged keep their ids. */
    replaceSolventSynonyms(solventId: number, synonyms: readonly string[]) {
      return replaceSynonyms(db, "solvent", solventId, synonyms);
    },
    /** The solvent as a write answers it: its name and synonyms. */
    async solventView(id: number) {
      const row = await db
        .selectFrom("solvents")
        .select(["id", "name"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const synonyms = await loadSynonyms(db, "solvent", [id]);
      return { ...row, synonyms: synonyms.get(id) ?? [] };
    },
    async insertReagent(name: string, createdBy: number, pending: boolean) {
      const { id } = await db
        .insertInto("reagents")
        .values({ name, formula: null, created_by: createdBy, pending: pending ? 1 : 0 })
        .returning("id")
        .executeTakeFirstOrThrow();
      await settleLookupUrl(db, "reagent", id);
      return id;
    },
    async updateReagent(
      id: number,
      row: { name: string; formula?: string | null; smiles?: string | null; inchikey?: string | null },
    ) {
      await db.updateTable("reagents").set(row).where("id", "=", id).execute();
      await settleLookupUrl(db, "reagent", id);
    },
    /** Makes the reagent's synonyms exactly `synonyms`; rows kept unchanged keep their ids. */
    replaceReagentSynonyms(reagentId: number, synonyms: readonly string[]) {
      return replaceSynonyms(db, "reagent", reagentId, synonyms);
    },
    async reagentView(id: number) {
      const row = await db
        .selectFrom("reagents")
        .select(["id", "name", "formula"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const synonyms = await loadReagentSynonyms(db, [id]);
      return { ...row, synonyms: synonyms.get(id) ?? [] };
    },
    /** The reagent, its synonyms and former page slugs (the caller's transaction makes it one step). */
    async deleteReagent(id: number) {
      await db.deleteFrom("reagent_synonyms").where("reagent_id", "=", id).execute();
      await db.deleteFrom("reagent_url_redirects").where("reagent_id", "=", id).execute();
      await db.deleteFrom("reagents").where("id", "=", id).execute();
    },
    async findAuthor(id: number) {
      return db
        .selectFrom("authors")
        .select(["id", "first_name", "last_name", "url", "created_by"])
        .where("id", "=", id)
        .executeTakeFirst();
    },
    /** Every author with a name. */
    async authorNames() {
      return db
        .selectFrom("authors")
        .select(["id", "first_name", "last_name"])
        .where((eb) => eb.or([eb("first_name", "<>", ""), eb("last_name", "<>", "")]))
        .execute();
    },
    /** Current and former author urls starting with `prefix` (slugs hold no LIKE wildcards). */
    async authorUrlsLike(prefix: string) {
      const [live, old] = await Promise.all([
        db
          .selectFrom("authors")
          .select(["url", "id as author_id"])
          .where("url", "like", `${prefix}%`)
          .execute(),
        db
          .selectFrom("author_url_redirects")
          .select(["url", "author_id"])
          .where("url", "like", `${prefix}%`)
          .execute(),
      ]);
      return [...live, ...old];
    },
    async insertAuthor(createdBy: number, pending: boolean) {
      const { id } = await db
        .insertInto("authors")
        .values({ first_name: "", last_name: "", url: "", created_by: createdBy, pending: pending ? 1 : 0 })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },
    async updateAuthor(id: number, row: { first_name: string; last_name: string; url: string }) {
      await db.updateTable("authors").set(row).where("id", "=", id).execute();
    },
    /** `oldUrl` keeps answering, with a redirect to the author's current url. */
    async addAuthorRedirect(oldUrl: string, authorId: number) {
      await db.insertInto("author_url_redirects").values({ url: oldUrl, author_id: authorId }).execute();
    },
    /** A url that becomes current again is no longer a redirect. */
    async removeAuthorRedirect(url: string) {
      await db.deleteFrom("author_url_redirects").where("url", "=", url).execute();
    },
    async deleteAuthor(id: number) {
      await db.deleteFrom("author_url_redirects").where("author_id", "=", id).execute();
      await db.deleteFrom("authors").where("id", "=", id).execute();
    },
    async authorView(id: number): Promise<AuthorView> {
      const row = await db
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
    },
    /** Current and former named-reaction urls starting with `prefix`. */
    async namedReactionUrlsLike(prefix: string) {
      const [live, old] = await Promise.all([
        db.selectFrom("named_reactions").select("url").where("url", "like", `${prefix}%`).execute(),
        db
          .selectFrom("named_reaction_url_redirects")
          .select("url")
          .where("url", "like", `${prefix}%`)
          .execute(),
      ]);
      return [...live, ...old].map((r) => r.url);
    },
    async insertNamedReaction(
      row: { name: string; url: string; created_by: number; pending: number },
      synonyms: readonly string[],
    ) {
      const { id } = await db
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
        await db
          .insertInto("named_reaction_synonyms")
          .values(synonyms.map((synonym) => ({ named_reaction_id: id, synonym })))
          .execute();
      }
      return id;
    },
    /** The published syntheses that use the item, oldest first. */
    async publishedUses(kind: "solvent" | "reagent" | "author", id: number): Promise<PublishedUse[]> {
      let query = synthesisUses(db);
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
    },
  };
}
