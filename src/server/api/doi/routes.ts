import { createRoute } from "@hono/zod-openapi";
import { doiCitationSchema, doiParams } from "../../../contract/doi.ts";
import { invalidInput } from "../../../domain/errors.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import type { DoiResolver } from "../../doi/resolve-doi.ts";
import { type ApiGroup, apiRoutes, errorAnswers, json, SESSION } from "../../http/registry.ts";

/**
 * GET /api/doi/{doi} (docs/product/api.md §5.9): any signed-in user. The DOI is the rest of the
 * path, slashes included, plain or %-encoded (`10.1021/abc` or `10.1021%2Fabc`).
 */
export function doiMount(deps: { requireRole: RequireRole; resolver: DoiResolver }) {
  const lookUpRoute = createRoute({
    method: "get",
    // `{doi{.*}}` is Hono's `:doi{.*}`: the parameter spans the rest of the path, slashes and all
    // (`/api/doi/` too, refused as no DOI); the document names it `{doi}` (openapi/document.ts).
    path: "/doi/{doi{.*}}",
    tags: ["References"],
    summary: "A DOI's citation in ACS style (signed-in users)",
    security: SESSION,
    middleware: deps.requireRole("contributor"),
    request: { params: doiParams },
    responses: {
      200: json(doiCitationSchema, "The citation, the bare DOI and its doi.org link"),
      ...errorAnswers({
        400: "invalid_input: not a DOI, a dot segment, over 300 characters or a broken %-escape (field doi)",
        401: "unauthenticated",
        403: "forbidden",
        404: "not_found: the resolver does not know the DOI",
        502: "doi_resolver_failed: the resolver was too slow, failed or answered no usable record",
      }),
    },
  });
  const router = apiRoutes<SessionEnv>().openapi(lookUpRoute, async (c) => {
    // The raw path, not the parameter Hono decoded: a broken %-escape is refused, not passed on.
    const path = new URL(c.req.url).pathname;
    const rest = path.slice(path.indexOf("/doi/") + "/doi/".length);
    let doi: string;
    try {
      doi = decodeURIComponent(rest);
    } catch {
      throw invalidInput("doi", "is not a valid %-encoded DOI");
    }
    c.header("Cache-Control", "private, no-store");
    return c.json(await deps.resolver.resolve(doi), 200);
  });
  return ({ api }: { api: ApiGroup }) => {
    api.route("/", router);
  };
}
