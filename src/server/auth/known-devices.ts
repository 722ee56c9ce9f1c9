import { createHmac, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { CookieSettings } from "./cookies.ts";
import { secretsMatch } from "./tokens.ts";

/**
 * Browsers that signed in to an account before (docs/decisions/security/0040-csp-backstop-targeted-lockout-and-secrets-in-logs.md "CSP backstop, targeted lockout
 * and secrets in logs"): a successful sign-in leaves a device cookie, `<random>.<mac>`, whose MAC
 * binds it to the account's email under a key of this process. While an account's failure limit is
 * reached, a sign-in from such a browser is still checked, so failures from elsewhere cannot lock
 * the owner out. The key lives in memory like the limits themselves: after a restart, or on
 * another server sharing the database, the cookie is simply not recognised (the fresh-address rule
 * of login-limits.ts still applies).
 */
export const DEVICE_COOKIE = "synthesis_device";
/** Half a year: a browser used now and then stays known. */
const DEVICE_COOKIE_SECONDS = 180 * 24 * 60 * 60;

export interface KnownDevices {
  /** Whether the request carries a device cookie this process issued for `email`. */
  recognizes(c: Context, email: string): boolean;
  /** After a correct password: marks this browser as a known device of `email`. */
  remember(c: Context, email: string, settings: CookieSettings): void;
}

export function createKnownDevices(key: Buffer = randomBytes(32)): KnownDevices {
  const mac = (id: string, email: string) =>
    createHmac("sha256", key).update(`${id}\n${email.trim().toLowerCase()}`).digest("base64url");
  return {
    recognizes(c, email) {
      const [id, given] = (getCookie(c, DEVICE_COOKIE) ?? "").split(".");
      if (!id || !given) return false;
      return secretsMatch(given, mac(id, email));
    },
    remember(c, email, settings) {
      const id = randomBytes(16).toString("base64url");
      setCookie(c, DEVICE_COOKIE, `${id}.${mac(id, email)}`, {
        // Only the calls that check a password read it.
        path: "/api",
        sameSite: "Lax",
        secure: settings.secure,
        httpOnly: true,
        maxAge: DEVICE_COOKIE_SECONDS,
      });
    },
  };
}
