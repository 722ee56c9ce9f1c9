/**
 * Background pace for long jobs that share the server's one event loop with the site (the bulk
 * downloads; docs/decisions.md "Bulk downloads give way to pages"). A job calls its `giveWay()`
 * between small pieces of work. Every call lets the event loop turn (so requests that arrived
 * meanwhile are read and V8's collector finishes its work); while the site is busy it also pauses
 * long enough that the job takes at most `share` of the time: after 2 ms of work at a share of
 * 0.1, 18 ms of pause. An idle site lets the job run at full speed.
 */
export type GiveWay = () => Promise<void>;

export interface BackgroundPacer {
  /** A pace for one job: it times the work done since its previous call. */
  start(): GiveWay;
}

export interface PaceOptions {
  /** Whether anyone else is being served (http/site-activity.ts). */
  busy: () => boolean;
  /** The most of the time a job may take while the site is busy (0 < share ≤ 1). */
  share?: number;
  /** The longest single pause, so a slow piece does not stall a download for seconds. */
  maxPauseMs?: number;
  now?: () => number;
}

/** The share a bulk download keeps while pages are being served: pages keep 90 % of the server. */
export const BUSY_SHARE = 0.1;

const turnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function backgroundPacer(options: PaceOptions): BackgroundPacer {
  const share = options.share ?? BUSY_SHARE;
  if (!(share > 0 && share <= 1)) throw new RangeError(`share must be in (0, 1], not ${share}`);
  const maxPauseMs = options.maxPauseMs ?? 250;
  const now = options.now ?? (() => performance.now());
  return {
    start() {
      let since = now();
      return async () => {
        const worked = now() - since;
        await turnOfTheLoop();
        if (share < 1 && options.busy()) await pause(Math.min(maxPauseMs, (worked * (1 - share)) / share));
        since = now();
      };
    },
  };
}
