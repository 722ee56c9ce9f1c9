import { notFound } from "../../domain/errors.ts";
import { parseRecordId, parseSlug } from "../../domain/url-params.ts";

/**
 * A record id from the path (domain/url-params.ts: a positive integer up to 2^31-1, the rule the
 * page loaders use too). Anything else is a missing record (404) that never reaches the database.
 */
export function idParam(raw: string, what: string): number {
  const id = parseRecordId(raw);
  if (id === null) throw notFound(what);
  return id;
}

/** A url slug from the path; malformed slugs cannot exist, so they are a 404 too. */
export function slugParam(raw: string, what: string): string {
  const slug = parseSlug(raw);
  if (slug === null) throw notFound(what);
  return slug;
}
