import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { namedReactionListItemSchema, namedReactionPageSchema } from "../../../contract/public-reads.ts";
import type { NamedReactionRepository } from "../../../db/repositories/named-reactions.ts";
import type { Viewer } from "../../../db/repositories/visibility.ts";
import { notFound } from "../../../domain/errors.ts";
import type { OptionalSessionEnv } from "../../auth/require-session.ts";
import { idParam, slugParam } from "../../http/params.ts";
import { apiRoutes, errorAnswers, json, movedPermanently } from "../../http/registry.ts";

const tags = ["Named reactions"];
const page = {
  200: json(namedReactionPageSchema, "The named reaction"),
  ...movedPermanently,
  ...errorAnswers({ 404: "not_found" }),
};

/**
 * GET /api/named-reactions, /api/named-reactions/{id or url}, /api/named-reactions/url/{url}. The
 * list holds unnamed reactions (and what each lacks) only for signed-in callers; a pending reaction
 * answers only its creator and editors; a former url answers 301 to the current one.
 */
export function namedReactionRoutes(deps: {
  namedReactions: NamedReactionRepository;
  currentUser?: MiddlewareHandler<OptionalSessionEnv>;
}) {
  const { namedReactions } = deps;
  const viewer: MiddlewareHandler<OptionalSessionEnv> = deps.currentUser ?? (async (_c, next) => next());
  const byUrl = async (url: string, who: Viewer | undefined) => {
    const found = await namedReactions.findByUrl(slugParam(url, "Named reaction"), who);
    if (found) return { found };
    const current = await namedReactions.currentUrlFor(url, who);
    if (current) return { current };
    throw notFound("Named reaction");
  };
  const list = createRoute({
    method: "get",
    path: "/",
    tags,
    middleware: viewer,
    summary: "Every named reaction (signed in: also unnamed ones, with what each lacks)",
    responses: { 200: json(z.array(namedReactionListItemSchema), "The named reactions") },
  });
  const urlRoute = createRoute({
    method: "get",
    path: "/url/{url}",
    tags,
    middleware: viewer,
    summary: "A named reaction's page data by its url slug",
    request: {
      params: z.object({ url: z.string().meta({ description: "The url slug", example: "aldol-reaction" }) }),
    },
    responses: page,
  });
  const one = createRoute({
    method: "get",
    path: "/{id}",
    tags,
    middleware: viewer,
    summary: "A named reaction by id or url slug",
    request: {
      params: z.object({ id: z.string().meta({ description: "The id or the url slug", example: "1" }) }),
    },
    responses: page,
  });
  return apiRoutes<OptionalSessionEnv>()
    .openapi(list, async (c) =>
      c.json(
        await namedReactions.list({ includeNameless: Boolean(c.get("user")), viewer: c.get("user") }),
        200,
      ),
    )
    .openapi(urlRoute, async (c) => {
      const { found, current } = await byUrl(c.req.valid("param").url, c.get("user"));
      if (current) return c.redirect(`/api/named-reactions/url/${encodeURIComponent(current)}`, 301);
      return c.json(found, 200);
    })
    .openapi(one, async (c) => {
      // The page fetches by the identifier in its own URL (the slug); numeric ids work too.
      const raw = c.req.valid("param").id;
      if (!/^\d+$/.test(raw)) {
        const { found, current } = await byUrl(raw, c.get("user"));
        if (current) return c.redirect(`/api/named-reactions/${encodeURIComponent(current)}`, 301);
        return c.json(found, 200);
      }
      const found = await namedReactions.findById(idParam(raw, "Named reaction"), c.get("user"));
      if (!found) throw notFound("Named reaction");
      return c.json(found, 200);
    });
}
