import type { Kysely } from "kysely";
import type { AuthorView } from "../../domain/views.ts";
import type { Database } from "../schema.ts";

export function createAuthorRepository(db: Kysely<Database>) {
  const withCounts = () =>
    db
      .selectFrom("authors as a")
      // Only published syntheses count (an unpublished one is on no public page).
      .leftJoin("syntheses as s", (join) =>
        join.onRef("s.author_id", "=", "a.id").on("s.unpublished_at", "is", null),
      )
      .select((eb) => [
        "a.id",
        "a.first_name",
        "a.last_name",
        "a.url",
        eb.fn.count<number>("s.id").as("syntheses_count"),
      ])
      .groupBy(["a.id", "a.first_name", "a.last_name", "a.url"]);
  type Row = Awaited<ReturnType<ReturnType<typeof withCounts>["execute"]>>[number];
  const toView = (r: Row): AuthorView => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    url: r.url,
    syntheses_count: Number(r.syntheses_count),
  });

  return {
    /**
     * Every author, by last then first name (the editor needs those without syntheses too). An
     * author without a name (just added in the editor) only with `includeNameless`, never on a page.
     */
    async list(options: { includeNameless?: boolean } = {}): Promise<AuthorView[]> {
      const rows = await withCounts()
        .$if(!options.includeNameless, (q) =>
          q.where((eb) => eb.or([eb("a.first_name", "<>", ""), eb("a.last_name", "<>", "")])),
        )
        .orderBy("a.last_name")
        .orderBy("a.first_name")
        .orderBy("a.id")
        .execute();
      return rows.map(toView);
    },
    async findById(id: number): Promise<AuthorView | undefined> {
      const row = await withCounts().where("a.id", "=", id).executeTakeFirst();
      return row && toView(row);
    },
    async findByUrl(url: string): Promise<AuthorView | undefined> {
      const row = await withCounts().where("a.url", "=", url).executeTakeFirst();
      return row && toView(row);
    },
    /** The current url of the author who had `url` before an editor changed it, if any. */
    async currentUrlFor(url: string): Promise<string | undefined> {
      const row = await db
        .selectFrom("author_url_redirects as r")
        .innerJoin("authors as a", "a.id", "r.author_id")
        .select("a.url")
        .where("r.url", "=", url)
        .executeTakeFirst();
      return row?.url || undefined;
    },
  };
}
export type AuthorRepository = ReturnType<typeof createAuthorRepository>;
