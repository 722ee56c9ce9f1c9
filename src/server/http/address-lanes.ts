import type { MiddlewareHandler } from "hono";
import { addressGroup, clientAddress } from "../auth/client-address.ts";
import { errorResponse, tooManyRequests } from "./errors.ts";

/**
 * Requests that need a structure worker (previews, structure search, imports) from one client
 * address run at most `perAddress` at a time; more wait in that address's own line (up to
 * `waiting`, then 429). The structure pool's queue is first come first served, so without this a
 * client sending many slow structures at once would fill it and starve everyone else; with it,
 * another client's call waits behind at most `perAddress` of anyone's.
 */
export interface AddressLanes {
  /** Resolves with the release function once the address may go on; null when its line is full. */
  enter(group: string): Promise<(() => void) | null>;
  /** Requests running now, over every address (tests). */
  readonly running: number;
}

export function createAddressLanes(limits: { perAddress: number; waiting: number }): AddressLanes {
  const lanes = new Map<string, { running: number; queue: (() => void)[] }>();
  let running = 0;
  const release = (group: string) => {
    const lane = lanes.get(group);
    if (!lane) return;
    const next = lane.queue.shift();
    // The freed place goes straight to the address's next request, if one waits.
    if (next) return next();
    lane.running--;
    running--;
    if (lane.running === 0) lanes.delete(group);
  };
  const releaser = (group: string) => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      release(group);
    };
  };
  return {
    enter(group) {
      let lane = lanes.get(group);
      if (!lane) {
        lane = { running: 0, queue: [] };
        lanes.set(group, lane);
      }
      if (lane.running < limits.perAddress) {
        lane.running++;
        running++;
        return Promise.resolve(releaser(group));
      }
      if (lane.queue.length >= limits.waiting) return Promise.resolve(null);
      const queue = lane.queue;
      return new Promise((resolve) => queue.push(() => resolve(releaser(group))));
    },
    get running() {
      return running;
    },
  };
}

/** The lanes as middleware: the route runs inside the address's place, which its end gives back. */
export function addressLanesMiddleware(
  lanes: AddressLanes,
  options: { trustProxy: boolean },
): MiddlewareHandler {
  return async (c, next) => {
    const leave = await lanes.enter(addressGroup(clientAddress(c, options)));
    if (!leave) return errorResponse(tooManyRequests(2));
    try {
      await next();
    } finally {
      leave();
    }
  };
}
