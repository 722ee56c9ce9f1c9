import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { HttpMetrics } from "../metrics/http-metrics.ts";

/** What a middleware that answered by itself says about its answer (no route of its own answered). */
const notes = new WeakMap<Request, { route?: string; limiter?: string }>();

/** Marks this request's 429 as `limiter`'s (a gate in front of the routes, e.g. the public read limit). */
export function noteRefusal(c: Context, limiter: string): void {
  notes.set(c.req.raw, { ...notes.get(c.req.raw), limiter });
}

/** Counts this request under `route`: a cached answer, under the route that made it. */
export function noteRoute(c: Context, route: string | undefined): void {
  if (route) notes.set(c.req.raw, { ...notes.get(c.req.raw), route });
}

/**
 * Counts each request the app answers under the route pattern that answered it (Hono's matched
 * route: `/api/syntheses/:id`, `/api/*` for an unknown API path, `/*` for the pages, which the web
 * app routes itself; a cached answer, the route that made it), its status and latency; a 429 also
 * counts for its limiter: one a gate noted, else the route's own limits, named by the route.
 */
export function requestMetrics(metrics: HttpMetrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const note = notes.get(c.req.raw);
    const route = note?.route ?? routePath(c);
    const status = c.res.status;
    metrics.observe(c.req.method, route, status, (performance.now() - started) / 1000);
    if (status === 429) metrics.refused(note?.limiter ?? route);
  };
}
