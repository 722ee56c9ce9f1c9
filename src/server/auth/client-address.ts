import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { canonicalAddress } from "./ip-address.ts";

/**
 * The client's network address, for per-client limits (the one place it is derived): behind a
 * reverse proxy (trustProxy) the last X-Forwarded-For entry, the one our own proxy appended
 * (earlier entries are client-supplied and can be forged; this assumes exactly one proxy hop),
 * otherwise the socket's peer. Either is written in its one canonical form (ip-address.ts), so
 * `1.2.3.4:5678`, `::ffff:1.2.3.4` and `1.2.3.4` are one client; a hop that is no IP address falls
 * back to the peer. Requests without a socket (in-process tests) get 'unknown'.
 */
export function socketClientAddress(
  forwardedFor: string | string[] | undefined,
  peer: string | undefined,
  options: { trustProxy: boolean },
): string {
  if (options.trustProxy && forwardedFor !== undefined) {
    const hops = (typeof forwardedFor === "string" ? forwardedFor : forwardedFor.join(",")).split(",");
    const last = canonicalAddress(hops[hops.length - 1] ?? "");
    if (last) return last;
  }
  if (peer === undefined) return "unknown";
  return canonicalAddress(peer) ?? peer;
}

/** The same address for a request inside the Hono app, from its header and its socket's peer. */
export function clientAddress(c: Context, options: { trustProxy: boolean }): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  return socketClientAddress(c.req.header("X-Forwarded-For"), peer, options);
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
