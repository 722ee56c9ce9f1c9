import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's network address, for per-client limits. Behind a reverse proxy (trustProxy) it is the
 * last X-Forwarded-For entry, the one our own proxy appended (earlier entries are client-supplied and
 * can be forged); this assumes exactly one proxy hop. Otherwise it is the socket's peer address.
 * Requests without a socket (in-process tests) get 'unknown'.
 */
export function clientAddress(c: Context, options: { trustProxy: boolean }): string {
  if (options.trustProxy) {
    const hops = c.req.header("X-Forwarded-For")?.split(",");
    const last = hops?.[hops.length - 1]?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
