import type { Kysely } from "kysely";
import type { AuthorView } from "../../domain/views.ts";
import type { Database } from "../schema.ts";
import { changeableIds, editableFlag } from "./changeable.ts";
import { pendingFlag, publishedSynthesis, type Viewer, visibleTo } from "./visibility.ts";

/**
 * Authors with their counts of published syntheses. Every read is public (no pending author) unless
 * a `viewer` is given: then that viewer's pending authors too (visibility.ts).
 */
export function createAuthorRepository(db: Kysely<Database>) {
  const withCounts = (viewer: Viewer | undefined) =>
    db
      .selectFrom("authors as a")
      // Only published syntheses count (an unpublished one is on no public page).
      .leftJoin("syntheses as s", (join) =>
        join.onRef("s.author_id", "=", "a.id").on(publishedSynthesis("s")),
      )
      .select((eb) => [
        "a.id",
        "a.first_name",
        "a.last_name",
        "a.url",
        "a.pending",
        eb.fn.count<number>("s.id").as("syntheses_count"),
      ])
      .where(visibleTo(viewer, "a"))
      .groupBy(["a.id", "a.first_name", "a.last_name", "a.url", "a.pending"]);
  type Row = Awaited<ReturnType<ReturnType<typeof withCounts>["execute"]>>[number];
  const toView = (r: Row, viewer?: Viewer): AuthorView => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    url: r.url,
    syntheses_count: Number(r.syntheses_count),
    ...pendingFlag(viewer, r.pending),
  });

  return {
    /**
     * Every author, by last then first name (the editor needs those without syntheses too). An
     * author without a name (just added in the editor) only with `includeNameless`, never on a page.
     * A contributor's list marks the authors they may change `editable` (changeable.ts).
     */
    async list(options: { includeNameless?: boolean; viewer?: Viewer } = {}): Promise<AuthorView[]> {
      const rows = await withCounts(options.viewer)
        .$if(!options.includeNameless, (q) =>
          q.where((eb) => eb.or([eb("a.first_name", "<>", ""), eb("a.last_name", "<>", "")])),
        )
        .orderBy("a.last_name")
        .orderBy("a.first_name")
        .orderBy("a.id")
        .execute();
      const editable = await changeableIds(db, "author", options.viewer);
      return rows.map((r) => ({ ...toView(r, options.viewer), ...editableFlag(editable, r.id) }));
    },
    async findById(id: number, viewer?: Viewer): Promise<AuthorView | undefined> {
      const row = await withCounts(viewer).where("a.id", "=", id).executeTakeFirst();
      return row && toView(row, viewer);
    },
    async findByUrl(url: string, viewer?: Viewer): Promise<AuthorView | undefined> {
      const row = await withCounts(viewer).where("a.url", "=", url).executeTakeFirst();
      return row && toView(row, viewer);
    },
    /** The current url of the author who had `url` before an editor changed it, if any. */
    async currentUrlFor(url: string, viewer?: Viewer): Promise<string | undefined> {
      const row = await db
        .selectFrom("author_url_redirects as r")
        .innerJoin("authors as a", "a.id", "r.author_id")
        .select("a.url")
        .where("r.url", "=", url)
        .where(visibleTo(viewer, "a"))
        .executeTakeFirst();
      return row?.url || undefined;
    },
  };
}
export type AuthorRepository = ReturnType<typeof createAuthorRepository>;
