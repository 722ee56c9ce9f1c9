import { createRoute } from "@hono/zod-openapi";
import {
  STRUCTURE_MAX_CHARS,
  structurePreviewRequestSchema,
  structurePreviewSchema,
} from "../../../contract/structures.ts";
import { invalidInput } from "../../../domain/errors.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import { bodyLimit } from "../../http/body-limit.ts";
import {
  type ApiGroup,
  apiRoutes,
  errorAnswers,
  json,
  jsonBody,
  SESSION_AND_ANTI_FORGERY,
} from "../../http/registry.ts";
import { structureApiError } from "../../structures/rdkit-errors.ts";
import type { StructureService } from "../../structures/structure-service.ts";

export { STRUCTURE_MAX_CHARS };

const previewBodyLimit = bodyLimit(STRUCTURE_MAX_CHARS * 2 + 1024);

/**
 * POST /api/structures/preview: any signed-in contributor sends `{smiles}` or `{molfile}` and gets
 * back the canonical SMILES, formula, carbon count and drawing the site would publish. Nothing is
 * stored; an unreadable structure is a 400 naming the field it came in.
 */
export function structureMount(deps: {
  requireRole: RequireRole;
  structures: Pick<StructureService, "previewStructure">;
}) {
  const preview = createRoute({
    method: "post",
    path: "/preview",
    tags: ["Structures"],
    summary: "Read a SMILES or Molfile as the site would publish it (nothing is stored)",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: [deps.requireRole("contributor"), previewBodyLimit] as const,
    request: {
      ...jsonBody(structurePreviewRequestSchema),
    },
    responses: {
      200: json(structurePreviewSchema, "The canonical SMILES, formula, carbon count and drawing"),
      ...errorAnswers({
        400: "invalid_input: the structure cannot be read, or neither/both of smiles and molfile (field names it)",
        401: "unauthenticated",
        403: "forbidden: not a contributor",
        413: "payload_too_large",
        415: "unsupported_media_type: the body is not JSON",
        419: "csrf_token_mismatch: X-XSRF-TOKEN does not echo the XSRF-TOKEN cookie",
        422: "structure_failed",
        503: "structure_timeout or structures_unavailable (Retry-After)",
      }),
    },
  });
  const group = apiRoutes().openapi(preview, async (c) => {
    const { smiles, molfile } = c.req.valid("json");
    if (smiles !== undefined && molfile !== undefined) {
      throw invalidInput("molfile", "send either smiles or molfile, not both");
    }
    if (smiles === undefined && molfile === undefined) {
      throw invalidInput("smiles", "send smiles or molfile");
    }
    const input =
      smiles !== undefined
        ? { field: "smiles" as const, text: smiles }
        : { field: "molfile" as const, text: molfile ?? "" };
    c.header("Cache-Control", "private, no-store");
    try {
      return c.json(await deps.structures.previewStructure(input), 200);
    } catch (error) {
      throw structureApiError(error, input.field) ?? error;
    }
  });
  return ({ api }: { api: ApiGroup }) => {
    api.route("/structures", group);
  };
}
