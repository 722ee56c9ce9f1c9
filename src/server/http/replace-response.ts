import type { Context } from "hono";

/**
 * Sets `c.res` to exactly `response`. Hono's setter copies every header of the previous response
 * onto a new one (a stale Content-Length or Content-Encoding included), so the old one is dropped
 * first.
 */
export function replaceResponse(c: Context, response: Response): void {
  c.res = undefined;
  c.res = response;
}
