import type { RateCounters } from "../auth/rate-counter.ts";

/**
 * Drawings of structure search hits made afresh per client address group (IPv6: per /64) and
 * minute, STRUCTURE_DRAWINGS_PER_MINUTE: each costs an RDKit worker tens of milliseconds, so one
 * address asking for drawings nobody asked for before (a new query for each) would take the
 * workers from everyone's searches. Only the route counts, which a drawing from the shared cache
 * never reaches: a cached drawing costs nothing and is not counted (docs/decisions/security/0090-drawings-cannot-burn-cpu.md).
 */
export interface DrawingLimit {
  readonly perMinute: number;
  /** Counts one drawing for the group: 0 when it may be drawn, else the seconds until its window ends. */
  take(group: string): Promise<number>;
}

const WINDOW_SECONDS = 60;

export function createDrawingLimit(counters: RateCounters, perMinute: number): DrawingLimit {
  const counter = counters("structure-drawing", perMinute, WINDOW_SECONDS);
  return {
    perMinute,
    async take(group) {
      try {
        return await counter.count(group);
      } catch {
        // The store (PostgreSQL) cannot be reached: drawings need no database, so, as the public
        // reads do (public-api.ts), the drawing goes on uncounted; RDKit's pool still bounds the work.
        return 0;
      }
    },
  };
}
