import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { publishedSynthesis } from "./visibility.ts";

/** A contributor's revision draft of one synthesis that is not published yet. */
export interface OpenRevisionDraft {
  id: number;
  updated_at: string;
}

/**
 * Suggested corrections of published syntheses (issue 40 point 6): the contributor's open revision
 * draft of a synthesis, the note that came with a suggestion, and who is credited with the
 * corrections published since. Writes go through the drafts' and reviews' repositories.
 */
export function createCorrectionRepository(db: Kysely<Database>) {
  return {
    /**
     * The version of a synthesis readers can see; undefined when there is none with that id or an
     * editor unpublished it (a suggestion is made from the public page, which then answers 410).
     */
    async publicVersion(synthesisId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom("syntheses as s")
        .select("s.version")
        .where("s.id", "=", synthesisId)
        .where(publishedSynthesis("s"))
        .executeTakeFirst();
      return row?.version;
    },
    /** `userId`'s newest revision draft of the synthesis not yet published (whatever its review state). */
    async openDraftOf(userId: number, synthesisId: number): Promise<OpenRevisionDraft | undefined> {
      return db
        .selectFrom("unpublished_syntheses")
        .select(["id", "updated_at"])
        .where("user_id", "=", userId)
        .where("synthesis_id", "=", synthesisId)
        .where("published_synthesis_id", "is", null)
        .orderBy("updated_at", "desc")
        .orderBy("id", "desc")
        .executeTakeFirst();
    },
    /** The text of the newest suggestion note `userId` left on a draft, if any. */
    async lastNote(draftId: number, userId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom("draft_comments")
        .select("body")
        .where("draft_id", "=", draftId)
        .where("author_user_id", "=", userId)
        .where("kind", "=", "suggestion")
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .executeTakeFirst();
      return row?.body;
    },
    /**
     * The names of the contributors whose drafts were published as versions of the synthesis, in
     * the order of their first one, its submitter left out (the page credits them already).
     */
    async correctedBy(synthesisId: number): Promise<string[]> {
      const rows = await db
        .selectFrom("synthesis_history as h")
        .innerJoin("syntheses as s", "s.id", "h.synthesis_id")
        .innerJoin("users as u", "u.id", "h.contributor_user_id")
        .select(["u.id", "u.name", (eb) => eb.fn.min("h.id").as("first")])
        .where("h.synthesis_id", "=", synthesisId)
        .where((eb) =>
          eb.or([eb("s.submitter_user_id", "is", null), eb("s.submitter_user_id", "<>", eb.ref("u.id"))]),
        )
        .groupBy(["u.id", "u.name"])
        .orderBy("first")
        .execute();
      return rows.map((r) => r.name);
    },
  };
}
export type CorrectionRepository = ReturnType<typeof createCorrectionRepository>;
