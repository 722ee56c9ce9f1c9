/**
 * Background pace for long jobs that share the server's one event loop with the site (the bulk
 * downloads; docs/decisions/exports/0088-bulk-downloads-give-way-to-pages.md). A job calls its `giveWay()`
 * between small pieces of work. Every call lets the event loop turn (so requests that arrived
 * meanwhile are read and V8's collector finishes its work). While requests keep arriving it also
 * pauses, so that the job takes at most `share` of the time: after 2 ms of work at a share of 0.05,
 * up to 38 ms of pause. The pause is taken in short steps and ends as soon as the site falls
 * quiet, so a job beside light traffic runs at nearly full speed, and one on an idle site at full.
 */
export type GiveWay = () => Promise<void>;

export interface BackgroundPacer {
  /** A pace for one job: it times the work done since its previous call. */
  start(): GiveWay;
}

export interface PaceOptions {
  /** Whether requests are arriving right now (http/site-activity.ts). */
  busy: () => boolean;
  /** The most of the time a job may take while the site is busy (0 < share ≤ 1). */
  share?: number;
  /** The longest pause after one piece, so a slow piece does not stall a download for seconds. */
  maxPauseMs?: number;
  now?: () => number;
}

/** The share a bulk download keeps while pages are being served flat out. */
export const BUSY_SHARE = 0.05;
/** How often a pause looks whether the site has fallen quiet. */
const STEP_MS = 5;

const turnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
        let left = Math.min(maxPauseMs, (worked * (1 - share)) / share);
        while (left > 0 && options.busy()) {
          const step = Math.min(left, STEP_MS);
          await sleep(step);
          left -= step;
        }
        since = now();
      };
    },
  };
}
