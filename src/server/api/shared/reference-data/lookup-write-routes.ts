import { createRoute, type z } from "@hono/zod-openapi";
import { mergeBodySchema } from "../../../../contract/lookups.ts";
import type { SessionEnv } from "../../../auth/require-session.ts";
import { idParam } from "../../../http/params.ts";
import { apiRoutes, errorAnswers, json, jsonBody, SESSION_AND_ANTI_FORGERY } from "../../../http/registry.ts";
import type { Actor, LookupWriteDeps } from "./lookup-writes.ts";
import { BODY_REFUSED, idPath, type LookupRouteDeps, SIGNED_IN, withBody } from "./write-route-support.ts";

/** What a write answers: an item of the kind's schema. */
type Answer<Item extends z.ZodType> = Promise<z.output<Item>>;

/**
 * One kind of lookup item written by contributors (authors, reagents, solvents): the words its
 * routes are documented with and the write commands behind them. Everything else of the four
 * routes (roles, body handling, refusals, answers) is the same for every kind.
 */
export interface LookupWriteKind<Create extends z.ZodType, Update extends z.ZodType, Item extends z.ZodType> {
  /** "reagent": in paths' descriptions and in idParam's 404 ("Reagent not found"). */
  noun: string;
  /** "a reagent", "an author". */
  withArticle: string;
  /** The OpenAPI tag: "Reagents". */
  tag: string;
  schemas: { create: Create; update: Update; item: Item };
  /** What differs between kinds in the documentation. */
  texts: {
    create: string;
    update: string;
    merge: string;
    /** The 409 of an update. */
    updateConflict: string;
  };
  create: (writes: LookupWriteDeps, user: Actor, body: z.output<Create>) => Promise<z.input<Item>>;
  update: (
    writes: LookupWriteDeps,
    user: Actor,
    id: number,
    body: z.output<Update>,
  ) => Promise<z.input<Item>>;
  remove: (writes: LookupWriteDeps, user: Actor, id: number) => Promise<unknown>;
  merge: (writes: LookupWriteDeps, user: Actor, id: number, into: number) => Answer<Item>;
}

/**
 * POST /, PUT and DELETE /{id}, POST /{id}/merge of one lookup kind (mounted under /api/<kind>s;
 * the reads are elsewhere): contributors create, change and delete their own items, editors merge.
 */
export function lookupWriteRoutes<Create extends z.ZodType, Update extends z.ZodType, Item extends z.ZodType>(
  typed: LookupWriteKind<Create, Update, Item>,
  { requireRole, writes }: LookupRouteDeps,
) {
  // The signature ties each command to its schemas; inside, the schemas are plain zod types, which
  // Hono's route typing can resolve (it cannot see through the type parameters).
  const kind = typed as unknown as LookupWriteKind<z.ZodType, z.ZodType, z.ZodType>;
  const contributor = requireRole("contributor");
  const tags = [kind.tag];
  const security = SESSION_AND_ANTI_FORGERY;
  const params = idPath(kind.noun);
  const Noun = kind.noun.charAt(0).toUpperCase() + kind.noun.slice(1);
  const notOwn = `forbidden: not a contributor, or another's or a published ${kind.noun}`;
  const create = createRoute({
    method: "post",
    path: "/",
    tags,
    summary: kind.texts.create,
    security,
    middleware: withBody(contributor),
    request: jsonBody(kind.schemas.create),
    responses: {
      201: json(kind.schemas.item, `The new ${kind.noun}`),
      ...errorAnswers({
        ...SIGNED_IN,
        ...BODY_REFUSED,
        403: "forbidden: not a contributor",
        409: `conflict: ${kind.withArticle} of that name exists`,
      }),
    },
  });
  const update = createRoute({
    method: "put",
    path: "/{id}",
    tags,
    summary: kind.texts.update,
    security,
    middleware: withBody(contributor),
    request: { params, ...jsonBody(kind.schemas.update) },
    responses: {
      200: json(kind.schemas.item, `The ${kind.noun}`),
      ...errorAnswers({
        ...SIGNED_IN,
        ...BODY_REFUSED,
        403: notOwn,
        404: "not_found",
        409: kind.texts.updateConflict,
      }),
    },
  });
  const remove = createRoute({
    method: "delete",
    path: "/{id}",
    tags,
    summary: `Delete ${kind.withArticle} no synthesis or draft uses`,
    security,
    middleware: contributor,
    request: { params },
    responses: {
      204: { description: "Deleted" },
      ...errorAnswers({
        ...SIGNED_IN,
        403: notOwn,
        404: "not_found",
        409: "conflict: a synthesis or draft uses it",
      }),
    },
  });
  const merge = createRoute({
    method: "post",
    path: "/{id}/merge",
    tags,
    summary: kind.texts.merge,
    security,
    middleware: withBody(requireRole("editor")),
    request: { params, ...jsonBody(mergeBodySchema) },
    responses: {
      200: json(kind.schemas.item, `The ${kind.noun} kept`),
      ...errorAnswers({
        ...SIGNED_IN,
        ...BODY_REFUSED,
        403: "forbidden: not an editor",
        404: "not_found",
        409: `conflict: the ${kind.noun} to keep has no name`,
      }),
    },
  });

  return apiRoutes<SessionEnv>()
    .openapi(create, async (c) => c.json(await kind.create(writes, c.get("user"), c.req.valid("json")), 201))
    .openapi(update, async (c) => {
      const id = idParam(c.req.valid("param").id, Noun);
      return c.json(await kind.update(writes, c.get("user"), id, c.req.valid("json")), 200);
    })
    .openapi(remove, async (c) => {
      await kind.remove(writes, c.get("user"), idParam(c.req.valid("param").id, Noun));
      return c.body(null, 204);
    })
    .openapi(merge, async (c) => {
      const id = idParam(c.req.valid("param").id, Noun);
      const { into } = c.req.valid("json");
      return c.json(await kind.merge(writes, c.get("user"), id, into), 200);
    });
}
