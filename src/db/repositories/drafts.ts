import { createHash } from "node:crypto";
import { type Kysely, PostgresAdapter, sql } from "kysely";
import { DRAFT_STATUSES, type DraftStatus } from "../../domain/draft-status.ts";
import type { Database } from "../schema.ts";
import { synthesisVersion } from "./synthesis-version.ts";

/** An unpublished synthesis as the API answers it (docs/product/api.md §5.7). */
export interface DraftRecord {
  id: number;
  user: { id: number; name: string };
  display_name: string;
  /** The synthesis document as JSON text, stored as sent. */
  synthesis_json: string;
  updated_at: string;
  /** A revision draft's published synthesis; null for the draft of a new synthesis. */
  synthesis_id: number | null;
  /** The version of that synthesis the draft was opened at; null with synthesis_id. */
  base_version: number | null;
  /** The synthesis this draft was published as; null until it is published (api.md §5.14). */
  published_synthesis_id: number | null;
  /** When it was published; null until then. */
  published_at: string | null;
  /** Where the draft is in the review workflow; a published draft reads `published`. */
  status: DraftStatus;
  /** When the contributor last submitted it for review; null until then. */
  submitted_at: string | null;
  /**
   * The SHA-256 (hex) of synthesis_json: the version of the document. An editor publishes with the
   * version they have open, so a document changed meanwhile is never published unseen.
   */
  document_hash: string;
}

/**
 * A draft in a list (docs/product/api.md §5.7): the record without its document (nor the document's
 * hash), which only the draft's own GET answers, and the document's size in bytes instead.
 */
export type DraftSummary = Omit<DraftRecord, "synthesis_json" | "document_hash"> & { size: number };

/** What one user's unpublished drafts take: how many, and their documents' bytes. */
export interface DraftUsage {
  count: number;
  bytes: number;
}

/** The step of the review that last settled on a version of the document (migration 0018). */
export type ReviewedAs = "submitted" | "changes_requested" | "second_look" | "approved";

/** The document as the review last settled on it; what the editor's "changed since" compares with. */
export interface ReviewBaseline {
  json: string;
  at: string;
  as: ReviewedAs;
}

/** The version of a draft's document, as DraftRecord.document_hash gives it. */
export const documentHash = (synthesisJson: string) =>
  createHash("sha256").update(synthesisJson).digest("hex");

/** A draft with its owner's name, but for its document (a record reads it, a summary its size). */
const DRAFT_COLUMNS = [
  "d.id",
  "d.user_id",
  "u.name as user_name",
  "d.display_name",
  "d.updated_at",
  "d.synthesis_id",
  "d.base_version",
  "d.published_synthesis_id",
  "d.published_at",
  "d.status",
  "d.submitted_at",
] as const;

