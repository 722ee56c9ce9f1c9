/**
 * How many bulk downloads run at once, per client address group and in all (docs/decisions/exports/0097-bulk-downloads-one-copy-per-revision-a-cap.md
 * "Bulk downloads: one copy per revision, a cap on those at once"). A download takes a slot before
 * its answer's first byte and gives it back when its body ends, however it ends; over a cap it gets
 * no slot and the route answers 429 (the address) or 503 (the server) with Retry-After instead.
 */
export interface DownloadSlot {
  /** Gives the slot back; only the first call counts. */
  release(): void;
}

export type SlotRefusal = "address" | "total";

export interface DownloadSlots {
  take(addressGroup: string): DownloadSlot | SlotRefusal;
  /** Downloads running now (tests and the log). */
  readonly running: number;
}

export function createDownloadSlots(limits: { perAddress: number; total: number }): DownloadSlots {
  const byAddress = new Map<string, number>();
  let running = 0;
  return {
    take(addressGroup) {
      const mine = byAddress.get(addressGroup) ?? 0;
      if (mine >= limits.perAddress) return "address";
      if (running >= limits.total) return "total";
      byAddress.set(addressGroup, mine + 1);
      running++;
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          running--;
          const left = (byAddress.get(addressGroup) ?? 1) - 1;
          if (left > 0) byAddress.set(addressGroup, left);
          else byAddress.delete(addressGroup);
        },
      };
    },
    get running() {
      return running;
    },
  };
}
