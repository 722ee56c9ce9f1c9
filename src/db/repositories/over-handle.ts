import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/** What a repository runs its queries on: the database, or one write's transaction. */
export type Handle = Kysely<Database>;

/** Any query function: `never` parameters accept every query's own parameter types. */
type Query = (handle: never, ...args: never[]) => unknown;

/** The queries with their first parameter, the handle, already given. */
export type OverHandle<Q extends Record<string, Query>> = {
  [K in keyof Q]: Q[K] extends (handle: never, ...args: infer A) => infer R ? (...args: A) => R : never;
};

/**
 * A repository object: each query function of `queries` (written as `(handle, ...args)`) bound to
 * `handle`, so its callers pass their arguments and never see the handle. Repositories written as
 * functions use it; `createRepositories` and `createTxRepositories` build them over the database
 * and over a transaction.
 */
export function overHandle<H extends Handle, Q extends Record<string, Query>>(
  handle: H,
  queries: Q,
): OverHandle<Q> {
  const bound: Record<string, (...args: unknown[]) => unknown> = {};
  for (const [name, query] of Object.entries(queries)) {
    // Each query names its own handle and arguments; the caller's types come from OverHandle<Q>.
    const call = query as unknown as (handle: H, ...args: unknown[]) => unknown;
    bound[name] = (...args) => call(handle, ...args);
  }
  return bound as OverHandle<Q>;
}
