import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

/** Cookie names (docs/product/api.md §6.2; XSRF-TOKEN is the name Laravel/Sanctum clients read). */
export const SESSION_COOKIE = "synthesis_session";
export const XSRF_COOKIE = "XSRF-TOKEN";
/** Both cookies last 2 hours, as the cookie policy states; the session's database expiry matches. */
export const COOKIE_LIFETIME_SECONDS = 2 * 60 * 60;

export interface CookieSettings {
  /** Config COOKIE_SECURE: set when served over HTTPS. */
  secure: boolean;
}

const base = (settings: CookieSettings) =>
  ({ path: "/", sameSite: "Lax", secure: settings.secure, maxAge: COOKIE_LIFETIME_SECONDS }) as const;

/** HttpOnly: page scripts never see the session id. */
export function setSessionCookie(c: Context, value: string, settings: CookieSettings): void {
  setCookie(c, SESSION_COOKIE, value, { ...base(settings), httpOnly: true });
}

/** Not HttpOnly on purpose: the client reads it and echoes it in the X-XSRF-TOKEN header. */
export function setXsrfCookie(c: Context, value: string, settings: CookieSettings): void {
  setCookie(c, XSRF_COOKIE, value, { ...base(settings), httpOnly: false });
}

export function clearAuthCookies(c: Context, settings: CookieSettings): void {
  const { path, sameSite, secure } = base(settings);
  deleteCookie(c, SESSION_COOKIE, { path, sameSite, secure, httpOnly: true });
  deleteCookie(c, XSRF_COOKIE, { path, sameSite, secure });
}

export const readSessionCookie = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE);
export const readXsrfCookie = (c: Context): string | undefined => getCookie(c, XSRF_COOKIE);

/**
 * The anti-forgery token a request sends: X-XSRF-TOKEN (copied from the cookie, URL-decoded like
 * Laravel clients do) or X-CSRF-TOKEN (from the page's csrf-token meta tag).
 */
export function readCsrfHeader(c: Context): string | undefined {
  const value = c.req.header("X-XSRF-TOKEN") ?? c.req.header("X-CSRF-TOKEN");
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
