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

/**
 * The same address for a request the Node listener answers itself (a shared-cache hit or a direct
 * route), from its X-Forwarded-For header and its socket's peer.
 */
export function socketClientAddress(
  forwardedFor: string | string[] | undefined,
  peer: string | undefined,
  options: { trustProxy: boolean },
): string {
  if (options.trustProxy && typeof forwardedFor === "string") {
    const hops = forwardedFor.split(",");
    const last = hops[hops.length - 1]?.trim();
    if (last) return last;
  }
  return peer ?? "unknown";
}

/**
 * The group an address belongs to for per-address limits: an IPv4 address itself (also when
 * written IPv4-mapped, ::ffff:1.2.3.4), an IPv6 address its /64 network, which one host or home
 * usually gets whole; anything else as it is.
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(":")) return address;
  const bare = address.split("%")[0].toLowerCase();
  const [head, tail = ""] = bare.split("::");
  const front = head ? head.split(":") : [];
  const back = bare.includes("::") && tail ? tail.split(":") : [];
  const missing = 8 - front.length - back.length;
  const groups = bare.includes("::") ? [...front, ...Array(Math.max(0, missing)).fill("0"), ...back] : front;
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
