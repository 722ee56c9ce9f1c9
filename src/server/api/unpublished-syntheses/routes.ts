import { createRoute, z } from "@hono/zod-openapi";
import {
  draftBodySchemas,
  draftRecordSchema,
  draftSummarySchema,
  synthesisJsonInput,
} from "../../../contract/drafts.ts";
import type { DraftRecord } from "../../../db/repositories/drafts.ts";
import type { PublicUser } from "../../../db/repositories/users.ts";
import { isOtherSchemeUrl } from "../../../domain/display-rules.ts";
import { notFound } from "../../../domain/errors.ts";
import { recordIssues } from "../../../domain/reaction-records.ts";
import { hasRole } from "../../../domain/roles.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { bodyLimit } from "../../http/body-limit.ts";
import { payloadTooLarge } from "../../http/errors.ts";
import { idParam } from "../../http/params.ts";
import {
  type ApiGroup,
  apiRoutes,
  errorAnswers,
  json,
  jsonBody,
  SESSION,
  SESSION_AND_ANTI_FORGERY,
} from "../../http/registry.ts";
import type { DraftQuota } from "../shared/drafts/draft-quota.ts";
import { readDraftReference } from "./draft-reference-doi.ts";
import { createDraft, type DraftDeps, deleteDraft, updateDraft } from "./drafts.ts";

/** The largest draft accepted: the JSON text of one synthesis document (and the whole body). */
export const MAX_DRAFT_BYTES = 2 * 2 ** 20;

// The body wraps the document (and may escape it as a string): a little more than the cap.
const draftBodyLimit = bodyLimit(MAX_DRAFT_BYTES + 64 * 1024);

/**
 * synthesis_json: the document as JSON text or as an object; stored as text. A draft need not pass
 * the publish schema (it is work in progress), but it must be one JSON object of at most 2 MB.
 */
const synthesisJson = synthesisJsonInput.transform((value, ctx) => {
  let text: string;
  let document: Record<string, unknown>;
  if (typeof value === "string") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      ctx.addIssue({ code: "custom", message: "is not valid JSON" });
      return z.NEVER;
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      ctx.addIssue({ code: "custom", message: "must hold a JSON object" });
      return z.NEVER;
    }
    text = value;
    document = parsed as Record<string, unknown>;
  } else {
    text = JSON.stringify(value);
    document = value;
  }
  // Work in progress need not be complete, but a reference's address is http(s) even here, and
  // its DOI is stored in the one form normalizeDoi gives (a DOI typed as the text moves there).
  const references = Array.isArray(document.references) ? document.references : [];
  let changed = false;
  references.forEach((reference: unknown, i) => {
    const url = (reference as { url?: unknown } | null)?.url;
    if (typeof url === "string" && isOtherSchemeUrl(url)) {
      ctx.addIssue({
        code: "custom",
        path: ["references", i, "url"],
        message: "must be an http(s) address",
      });
    }
    const read = readDraftReference(reference);
    if (read.refusal) ctx.addIssue({ code: "custom", path: ["references", i, "doi"], message: read.refusal });
    else if (read.reference) {
      references[i] = read.reference;
      changed = true;
    }
  });
  // A record a chemist gives (an amount, a coefficient, the atmosphere…) is checked even here:
  // the editor never writes a bad one, and a draft must open as it was saved.
  for (const issue of recordIssues(document)) {
    ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  }
  if (changed) text = JSON.stringify(document);
  return text;
});
const { create: createSchema, update: updateSchema } = draftBodySchemas(synthesisJson);

const tags = ["Drafts"];
const idPath = z.object({ id: z.string().meta({ description: "The draft id", example: "1" }) });
const refusals = {
  401: "unauthenticated",
  403: "forbidden: not a contributor",
  404: "not_found: no such draft, or not yours",
  419: "csrf_token_mismatch",
};

const tooLarge = (text: string | undefined) =>
  text !== undefined && Buffer.byteLength(text) > MAX_DRAFT_BYTES;

/** Only the owner and editors see a draft; to anyone else it does not exist (404, not 403). */
function mayUse(user: PublicUser, draft: DraftRecord | undefined): draft is DraftRecord {
  return draft !== undefined && (draft.user.id === user.id || hasRole(user.role, "editor"));
}

/**
 * /api/unpublishedSyntheses (docs/product/api.md §5.7, §6.3): the signed-in user's drafts
 * (editors: everyone's), listed without their documents. The owner of a new draft is the session's
 * user. Any contributor may save a revision draft of a published synthesis: it is a proposal and
 * changes nothing published. A contributor's drafts are limited by `quota`; an editor's are not.
 */
