import { OpenAPIHono, type z } from "@hono/zod-openapi";
import type { Env } from "hono";
import type { BlankEnv } from "hono/types";
import { apiErrorSchema } from "../../contract/errors.ts";
import { firstIssue, invalidInput, type SchemaFailure } from "../../domain/errors.ts";
import { REQUIRED_ROLE } from "../../domain/roles.ts";
import { guardedRole } from "../auth/require-role.ts";
import { type ApiError, fromDomain, refusedQuery } from "./errors.ts";

/** A schema failure as the validator hands it to a hook. */
interface SchemaResult {
  success: boolean;
  target?: string;
  error?: SchemaFailure;
}

/**
 * The routes' one validation hook: a zod failure becomes an answer naming its first issue's field
 * (domain/errors.ts `firstIssue`: a dotted path such as `parts.0.reactions.1.step`, or the part
 * itself: `query`, and `body` for a body that is not an object at all), as the API has always
 * named it. `names` renames a field whose public name differs (a header); a search box's refusal
 * is a `sentence` shown as it is, not prefixed with the field (errors.ts refusedQuery).
 */
export function fromZod(
  result: SchemaResult,
  options: { names?: Record<string, string>; sentence?: boolean } = {},
): ApiError {
  const whole = result.target === "json" || result.target === undefined ? "body" : result.target;
  const { field: path, message } = firstIssue(result.error, whole);
  const field = options.names?.[path] ?? path;
  return options.sentence ? refusedQuery(field, message) : fromDomain(invalidInput(field, message));
}

/** A route's own hook, for the few whose refusal differs from the default: see fromZod's options. */
export const hookOf =
  (options: Parameters<typeof fromZod>[1]) =>
  (result: SchemaResult): undefined => {
    if (!result.success) throw fromZod(result, options);
  };

/** The hook of a search box's parameters: the refusal is a sentence. */
export const searchBoxHook = hookOf({ sentence: true });

/**
 * A group of API routes declared with createRoute (method, path, request schemas, answers) and
 * mounted under /api: each one's parameters, query and body are checked against its declared
 * schemas, and the same declarations make GET /api/openapi.json. Every route's failure goes
 * through fromZod.
 */
export function apiRoutes<E extends Env = BlankEnv>() {
  const app = new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (!result.success) throw fromZod(result);
    },
  });
  // The registry drops a route's middleware: the role its guard asks for is written into the
  // operation first (`x-required-role`), where the document groups operations by it.
  const declare = app.openapi;
  app.openapi = ((route: Parameters<typeof declare>[0], ...rest: unknown[]) => {
    const role = guardedRole(route.middleware);
    const declared = role ? { ...route, [REQUIRED_ROLE]: role } : route;
    return (declare as (...args: unknown[]) => unknown)(declared, ...rest);
  }) as typeof declare;
  return app;
}

/** The error answers a route declares: status → what it means (its codes are in the API guide). */
export function errorAnswers<S extends number>(answers: Record<S, string>) {
  const out = {} as Record<
    S,
    { description: string; content: { "application/json": { schema: typeof apiErrorSchema } } }
  >;
  for (const [status, description] of Object.entries(answers) as [string, string][]) {
    out[Number(status) as S] = { description, content: { "application/json": { schema: apiErrorSchema } } };
  }
  return out;
}

/** A JSON answer with its schema. */
export const json = <T>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** A 301 to a record's current url (a former slug or a merged record). */
export const movedPermanently = {
  301: {
    description: "The record moved: Location names its current url",
    headers: { Location: { schema: { type: "string" as const } } },
  },
};

/** The security a signed-in route declares: the session cookie, plus X-XSRF-TOKEN on writes. */
export const SESSION = [{ session: [] }];
export const SESSION_AND_ANTI_FORGERY = [{ session: [], antiForgery: [] }];

/** The /api group every route group is mounted on. */
export type ApiGroup = OpenAPIHono<BlankEnv>;

/** A route's required JSON body of `schema`, as its `request` declares it. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});
