import { type Kysely, sql } from "kysely";
import type { Compatibility } from "./compatibility.ts";
import { onPostgres } from "./helpers.ts";

/** Expand: a table of counters an older release does not use (it counts the limits in its own memory). */
export const compatibility: Compatibility = "expand";

/**
 * The counters of the request limits (sign-in, sign-up, passwords, link checks) on PostgreSQL, shared
 * by every server of one database (src/server/auth/rate-counter.ts). Its columns are the ones
 * rate-limiter-flexible's PostgreSQL store reads and writes: `key` (the limit's name and a hash of
 * what it counts), `points` (the count), `expire` (when the window ends, ms since 1970). SQLite runs
 * one embedded server, which counts in its own memory: no table there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`create table rate_limits (
    key varchar(255) primary key,
    points integer not null default 0,
    expire bigint
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (onPostgres(db)) await sql`drop table rate_limits`.execute(db);
}