export function draftMount(deps: DraftDeps & { requireRole: RequireRole; quota: DraftQuota }) {
  const { drafts, requireRole } = deps;
  const signedIn = requireRole("contributor");
  const quotaOf = (user: PublicUser) => (hasRole(user.role, "editor") ? undefined : deps.quota);
  const find = async (user: PublicUser, raw: string) => {
    const draft = await drafts.find(idParam(raw, "Unpublished synthesis"));
    if (!mayUse(user, draft)) throw notFound("Unpublished synthesis");
    return draft;
  };

  const listRoute = createRoute({
    method: "get",
    path: "/",
    tags,
    summary: "Your drafts (editors: everyone's), without their documents",
    security: SESSION,
    middleware: signedIn,
    responses: {
      200: json(z.array(draftSummarySchema), "The drafts"),
      ...errorAnswers({ 401: "unauthenticated", 403: "forbidden" }),
    },
  });
  const oneRoute = createRoute({
    method: "get",
    path: "/{id}",
    tags,
    summary: "One draft with its document",
    security: SESSION,
    middleware: signedIn,
    request: { params: idPath },
    responses: { 200: json(draftRecordSchema, "The draft"), ...errorAnswers(refusals) },
  });
  const createRouteDef = createRoute({
    method: "post",
    path: "/",
    tags,
    summary: "Save a new draft (or a revision draft of a published synthesis)",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: [signedIn, draftBodyLimit] as const,
    request: jsonBody(createSchema),
    responses: {
      201: json(draftRecordSchema, "The saved draft"),
      ...errorAnswers({
        ...refusals,
        400: "invalid_input (field names it), invalid_json",
        409: "a revision of an unknown synthesis or version",
        413: "payload_too_large: the document is over 2 MB",
        415: "unsupported_media_type",
        429: "quota_exceeded: too many drafts or bytes",
      }),
    },
  });
  const updateRoute = createRoute({
    method: "put",
    path: "/{id}",
    tags,
    summary: "Change a draft's name or document",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: [signedIn, draftBodyLimit] as const,
    request: { params: idPath, ...jsonBody(updateSchema) },
    responses: {
      200: json(draftRecordSchema, "The saved draft"),
      ...errorAnswers({
        ...refusals,
        400: "invalid_input (field names it), invalid_json",
        409: "conflict: the draft is under review or published",
        413: "payload_too_large",
        415: "unsupported_media_type",
        429: "quota_exceeded",
      }),
    },
  });
  const deleteRoute = createRoute({
    method: "delete",
    path: "/{id}",
    tags,
    summary: "Delete a draft",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: signedIn,
    request: { params: idPath },
    responses: { 204: { description: "Deleted" }, ...errorAnswers({ ...refusals, 409: "conflict" }) },
  });

  const router = apiRoutes<SessionEnv>();
  router.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });
  router
    .openapi(listRoute, async (c) => {
      const user = c.get("user");
      return c.json(await drafts.list(hasRole(user.role, "editor") ? null : user.id), 200);
    })
    .openapi(oneRoute, async (c) => c.json(await find(c.get("user"), c.req.valid("param").id), 200))
    .openapi(createRouteDef, async (c) => {
      const body = c.req.valid("json");
      if (tooLarge(body.synthesis_json)) throw payloadTooLarge();
      const record = await createDraft(deps, {
        userId: c.get("user").id,
        quota: quotaOf(c.get("user")),
        displayName: body.display_name,
        synthesisJson: body.synthesis_json,
        revisionOf:
          body.synthesis_id != null && body.base_version != null
            ? { synthesisId: body.synthesis_id, baseVersion: body.base_version }
            : undefined,
      });
      return c.json(record, 201);
    })
    .openapi(updateRoute, async (c) => {
      const draft = await find(c.get("user"), c.req.valid("param").id);
      const body = c.req.valid("json");
      if (tooLarge(body.synthesis_json)) throw payloadTooLarge();
      const record = await updateDraft(
        deps,
        draft,
        { displayName: body.display_name, synthesisJson: body.synthesis_json },
        c.get("user"),
        quotaOf(c.get("user")),
      );
      return c.json(record, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const draft = await find(c.get("user"), c.req.valid("param").id);
      await deleteDraft(deps, draft.id);
      return c.body(null, 204);
    });

  return ({ api }: { api: ApiGroup }) => {
    api.route("/unpublishedSyntheses", router);
  };
}
