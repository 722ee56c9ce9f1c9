import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { protectingGroupItemSchema, protectingGroupPageSchema } from "../../../contract/public-reads.ts";
import type { ProtectingGroupRepository } from "../../../db/repositories/protecting-groups.ts";
import type { OptionalSessionEnv } from "../../auth/require-session.ts";
import { notFound } from "../../http/errors.ts";
import { slugParam } from "../../http/params.ts";
import { apiRoutes, errorAnswers, json, movedPermanently } from "../../http/registry.ts";

const tags = ["Protecting groups"];
const pageRoute = (path: "/url/{url}" | "/{url}") =>
  createRoute({
    method: "get",
    path,
    tags,
    summary: "A protecting group's page data by its url slug",
    request: { params: z.object({ url: z.string().meta({ description: "The url slug", example: "boc" }) }) },
    responses: {
      200: json(protectingGroupPageSchema, "The protecting group"),
      ...movedPermanently,
      ...errorAnswers({ 404: "not_found" }),
    },
  });

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
    .openapi(pageRoute("/url/{url}"), (c) => byUrl(c, c.req.valid("param").url))
    .openapi(pageRoute("/{url}"), (c) => byPath(c, c.req.valid("param").url));
}
