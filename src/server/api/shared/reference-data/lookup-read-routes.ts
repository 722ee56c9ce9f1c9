import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import {
  lookupPageSchema,
  reagentListItemSchema,
  referenceListSchema,
  solventListItemSchema,
} from "../../../../contract/public-reads.ts";
import type { LookupPageKind, LookupPageRepository } from "../../../../db/repositories/lookup-pages.ts";
import type { LookupRepository } from "../../../../db/repositories/lookups.ts";
import { notFound } from "../../../../domain/errors.ts";
import type { OptionalSessionEnv } from "../../../auth/require-session.ts";
import { slugParam } from "../../../http/params.ts";
import { apiRoutes, errorAnswers, json, movedPermanently } from "../../../http/registry.ts";

const TAGS = { reagent: ["Reagents"], solvent: ["Solvents"] };
const ITEMS = { reagent: reagentListItemSchema, solvent: solventListItemSchema };

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
  const viewer: MiddlewareHandler<OptionalSessionEnv> = deps.currentUser ?? (async (_c, next) => next());
  const group = (kind: LookupPageKind) => {
    const what = kind === "reagent" ? "Reagent" : "Solvent";
    const list = createRoute({
      method: "get",
      path: "/",
      tags: TAGS[kind],
      middleware: viewer,
      summary: `Every ${kind} (signed in: also those without a name)`,
      responses: { 200: json(z.array(ITEMS[kind]), `The ${kind}s`) },
    });
    const page = createRoute({
      method: "get",
      path: "/url/{url}",
      tags: TAGS[kind],
      summary: `A ${kind}'s page data by its url slug`,
      request: {
        params: z.object({ url: z.string().meta({ description: "The url slug", example: "thf" }) }),
      },
      responses: {
        200: json(lookupPageSchema, `The ${kind} and where it is used`),
        ...movedPermanently,
        ...errorAnswers({ 404: "not_found" }),
      },
    });
    const read = kind === "reagent" ? lookups.reagents : lookups.solvents;
    return apiRoutes<OptionalSessionEnv>()
      .openapi(list, async (c) =>
        c.json(await read({ includeNameless: Boolean(c.get("user")), viewer: c.get("user") }), 200),
      )
      .openapi(page, async (c) => {
        const url = slugParam(c.req.valid("param").url, what);
        const found = await lookupPages.findByUrl(kind, url);
        if (found) return c.json(found, 200);
        const current = await lookupPages.currentUrlFor(kind, url);
        if (current) return c.redirect(`/api/${kind}s/url/${encodeURIComponent(current)}`, 301);
        throw notFound(what);
      });
  };
  const references = createRoute({
    method: "get",
    path: "/",
    tags: ["References"],
    summary: "Every literature reference (the editor's list)",
    responses: { 200: json(referenceListSchema, "The references") },
  });
  return {
    reagents: group("reagent"),
    solvents: group("solvent"),
    references: apiRoutes().openapi(references, async (c) => c.json(await lookups.references(), 200)),
  };
}
