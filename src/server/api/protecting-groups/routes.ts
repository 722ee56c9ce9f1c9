import { Hono, type MiddlewareHandler } from "hono";
import type { ProtectingGroupRepository } from "../../../db/repositories/protecting-groups.ts";
import type { OptionalSessionEnv } from "../../auth/require-session.ts";
import { notFound } from "../../http/errors.ts";
import { slugParam } from "../../http/params.ts";

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
  const viewer = deps.currentUser ?? (async (_c, next) => next());
  const answer =
    (prefix: string) =>
    async (
      c: { req: { param(name: "url"): string } } & {
        json: (body: unknown) => Response;
        redirect: (location: string, status: 301) => Response;
      },
    ) => {
      const url = slugParam(c.req.param("url"), "Protecting group");
      const found = await protectingGroups.findByUrl(url);
      if (found) return c.json(found);
      const current = await protectingGroups.currentUrlFor(url);
      if (current) return c.redirect(`${prefix}${encodeURIComponent(current)}`, 301);
      throw notFound("Protecting group");
    };
  return new Hono<OptionalSessionEnv>()
    .get("/", viewer, async (c) =>
      c.json(await protectingGroups.list({ includeNameless: Boolean(c.get("user")) })),
    )
    .get("/url/:url", (c) => answer("/api/protecting-groups/url/")(c))
    .get("/:url", (c) => answer("/api/protecting-groups/")(c));
}
