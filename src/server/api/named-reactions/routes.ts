import { Hono, type MiddlewareHandler } from "hono";
import type { NamedReactionRepository } from "../../../db/repositories/named-reactions.ts";
import type { Viewer } from "../../../db/repositories/visibility.ts";
import type { OptionalSessionEnv } from "../../auth/require-session.ts";
import { notFound } from "../../http/errors.ts";
import { idParam, slugParam } from "../../http/params.ts";

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
  const viewer = deps.currentUser ?? (async (_c, next) => next());
  const byUrl = async (url: string, who: Viewer | undefined) => {
    const found = await namedReactions.findByUrl(slugParam(url, "Named reaction"), who);
    if (found) return { found };
    const current = await namedReactions.currentUrlFor(url, who);
    if (current) return { current };
    throw notFound("Named reaction");
  };
  return new Hono<OptionalSessionEnv>()
    .get("/", viewer, async (c) =>
      c.json(await namedReactions.list({ includeNameless: Boolean(c.get("user")), viewer: c.get("user") })),
    )
    .get("/url/:url", viewer, async (c) => {
      const { found, current } = await byUrl(c.req.param("url"), c.get("user"));
      if (current) return c.redirect(`/api/named-reactions/url/${encodeURIComponent(current)}`, 301);
      return c.json(found);
    })
    .get("/:id", viewer, async (c) => {
      // The page fetches by the identifier in its own URL (the slug); numeric ids work too.
      const raw = c.req.param("id");
      if (!/^\d+$/.test(raw)) {
        const { found, current } = await byUrl(raw, c.get("user"));
        if (current) return c.redirect(`/api/named-reactions/${encodeURIComponent(current)}`, 301);
        return c.json(found);
      }
      const found = await namedReactions.findById(idParam(raw, "Named reaction"), c.get("user"));
      if (!found) throw notFound("Named reaction");
      return c.json(found);
    });
}
