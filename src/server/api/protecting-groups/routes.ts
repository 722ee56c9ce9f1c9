import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { protectingGroupItemSchema, protectingGroupPageSchema } from "../../../contract/public-reads.ts";
import type { ProtectingGroupRepository } from "../../../db/repositories/protecting-groups.ts";
import { notFound } from "../../../domain/errors.ts";
import type { OptionalSessionEnv } from "../../auth/require-session.ts";
import { slugParam } from "../../http/params.ts";
import { apiRoutes, errorAnswers, json, movedPermanently } from "../../http/registry.ts";

const tags = ["Protecting groups"];
const slug = z.string().meta({ description: "The url slug", example: "boc" });
const pageRoute = <P extends z.ZodObject>(path: string, params: P) =>
  createRoute({
    method: "get",
    path,
    tags,
    summary: "A protecting group's page data by its url slug",
    request: { params },
    responses: {
      200: json(protectingGroupPageSchema, "The protecting group"),
      ...movedPermanently,
      ...errorAnswers({ 404: "not_found" }),
    },
  });
const byUrlRoute = pageRoute("/url/{url}", z.object({ url: slug }));
// Named {id}, as the editors' PUT and DELETE of the same path name it (a document may not name one
// path position twice); the read takes the url slug there.
const byPathRoute = pageRoute("/{id}", z.object({ id: slug }));

/**
 * GET /api/protecting-groups, /api/protecting-groups/{url} (also under /url/{url}). The list holds
 * groups without a name or a structure (and each group's SMILES) only for signed-in callers; a
 * former url answers 301 to the current one.
 */
export function protectingGroupRoutes(deps: {
  protectingGroups: ProtectingGroupRepository;
  currentUser?: MiddlewareHandler<OptionalSessionEnv>;
}) {
  const { protectingGroups } = deps;
  const viewer: MiddlewareHandler<OptionalSessionEnv> = deps.currentUser ?? (async (_c, next) => next());
  const answer = (prefix: string) => async (c: Context, raw: string) => {
    const url = slugParam(raw, "Protecting group");
    const found = await protectingGroups.findByUrl(url);
    if (found) return c.json(found, 200);
    const current = await protectingGroups.currentUrlFor(url);
    if (current) return c.redirect(`${prefix}${encodeURIComponent(current)}`, 301);
    throw notFound("Protecting group");
  };
  const byUrl = answer("/api/protecting-groups/url/");
  const byPath = answer("/api/protecting-groups/");
  const list = createRoute({
    method: "get",
    path: "/",
    tags,
    middleware: viewer,
    summary: "Every protecting group (signed in: also those without a name or structure)",
    responses: { 200: json(z.array(protectingGroupItemSchema), "The protecting groups") },
  });
  return apiRoutes<OptionalSessionEnv>()
    .openapi(list, async (c) =>
      c.json(await protectingGroups.list({ includeNameless: Boolean(c.get("user")) }), 200),
    )
    .openapi(byUrlRoute, (c) => byUrl(c, c.req.valid("param").url))
    .openapi(byPathRoute, (c) => byPath(c, c.req.valid("param").id));
}
