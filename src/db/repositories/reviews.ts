import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/** What a message about a draft is (docs/product/api.md §5.16). */
export type DraftCommentKind =
  | "comment"
  | "changes_requested"
  | "answer"
  | "approval"
  | "publish_reason"
  | "withdrawn"
  /** What a contributor suggesting a correction says is wrong, and their source (issue 40 point 6). */
  | "suggestion";

export interface DraftComment {
  id: number;
  kind: DraftCommentKind;
  body: string;
  created_at: string;
  author: { id: number; name: string };
}

export interface MailContact {
  id: number;
  name: string;
  email: string;
}

export interface PreviewLink {
  id: number;
  draftId: number;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  /** The document the link was sent for (null only for links older than migration 0018 and used). */
  synthesisJson: string | null;
}

/** Reference data a contributor created that no published synthesis uses yet. */
export interface CreatedItems {
  authors: { id: number; name: string; url: string }[];
  reagents: { id: number; name: string }[];
  solvents: { id: number; name: string }[];
  named_reactions: { id: number; name: string; url: string }[];
}

const EDITOR_ROLES = ["editor", "admin"];

/**
 * The review workflow's own rows (migration 0010): the comments on a draft, the submitter's preview
 * links, and what the review queue shows besides the drafts. Writes go through the repositories of
 * the caller's transaction.
 */
/** A user as a review's e-mail addresses them (`MailContact`). */
const CONTACT_COLUMNS = ["id", "name", "email"] as const;

export function createReviewRepository(db: Kysely<Database>) {
  return {
    async addComment(comment: {
      draftId: number;
      authorUserId: number;
      kind: DraftCommentKind;
      body: string;
      at: string;
    }): Promise<number> {
      const { id } = await db
        .insertInto("draft_comments")
        .values({
          draft_id: comment.draftId,
          author_user_id: comment.authorUserId,
          kind: comment.kind,
          body: comment.body,
          created_at: comment.at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },
    /** The comments on a draft, oldest first. */
    async comments(draftId: number): Promise<DraftComment[]> {
      const rows = await db
        .selectFrom("draft_comments as c")
        .innerJoin("users as u", "u.id", "c.author_user_id")
        .select(["c.id", "c.kind", "c.body", "c.created_at", "u.id as user_id", "u.name as user_name"])
        .where("c.draft_id", "=", draftId)
        .orderBy("c.created_at", "asc")
        .orderBy("c.id", "asc")
        .execute();
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind as DraftCommentKind,
        body: r.body,
        created_at: r.created_at,
        author: { id: r.user_id, name: r.user_name },
      }));
    },
    /** Every editor and admin, by id. */
    async editors(): Promise<MailContact[]> {
      return db
        .selectFrom("users")
        .select(CONTACT_COLUMNS)
        .where("role", "in", EDITOR_ROLES)
        .orderBy("id")
        .execute();
    },
    /** The editors and admins who wrote anything about the draft, by id. */
    async editorsWhoCommented(draftId: number): Promise<MailContact[]> {
      return db
        .selectFrom("users as u")
        .select(["u.id", "u.name", "u.email"])
        .where("u.role", "in", EDITOR_ROLES)
        .where("u.id", "in", (eb) =>
          eb.selectFrom("draft_comments").select("author_user_id").where("draft_id", "=", draftId),
        )
        .orderBy("u.id")
        .execute();
    },
    async contact(userId: number): Promise<MailContact | undefined> {
      return db.selectFrom("users").select(CONTACT_COLUMNS).where("id", "=", userId).executeTakeFirst();
    },
    /** A new preview link; the draft's earlier unused links expire at once. */
    async insertPreviewLink(link: {
      draftId: number;
      tokenHash: string;
      createdAt: string;
      expiresAt: string;
      synthesisJson: string;
    }): Promise<void> {
      await db
        .updateTable("preview_links")
        .set({ expires_at: link.createdAt })
        .where("draft_id", "=", link.draftId)
        .where("used_at", "is", null)
        .where("expires_at", ">", link.createdAt)
        .execute();
      await db
        .insertInto("preview_links")
        .values({
          draft_id: link.draftId,
          token_hash: link.tokenHash,
          created_at: link.createdAt,
          expires_at: link.expiresAt,
          synthesis_json: link.synthesisJson,
        })
        .execute();
    },
    async findPreviewLink(tokenHash: string): Promise<PreviewLink | undefined> {
      const row = await db
        .selectFrom("preview_links")
        .select(["id", "draft_id", "created_at", "expires_at", "used_at", "synthesis_json"])
        .where("token_hash", "=", tokenHash)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          draftId: row.draft_id,
          createdAt: row.created_at,
          expiresAt: row.expires_at,
          usedAt: row.used_at,
          synthesisJson: row.synthesis_json,
        }
      );
    },
    /** Spends a link: false when it was used or expired meanwhile (the transaction then rolls back). */
    async usePreviewLink(id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable("preview_links")
        .set({ used_at: at })
        .where("id", "=", id)
        .where("used_at", "is", null)
        .where("expires_at", ">", at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Expires every unused link of a draft (it left the second look). */
    async expirePreviewLinks(draftId: number, at: string): Promise<void> {
      await db
        .updateTable("preview_links")
        .set({ expires_at: at })
        .where("draft_id", "=", draftId)
        .where("used_at", "is", null)
        .where("expires_at", ">", at)
        .execute();
    },
    /**
     * The authors, reagents, solvents and named reactions `ownerId` created that no published
     * synthesis uses (so only drafts use them, or nothing: unnamed ones included), by id.
     */
    async createdItems(ownerId: number): Promise<CreatedItems> {
      const [authors, reagents, solvents, namedReactions] = await Promise.all([
        db
          .selectFrom("authors")
          .select(["id", "first_name", "last_name", "url"])
          .where("created_by", "=", ownerId)
          .where("id", "not in", (eb) => eb.selectFrom("syntheses").select("author_id"))
          .orderBy("id")
          .execute(),
        db
          .selectFrom("reagents")
          .select(["id", "name"])
          .where("created_by", "=", ownerId)
          .where("id", "not in", (eb) => eb.selectFrom("reaction_reagent").select("reagent_id"))
          .orderBy("id")
          .execute(),
        db
          .selectFrom("solvents")
          .select(["id", "name"])
          .where("created_by", "=", ownerId)
          .where("id", "not in", (eb) => eb.selectFrom("reaction_solvent").select("solvent_id"))
          .orderBy("id")
          .execute(),
        db
          .selectFrom("named_reactions")
          .select(["id", "name", "url"])
          .where("created_by", "=", ownerId)
          .where("id", "not in", (eb) => eb.selectFrom("reaction_named_reaction").select("named_reaction_id"))
          .orderBy("id")
          .execute(),
      ]);
      return {
        authors: authors.map((a) => ({
          id: a.id,
          name: [a.first_name, a.last_name].filter(Boolean).join(" "),
          url: a.url,
        })),
        reagents,
        solvents,
        named_reactions: namedReactions,
      };
    },
  };
}
export type ReviewRepository = ReturnType<typeof createReviewRepository>;
