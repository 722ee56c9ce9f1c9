import { z } from "zod";
import { notFound } from "./errors.ts";

/** A positive integer id from the path. Anything else is a missing record (404), never a 500. */
export function idParam(raw: string, what: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw notFound(what);
  const id = Number(raw);
  if (id > 2_147_483_647) throw notFound(what);
  return id;
}

/** A url slug from the path; malformed slugs cannot exist, so they are a 404 too. */
export function slugParam(raw: string, what: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]{0,199}$/.test(raw)) throw notFound(what);
  return raw;
}

export const searchQuerySchema = z.object({
  q: z.string().max(200, "must be at most 200 characters").default(""),
});
