import { Hono, type MiddlewareHandler } from "hono";
import type { LookupPageKind, LookupPageRepository } from "../../../db/repositories/lookup-pages.ts";
import type { LookupRepository } from "../../../db/repositories/lookups.ts";
import type { OptionalSessionEnv } from "../../auth/require-session.ts";
import { notFound } from "../../http/errors.ts";
import { slugParam } from "../../http/params.ts";

/**
 * GET /api/reagents, /api/solvents and /api/references (the editor's lookup lists). Items without a
 * name are listed for signed-in callers only (`currentUser` tells), so the editor sees those it just
 * created and the public never does; a pending item only for its creator and editors.
 * GET /api/reagents/url/{url} and /api/solvents/url/{url}: the public page's data (a former slug
 * answers 301 to the current one).
 */
export function lookupRoutes(deps: {
  lookups: LookupRepository;
  lookupPages: LookupPageRepository;
  currentUser?: MiddlewareHandler<OptionalSessionEnv>;
}) {
  const { lookups, lookupPages } = deps;
  const viewer = deps.currentUser ?? (async (_c, next) => next());
  const pageRoute = (kind: LookupPageKind) => {
    const what = kind === "reagent" ? "Reagent" : "Solvent";
    return new Hono().get("/url/:url", async (c) => {
      const url = slugParam(c.req.param("url"), what);
      const page = await lookupPages.findByUrl(kind, url);
      if (page) return c.json(page);
      const current = await lookupPages.currentUrlFor(kind, url);
      if (current) return c.redirect(`/api/${kind}s/url/${encodeURIComponent(current)}`, 301);
      throw notFound(what);
    });
  };
  return {
    reagents: new Hono<OptionalSessionEnv>()
      .get("/", viewer, async (c) =>
        c.json(await lookups.reagents({ includeNameless: Boolean(c.get("user")), viewer: c.get("user") })),
      )
      .route("/", pageRoute("reagent")),
    solvents: new Hono<OptionalSessionEnv>()
      .get("/", viewer, async (c) =>
        c.json(await lookups.solvents({ includeNameless: Boolean(c.get("user")), viewer: c.get("user") })),
      )
      .route("/", pageRoute("solvent")),
    references: new Hono().get("/", async (c) => c.json(await lookups.references())),
  };
}
