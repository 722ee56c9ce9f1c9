import { OpenAPIHono, type z } from "@hono/zod-openapi";
import type { Env } from "hono";
import type { BlankEnv } from "hono/types";
import { apiErrorSchema } from "../../contract/errors.ts";
import { invalidInput, refusedQuery } from "./errors.ts";

/**
 * A group of API routes declared with createRoute (method, path, request schemas, answers) and
 * mounted under /api: each one's parameters, query and body are checked against its declared
 * schemas, and the same declarations make GET /api/openapi.json. ONE hook for every route turns
 * a schema failure into our invalid-input answer naming the first bad field (a dotted path such as
 * `parts.0.reactions.1.step`, or the part itself: `query`, `json`), as the API has always named it.
 */
export function apiRoutes<E extends Env = BlankEnv>() {
  return new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        // A body that is not an object at all is named `body`, as the API has always named it.
        const field = issue?.path.length
          ? issue.path.join(".")
          : result.target === "json"
            ? "body"
            : result.target;
        throw invalidInput(field, issue?.message ?? "is invalid");
      }
    },
  });
}

/**
 * The hook of a search box's parameters: the refusal is a sentence shown as it is, not prefixed
 * with the parameter, which `field` names (errors.ts refusedQuery).
 */
export const searchBoxHook = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): undefined => {
  if (!result.success) {
    const issue = result.error?.issues[0];
    throw refusedQuery(String(issue?.path[0] ?? "q"), issue?.message ?? "is invalid");
  }
};

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
