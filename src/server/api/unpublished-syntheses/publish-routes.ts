import { Hono } from "hono";
import { z } from "zod";
import { isPlainText, MULTI_LINE_MESSAGE } from "../../../domain/plain-text.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { type PublishDraftDeps, publishDraft } from "../../commands/publish-draft.ts";
import { readJsonBody } from "../../http/json-body.ts";
import { idParam } from "../../http/params.ts";

/** The note kept in the synthesis's history with a publication (optional). */
export const noteSchema = z
  .string({ error: "must be a text" })
  .trim()
  .max(500, "must be at most 500 characters")
  .refine(isPlainText, MULTI_LINE_MESSAGE)
  .nullish()
  .transform((value) => (value ? value : null));

/** Why a draft its submitter has not approved is published anyway (docs/product/api.md §5.16). */
const reasonSchema = z
  .string({ error: "must be a text" })
  .trim()
  .max(1000, "must be at most 1000 characters")
  .refine(isPlainText, MULTI_LINE_MESSAGE)
  .nullish()
  .transform((value) => (value ? value : null));

/** The document_hash of the version the editor has open: a draft changed since is refused (409). */
const seenSchema = z
  .string({ error: "must be the document_hash of the draft" })
  .regex(/^[0-9a-f]{64}$/, "must be the document_hash of the draft")
  .nullish();

const publishSchema = z.object({ note: noteSchema, reason: reasonSchema, seen: seenSchema });

/**
 * POST /api/unpublishedSyntheses/{id}/publish (docs/product/api.md §5.14): editors publish a draft,
 * a new synthesis or a revision of a published one. The body (`{note?, reason?, seen?}`) may be left
 * out.
 */
export function publishMount(deps: PublishDraftDeps & { requireRole: RequireRole }) {
  const router = new Hono<SessionEnv>().post("/:id/publish", deps.requireRole("editor"), async (c) => {
    const draftId = idParam(c.req.param("id"), "Unpublished synthesis");
    const body = await readJsonBody(c, publishSchema, { emptyIsObject: true });
    const result = await publishDraft(deps, {
      draftId,
      userId: c.get("user").id,
      note: body.note,
      reason: body.reason,
      seen: body.seen,
    });
    c.header("Cache-Control", "private, no-store");
    return c.json(result, 201);
  });
  return ({ api }: { api: Hono }) => {
    api.route("/unpublishedSyntheses", router);
  };
}