/** Unpublished syntheses (drafts): reads, and writes on the repositories of the caller's transaction. */
export function createDraftRepository(db: Kysely<Database>) {
  const records = () =>
    db
      .selectFrom("unpublished_syntheses as d")
      .innerJoin("users as u", "u.id", "d.user_id")
      .select([...DRAFT_COLUMNS, "d.synthesis_json"]);
  type Row = Awaited<ReturnType<ReturnType<typeof records>["execute"]>>[number];
  const summaries = () =>
    db
      .selectFrom("unpublished_syntheses as d")
      .innerJoin("users as u", "u.id", "d.user_id")
      .select([...DRAFT_COLUMNS, sql<number>`octet_length(d.synthesis_json)`.as("size")]);
  const toSummary = (r: Omit<Row, "synthesis_json"> & { size: number | string }): DraftSummary => {
    const {
      synthesis_json: _document,
      document_hash: _hash,
      ...record
    } = toRecord({ ...r, synthesis_json: "" });
    return { ...record, size: Number(r.size) };
  };
  const toRecord = (r: Row): DraftRecord => ({
    id: r.id,
    user: { id: r.user_id, name: r.user_name },
    display_name: r.display_name,
    synthesis_json: r.synthesis_json,
    updated_at: r.updated_at,
    synthesis_id: r.synthesis_id,
    // A deleted synthesis leaves synthesis_id NULL: the draft is then a plain one.
    base_version: r.synthesis_id === null ? null : r.base_version,
    published_synthesis_id: r.published_synthesis_id,
    published_at: r.published_at,
    status:
      r.published_synthesis_id !== null
        ? "published"
        : (DRAFT_STATUSES as readonly string[]).includes(r.status)
          ? (r.status as DraftStatus)
          : "draft",
    submitted_at: r.submitted_at,
    document_hash: documentHash(r.synthesis_json),
  });

  return {
    /** Every draft (for editors), or only `ownerId`'s; most recently changed first; no documents. */
    async list(ownerId: number | null): Promise<DraftSummary[]> {
      let query = summaries();
      if (ownerId !== null) query = query.where("d.user_id", "=", ownerId);
      const rows = await query.orderBy("d.updated_at", "desc").orderBy("d.id", "desc").execute();
      return rows.map(toSummary);
    },
    /**
     * `userId`'s drafts not yet published and their documents' bytes, inside a draft write's
     * transaction. On PostgreSQL the user's row is locked until it ends, so two saves of one user
     * are counted one after the other (SQLite runs one write transaction at a time anyway).
     */
    async usage(userId: number): Promise<DraftUsage> {
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await db.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
      }
      const row = await db
        .selectFrom("unpublished_syntheses")
        .select([
          sql<number | string>`count(*)`.as("count"),
          sql<number | string | null>`sum(octet_length(synthesis_json))`.as("bytes"),
        ])
        .where("user_id", "=", userId)
        .where("published_synthesis_id", "is", null)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), bytes: Number(row.bytes ?? 0) };
    },
    /** A draft's owner, its document's bytes and whether it was published, without reading it. */
    async size(id: number): Promise<{ userId: number; bytes: number; published: boolean } | undefined> {
      const row = await db
        .selectFrom("unpublished_syntheses")
        .select([
          "user_id",
          "published_synthesis_id",
          sql<number | string>`octet_length(synthesis_json)`.as("bytes"),
        ])
        .where("id", "=", id)
        .executeTakeFirst();
      return (
        row && {
          userId: row.user_id,
          bytes: Number(row.bytes),
          published: row.published_synthesis_id !== null,
        }
      );
    },
    async find(id: number): Promise<DraftRecord | undefined> {
      const row = await records().where("d.id", "=", id).executeTakeFirst();
      return row && toRecord(row);
    },
    async insert(draft: {
      userId: number;
      displayName: string;
      synthesisJson: string;
      at: string;
      revisionOf?: { synthesisId: number; baseVersion: number };
    }): Promise<number> {
      const { id } = await db
        .insertInto("unpublished_syntheses")
        .values({
          user_id: draft.userId,
          display_name: draft.displayName,
          synthesis_json: draft.synthesisJson,
          created_at: draft.at,
          updated_at: draft.at,
          synthesis_id: draft.revisionOf?.synthesisId ?? null,
          base_version: draft.revisionOf?.baseVersion ?? null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },
    /** The current version of a published synthesis, or undefined when there is none with that id. */
    synthesisVersion: (synthesisId: number) => synthesisVersion(db, synthesisId),
    /** Changes the given fields; false when the draft no longer exists. */
    async update(
      id: number,
      changes: { displayName?: string; synthesisJson?: string; at: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable("unpublished_syntheses")
        .set({
          updated_at: changes.at,
          ...(changes.displayName !== undefined ? { display_name: changes.displayName } : {}),
          ...(changes.synthesisJson !== undefined ? { synthesis_json: changes.synthesisJson } : {}),
        })
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /**
     * Moves a draft to `status` only when it is in one of `from` (checked in the update itself, so of
     * two parallel moves only one succeeds); false otherwise. `submittedAt` is set when given.
     */
    async setStatus(
      id: number,
      change: { from: readonly DraftStatus[]; to: DraftStatus; at: string; submittedAt?: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable("unpublished_syntheses")
        .set({
          status: change.to,
          ...(change.submittedAt !== undefined ? { submitted_at: change.submittedAt } : {}),
        })
        .where("id", "=", id)
        .where("status", "in", [...change.from])
        .where("published_synthesis_id", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** The document as the review last settled on it; undefined before the first submission. */
    async reviewBaseline(id: number): Promise<ReviewBaseline | undefined> {
      const row = await db
        .selectFrom("unpublished_syntheses")
        .select(["reviewed_json", "reviewed_at", "reviewed_as"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row?.reviewed_json || !row.reviewed_at || !row.reviewed_as) return undefined;
      return { json: row.reviewed_json, at: row.reviewed_at, as: row.reviewed_as as ReviewedAs };
    },
    /**
     * Records the version a review step settled on. `onlyFirst`: only when none is recorded yet
     * (a submission keeps what an earlier review saw, so a resubmitted draft shows its changes).
     */
    async setReviewBaseline(id: number, baseline: ReviewBaseline & { onlyFirst?: boolean }): Promise<void> {
      let query = db
        .updateTable("unpublished_syntheses")
        .set({ reviewed_json: baseline.json, reviewed_at: baseline.at, reviewed_as: baseline.as })
        .where("id", "=", id);
      if (baseline.onlyFirst) query = query.where("reviewed_json", "is", null);
      await query.execute();
    },
    /** Drafts waiting for an editor (submitted, second look, approved), oldest submission first. */
    async reviewQueue(): Promise<DraftSummary[]> {
      const rows = await summaries()
        .where("d.status", "in", ["submitted", "second_look", "approved"])
        .where("d.published_synthesis_id", "is", null)
        .orderBy("d.submitted_at", "asc")
        .orderBy("d.id", "asc")
        .execute();
      return rows.map(toSummary);
    },
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom("unpublished_syntheses").where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type DraftRepository = ReturnType<typeof createDraftRepository>;
