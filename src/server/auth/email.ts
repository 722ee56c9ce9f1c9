import { z } from "zod";

/**
 * An account email as stored and looked up: trimmed and lower-cased, so "Ada@Example.org" and
 * "ada@example.org" are one account (for login, sign-up and the login throttle alike).
 */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: "must be an email address" }));
