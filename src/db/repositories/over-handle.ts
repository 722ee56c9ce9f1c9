import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/** What a repository runs its queries on: the database, or one write's transaction. */
export type Handle = Kysely<Database>;

// biome-ignore lint/suspicious/noExplicitAny: the handle's own type is each query's to name.
type Query = (handle: any, ...args: any[]) => unknown;

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
  for (const [name, query] of Object.entries(queries)) bound[name] = (...args) => query(handle, ...args);
  return bound as OverHandle<Q>;
}
