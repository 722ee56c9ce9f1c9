import type { Kysely } from "kysely";
import type { ChangeTag } from "../../domain/change-tags.ts";
import type { Database } from "../schema.ts";

/**
 * Rows kept behind the current revision. A server that fell further behind (a long outage, a pause)
 * finds rows missing and empties its whole cache, which is always correct.
 */
export const CHANGES_KEPT = 1_000;
/** Old rows are removed by one write in this many, so the log stays between KEPT and KEPT + this. */
const PRUNE_EVERY = 100;

/**
 * The change log of the data revision (migration 0026): what each revision's write changed, written
 * in its transaction, read by every server to drop only the cached answers a write changed.
 */
export function createRevisionChangeRepository(db: Kysely<Database>) {
  return {
    /** Inside the write's transaction, right after it bumped the revision to `revision`. */
    async record(revision: number, tags: readonly ChangeTag[]): Promise<void> {
      await db
        .insertInto("revision_changes")
        .values({ revision, tags: [...new Set(tags)].join(" ") })
        .execute();
      if (revision % PRUNE_EVERY === 0) {
        await db
          .deleteFrom("revision_changes")
          .where("revision", "<=", revision - CHANGES_KEPT)
          .execute();
      }
    },
    /**
     * Every tag the revisions after `after` up to `upTo` changed, or null when that is not known: a
     * revision without a row (a write that named nothing, an older release's write, pruned rows).
     */
    async between(after: number, upTo: number): Promise<Set<ChangeTag> | null> {
      if (upTo <= after || upTo - after > CHANGES_KEPT) return null;
      const rows = await db
        .selectFrom("revision_changes")
        .select("tags")
        .where("revision", ">", after)
        .where("revision", "<=", upTo)
        .execute();
      if (rows.length !== upTo - after) return null;
      const tags = new Set<ChangeTag>();
      for (const row of rows) for (const tag of row.tags.split(" ")) if (tag) tags.add(tag);
      return tags;
    },
    /** The target molecule of a synthesis, for the tags of a write that changes it (undefined: none). */
    async synthesisTarget(synthesisId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom("syntheses")
        .select("molecule_id")
        .where("id", "=", synthesisId)
        .executeTakeFirst();
      return row?.molecule_id;
    },
    /**
     * The syntheses that show the same target molecule's or author's row as `synthesisId` (itself
     * included); null when there are more than `limit`.
     */
    async sharingTargetOrAuthor(synthesisId: number, limit: number): Promise<number[] | null> {
      const rows = await db
        .selectFrom("syntheses as s")
        .innerJoin("syntheses as other", (join) =>
          join.on((eb) =>
            eb.or([
              eb("other.molecule_id", "=", eb.ref("s.molecule_id")),
              eb("other.author_id", "=", eb.ref("s.author_id")),
            ]),
          ),
        )
        .select("other.id")
        .where("s.id", "=", synthesisId)
        .limit(limit + 1)
        .execute();
      return rows.length > limit ? null : rows.map((row) => row.id);
    },
    /** Rows held (tests check the log stays bounded). */
    async count(): Promise<number> {
      const row = await db
        .selectFrom("revision_changes")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type RevisionChangeRepository = ReturnType<typeof createRevisionChangeRepository>;
