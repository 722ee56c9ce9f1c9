import type { ApiPaths, ApiSchemas } from "./api-types.ts";

/**
 * The routes as api-types.ts declares them (generated from the OpenAPI document by
 * `npm run api:types`): the types a call is checked with, and a route's address with its
 * parameters filled in. No sending here: a public page that only links to a file (a download, an
 * upload's picture) loads these few lines, not transport.ts.
 */

export type Method = "get" | "put" | "post" | "delete";
/** The paths that take `method`. */
export type PathOf<M extends Method> = {
  [P in keyof ApiPaths]: ApiPaths[P] extends Record<M, unknown> ? P : never;
}[keyof ApiPaths];
export type Operation<M extends Method, P extends PathOf<M>> = ApiPaths[P][M & keyof ApiPaths[P]];
type Answers<O> = O extends { answers: infer A } ? A : never;
/** What a route answers when it accepts the call (its 2xx answer). */
export type AnswerOf<M extends Method, P extends PathOf<M>> = Answers<Operation<M, P>>[Extract<
  keyof Answers<Operation<M, P>>,
  200 | 201 | 202 | 204
>];
/** The body a route takes, as it declares it. */
export type BodyOf<M extends Method, P extends PathOf<M>> =
  Operation<M, P> extends { body?: infer B } ? B : never;
/** The error body every route answers a refusal with. */
export type ApiError = ApiSchemas["ApiError"]["error"];

/** The keys of T that must be given. */
export type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

export interface Parts {
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  body?: unknown;
  media?: string;
}

/**
 * A route's address: each `{name}` of its template replaced by its value, encoded segment by
 * segment (a DOI's own slashes are kept, as its route reads the rest of the path; no other
 * parameter holds one), then the query.
 */
export function fill(template: string, parts: Pick<Parts, "path" | "query">): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    String(parts.path?.[name] ?? "")
      .split("/")
      .map(encodeURIComponent)
      .join("/"),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query ?? {})) {
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

type AddressOf<O> = Pick<O, Extract<keyof O, "path" | "query">>;
/** The address of a read, for a link or an image (a file download, an upload's picture). */
export function apiPath<P extends PathOf<"get">>(
  template: P,
  ...[parts]: RequiredKeys<AddressOf<Operation<"get", P>>> extends never
    ? [parts?: AddressOf<Operation<"get", P>>]
    : [parts: AddressOf<Operation<"get", P>>]
): string {
  return fill(template, (parts ?? {}) as Pick<Parts, "path" | "query">);
}

/** The address of a write, for a plain form's action (what a page does without its script). */
export const formAction = <P extends PathOf<"post">>(template: P, parts: AddressOf<Operation<"post", P>>) =>
  fill(template, parts as Pick<Parts, "path" | "query">);
