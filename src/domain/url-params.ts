/**
 * The rules for identifiers taken from a URL, shared by the JSON API (server/http/params.ts) and the
 * page loaders (web/routes/). A value that breaks them names no record: the callers answer 404 and
 * the value never reaches the database.
 */

/**
 * Ids are PostgreSQL `integer` columns (SQLite stores 64-bit integers), so a record id is a plain
 * positive decimal integer up to 2^31-1: no sign, no leading zero, no exponent, hex or fraction.
 * A larger one would make PostgreSQL fail with "out of range for type integer".
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** The id written in `raw`, or `null` when `raw` cannot be the id of any record. */
export function parseRecordId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_RECORD_ID ? id : null;
}

/**
 * `raw` when it can be a url slug (authors, molecules, named reactions, protecting groups), else
 * `null`. Stored slugs never hold anything else, and this keeps NUL bytes and other characters
 * PostgreSQL refuses in a query parameter away from the database.
 */
export function parseSlug(raw: string): string | null {
  return /^[A-Za-z0-9][A-Za-z0-9_.-]{0,199}$/.test(raw) ? raw : null;
}
