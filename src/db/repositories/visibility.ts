import { type Expression, type SqlBool, sql } from "kysely";
import { hasRole } from "../../domain/roles.ts";

/**
 * Who reads authors, reagents, solvents and named reactions: nobody in particular (the public: pages,
 * the sitemap, search, shared API answers), a signed-in user, or "everyone" for server code that
 * must see every row (the submitter's preview of a draft).
 */
export type Viewer = { id: number; role: string } | "everyone";

/**
 * The one rule for pending reference data (docs/decisions/reference-data/0039-reference-data-a-contributor-creates-is-pending.md "Reference data a contributor creates
 * is pending"): a pending row is seen by editors and by the contributor who created it, by no one
 * else. Without a viewer a read is public. `alias` names the table (or its alias) in the query.
 */
export function visibleTo(viewer: Viewer | undefined, alias: string): Expression<SqlBool> {
  if (viewer === "everyone" || (viewer && hasRole(viewer.role, "editor"))) return sql<SqlBool>`1 = 1`;
  const pending = sql.ref(`${alias}.pending`);
  if (!viewer) return sql<SqlBool>`${pending} = 0`;
  return sql<SqlBool>`(${pending} = 0 or ${sql.ref(`${alias}.created_by`)} = ${viewer.id})`;
}

/** `{ pending: true }` on a pending row read by a signed-in viewer (the editor marks it); else nothing. */
export function pendingFlag(viewer: Viewer | undefined, pending: number): { pending?: true } {
  return viewer && Number(pending) ? { pending: true } : {};
}

/**
 * The one rule for syntheses (docs/decisions/code/0069-the-data-boundary.md): a synthesis is public unless
 * an editor unpublished it (`unpublished_at`, migration 0008). Every public read that lists,
 * counts or links syntheses filters with this; `alias` names the syntheses table in the query.
 */
export function publishedSynthesis(alias: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${alias}.unpublished_at`)} is null`;
}
