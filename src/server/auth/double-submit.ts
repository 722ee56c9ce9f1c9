import { createMiddleware } from "hono/factory";
import { csrfMismatch } from "../http/errors.ts";
import { readCsrfHeader, readXsrfCookie } from "./cookies.ts";
import { secretsMatch } from "./tokens.ts";

/**
 * The anti-forgery check of the anonymous writes (sign-in, sign-up, invitations, passwords): the
 * XSRF-TOKEN cookie must come back in the X-XSRF-TOKEN header (double submit: only a page of our
 * own origin can read the cookie), else 419, before the body is read.
 */
export const doubleSubmit = createMiddleware(async (c, next) => {
  if (!secretsMatch(readCsrfHeader(c), readXsrfCookie(c))) throw csrfMismatch();
  await next();
});
