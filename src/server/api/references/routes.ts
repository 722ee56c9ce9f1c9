import { createRoute, z } from "@hono/zod-openapi";
import { referenceSchema } from "../../../contract/public-reads.ts";
import {
  referenceContent,
  referenceCreateSchema,
  referenceUpdateSchema,
} from "../../../contract/references.ts";
import { synthesisHistorySchema } from "../../../contract/review.ts";
import { notFound } from "../../../domain/errors.ts";
import type { ReferenceDoc } from "../../../domain/synthesis-document.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
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
import { lookupRoutes } from "../shared/reference-data/lookup-read-routes.ts";
import {
  addReference,
  changeReference,
  type EditReferenceDeps,
  type ReferenceChange,
  removeReference,
} from "./edit-references.ts";

/** The header that tells the editor the synthesis's version after a reference call. */
export const VERSION_HEADER = "X-Synthesis-Version";

const createSchema = referenceCreateSchema;
const updateSchema = referenceUpdateSchema;

function answer(c: { header(name: string, value: string): void }, result: ReferenceChange) {
  if (result.version !== null) c.header(VERSION_HEADER, String(result.version));
}

/**
 * POST /api/references, PUT and DELETE /api/references/{id} (docs/product/api.md §5.8): editors
 * only. GET /api/references is the public list (referenceListRoutes below).
 */
export function referenceMount(deps: EditReferenceDeps & { requireRole: RequireRole }) {
  const editor = deps.requireRole("editor");
  const tags = ["References"];
  const idPath = z.object({ id: z.string().meta({ description: "The reference id", example: "1" }) });
  const refusals = {
    401: "unauthenticated",
    403: "forbidden: not an editor",
    404: "not_found",
    409: "conflict: the synthesis changed since `version`",
    419: "csrf_token_mismatch",
  };
  const bodyRefusals = { 400: "invalid_input (field names it), invalid_json", 415: "unsupported_media_type" };
  const versionHeader = { [VERSION_HEADER]: { schema: { type: "string" as const } } };
  const createRef = createRoute({
    method: "post",
    path: "/",
    tags,
    summary: "Add a reference to a published synthesis (editors)",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: editor,
    request: jsonBody(createSchema),
    responses: {
      201: {
        ...json(referenceSchema.nullable(), "The reference; X-Synthesis-Version is the new version"),
        headers: versionHeader,
      },
      ...errorAnswers({ ...refusals, ...bodyRefusals }),
    },
  });
  const updateRef = createRoute({
    method: "put",
    path: "/{id}",
    tags,
    summary: "Change a reference (editors)",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: editor,
    request: { params: idPath, ...jsonBody(updateSchema) },
    responses: {
      200: {
        ...json(referenceSchema.nullable(), "The reference; X-Synthesis-Version is the new version"),
        headers: versionHeader,
      },
      ...errorAnswers({ ...refusals, ...bodyRefusals }),
    },
  });
  const deleteRef = createRoute({
    method: "delete",
    path: "/{id}",
    tags,
    summary: "Remove a reference (editors)",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: editor,
    request: {
      params: idPath,
      query: z.object({
        version: z.string().optional().meta({ description: "The synthesis version the editor opened" }),
      }),
    },
    responses: { 204: { description: "Removed", headers: versionHeader }, ...errorAnswers(refusals) },
  });
  const historyRoute = createRoute({
    method: "get",
    path: "/{id}/history",
    tags: ["Syntheses"],
    summary: "A published synthesis's version and history (editors)",
    security: SESSION,
    middleware: editor,
    request: { params: z.object({ id: z.string().meta({ description: "The synthesis id", example: "1" }) }) },
    responses: {
      200: json(synthesisHistorySchema, "The version and history"),
      ...errorAnswers({ 401: "unauthenticated", 403: "forbidden: not an editor", 404: "not_found" }),
    },
  });

  const router = apiRoutes<SessionEnv>()
    .openapi(createRef, async (c) => {
      const body = c.req.valid("json");
      const result = await addReference(
        deps,
        { userId: c.get("user").id, expectedVersion: body.version },
        body.synthesis_id,
        {
          named_reaction_id: body.named_reaction_id ?? null,
          type: body.type ?? "standard",
          // The schema refused a body with nothing to show.
          ...(referenceContent(body) as ReferenceDoc),
        },
      );
      answer(c, result);
      return c.json(result.reference, 201);
    })
    .openapi(updateRef, async (c) => {
      const referenceId = idParam(c.req.valid("param").id, "Reference");
      const body = c.req.valid("json");
      const { version, ...changes } = body;
      const result = await changeReference(
        deps,
        { userId: c.get("user").id, expectedVersion: version },
        referenceId,
        changes,
      );
      answer(c, result);
      return c.json(result.reference, 200);
    })
    .openapi(deleteRef, async (c) => {
      const referenceId = idParam(c.req.valid("param").id, "Reference");
      const raw = c.req.query("version");
      const expectedVersion = raw === undefined ? undefined : idParam(raw, "Synthesis version");
      const result = await removeReference(deps, { userId: c.get("user").id, expectedVersion }, referenceId);
      answer(c, result);
      return c.body(null, 204);
    });

  // The version and history of a published synthesis, for editors (the editor checks its version).
  const history = apiRoutes<SessionEnv>().openapi(historyRoute, async (c) => {
    const synthesisId = idParam(c.req.valid("param").id, "Synthesis");
    const version = await deps.references.version(synthesisId);
    if (version === undefined) throw notFound("Synthesis");
    c.header("Cache-Control", "private, no-store");
    return c.json({ version, history: await deps.references.history(synthesisId) }, 200);
  });

  return ({ api }: { api: ApiGroup }) => {
    api.route("/references", router);
    api.route("/syntheses", history);
  };
}

/** GET /api/references: every reference, the editor's list (made by the shared lookup reads). */
export const referenceListRoutes = (deps: Parameters<typeof lookupRoutes>[0]) =>
  lookupRoutes(deps).references;
