import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/** The drafts' stored documents, as a reference-data write checks or rewrites them. */

/** The drafts' stored documents, over one write's transaction. */
export function createDraftDocumentRepository(db: Kysely<Database>) {
  return {
    /** Every draft's id and stored document (a merge rewrites those that name the merged item). */
    async draftRows() {
      return db.selectFrom("unpublished_syntheses").select(["id", "synthesis_json"]).execute();
    },
    async setDraftDocument(id: number, json: string) {
      await db
        .updateTable("unpublished_syntheses")
        .set({ synthesis_json: json })
        .where("id", "=", id)
        .execute();
    },
    /** The stored documents of every draft (they name lookup items by name, so the caller reads them). */
    async draftDocuments(): Promise<string[]> {
      const rows = await db.selectFrom("unpublished_syntheses").select("synthesis_json").execute();
      return rows.map((r) => r.synthesis_json);
    },
    /**
     * The versions of drafts a review step kept, each with its place: a draft's `reviewed_json` and an
     * unused preview link's document. A merge rewrites them as it rewrites the drafts, so that merging
     * two reference items never shows as a change of what was reviewed (it is reference data).
     */
    async reviewedRows(): Promise<{ kind: "draft" | "link"; id: number; draftId: number; json: string }[]> {
      const drafts = await db
        .selectFrom("unpublished_syntheses")
        .select(["id", "reviewed_json"])
        .where("reviewed_json", "is not", null)
        .execute();
      const links = await db
        .selectFrom("preview_links")
        .select(["id", "draft_id", "synthesis_json"])
        .where("used_at", "is", null)
        .where("synthesis_json", "is not", null)
        .execute();
      return [
        ...drafts.map((r) => ({
          kind: "draft" as const,
          id: r.id,
          draftId: r.id,
          json: r.reviewed_json ?? "",
        })),
        ...links.map((r) => ({
          kind: "link" as const,
          id: r.id,
          draftId: r.draft_id,
          json: r.synthesis_json ?? "",
        })),
      ];
    },
    async setReviewedDocument(row: { kind: "draft" | "link"; id: number }, json: string) {
      if (row.kind === "draft") {
        await db
          .updateTable("unpublished_syntheses")
          .set({ reviewed_json: json })
          .where("id", "=", row.id)
          .execute();
      } else {
        await db
          .updateTable("preview_links")
          .set({ synthesis_json: json })
          .where("id", "=", row.id)
          .execute();
      }
    },
  };
}
