import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/**
 * What publishing a draft and withdrawing a synthesis read and write (api/unpublished-syntheses/publish-draft.ts,
 * api/syntheses/unpublish-synthesis.ts): the current reference data the completeness check needs, a
 * draft's publication mark and a synthesis's publication state. Writes go through the repositories
 * of the caller's transaction.
 */
export function createPublicationRepository(db: Kysely<Database>) {
  return {
    /** The reference data a draft may name, as the editor's lists give it (named items only). */
    async referenceData() {
      const [reagents, solvents, namedReactions, protectingGroups, molecules, authors] = await Promise.all([
        db.selectFrom("reagents").select(["id", "name"]).where("name", "<>", "").execute(),
        db.selectFrom("solvents").select(["id", "name"]).where("name", "<>", "").execute(),
        db.selectFrom("named_reactions").select(["id", "name", "url"]).execute(),
        db.selectFrom("protecting_groups").select(["id", "name", "url"]).execute(),
        db.selectFrom("molecules").select(["id", "name", "structure", "smiles", "formula"]).execute(),
        db
          .selectFrom("authors")
          .select(["id", "first_name", "last_name", "url"])
          .where((eb) => eb.or([eb("first_name", "<>", ""), eb("last_name", "<>", "")]))
          .execute(),
      ]);
      return {
        reagents,
        solvents,
        namedReactions,
        protectingGroups,
        molecules,
        authors: authors.map((a) => ({
          id: a.id,
          firstName: a.first_name,
          lastName: a.last_name,
          url: a.url,
        })),
      };
    },
    /**
     * Marks a draft published as `synthesisId`; false when it was published meanwhile (two editors
     * at once: the second one's transaction then rolls back).
     */
    async markDraftPublished(draftId: number, synthesisId: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable("unpublished_syntheses")
        .set({ published_synthesis_id: synthesisId, published_at: at, updated_at: at, status: "published" })
        .where("id", "=", draftId)
        .where("published_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** When the synthesis was unpublished (null while public); undefined when there is none. */
    async unpublishedAt(synthesisId: number): Promise<string | null | undefined> {
      const row = await db
        .selectFrom("syntheses")
        .select("unpublished_at")
        .where("id", "=", synthesisId)
        .executeTakeFirst();
      return row === undefined ? undefined : row.unpublished_at;
    },
    /** Takes a synthesis off the public site (a time) or puts it back (null). */
    async setUnpublishedAt(synthesisId: number, at: string | null): Promise<void> {
      await db.updateTable("syntheses").set({ unpublished_at: at }).where("id", "=", synthesisId).execute();
    },
  };
}
export type PublicationRepository = ReturnType<typeof createPublicationRepository>;
