import type { Kysely } from "kysely";
import { sql } from "kysely";
import {
  type ChangeTag,
  isChangeTag,
  moleculeTag,
  REFERENCE_DATA,
  synthesisTag,
} from "../../domain/change-tags.ts";
import type { Database } from "../schema.ts";
import { createRevisionChangeRepository } from "./revision-changes.ts";

/** Syntheses a publish names one by one before it names every synthesis's answers instead. */
const SHARING_LIMIT = 200;

/**
 * The data revision: one counter row bumped inside every write transaction. Servers compare it to
 * the revision of their caches and search index to notice writes made by any process, and read what
 * each revision changed from its change log (revision-changes.ts).
 */
export function createRevisionRepository(db: Kysely<Database>) {
  const changes = createRevisionChangeRepository(db);
  const synthesisTags = async (synthesisId: number): Promise<ChangeTag[]> => {
    const target = await changes.synthesisTarget(synthesisId);
    return target === undefined
      ? [synthesisTag(synthesisId)]
      : [synthesisTag(synthesisId), moleculeTag(target)];
  };
  return {
    async current(): Promise<number> {
      const row = await db.selectFrom("revisions").select("value").where("id", "=", 1).executeTakeFirst();
      return row?.value ?? 0;
    },
    /**
     * Call on the repositories of the write's transaction so the bump commits (or rolls back) with
     * the data; on the database's, a bump of its own (a start's redrawn drawings). `changed`: the
     * tags of what the write changes (domain/change-tags.ts), logged with the new revision; without
     * them every server drops every cached answer. Returns the new revision.
     */
    async bump(changed?: readonly ChangeTag[]): Promise<number> {
      const row = await db
        .updateTable("revisions")
        .set({ value: sql`value + 1` })
        .where("id", "=", 1)
        .returning("value")
        .executeTakeFirstOrThrow();
      if (changed && changed.length > 0) {
        const bad = changed.find((tag) => !isChangeTag(tag));
        if (bad !== undefined) throw new Error(`not a change tag: ${JSON.stringify(bad)}`);
        await changes.record(row.value, changed);
      }
      return row.value;
    },
    /** What the revisions after `after` up to `upTo` changed; null when unknown (drop everything). */
    changedBetween: (after: number, upTo: number) => changes.between(after, upTo),
    /** The tags of a write to one synthesis's own rows: its answers and its target molecule's. */
    synthesisTags,
    /**
     * `synthesisTags` plus every synthesis showing the same molecule or author row: publishing
     * rewrites those rows too (the synthesis writer upserts them). Past SHARING_LIMIT syntheses,
     * REFERENCE_DATA instead (every synthesis's answers).
     */
    async publishedSynthesisTags(synthesisId: number): Promise<ChangeTag[]> {
      const sharing = await changes.sharingTargetOrAuthor(synthesisId, SHARING_LIMIT);
      const own = await synthesisTags(synthesisId);
      return sharing === null ? [...own, REFERENCE_DATA] : [...own, ...sharing.map(synthesisTag)];
    },
  };
}
export type RevisionRepository = ReturnType<typeof createRevisionRepository>;
