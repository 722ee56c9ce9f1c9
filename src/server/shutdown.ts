import type { ConnectionDrain } from "./http/connection-drain.ts";
import type { Logger } from "./logger.ts";

/** The longest the background work and the database may take to close once the requests are done. */
export const CLOSE_TIMEOUT_MS = 5_000;

export interface ShutdownDeps {
  drain: Pick<ConnectionDrain, "drain" | "cut" | "running">;
  /** SHUTDOWN_TIMEOUT_MS: the longest the requests under way may take to finish. */
  timeoutMs: number;
  /** Makes /readyz answer 503 (runtime.beginShutdown). */
  beginShutdown: () => void;
  /** Stops the start's background jobs, then the runtime's work, closing the database last. */
  close: () => Promise<void>;
  logger: Logger;
  exit: (code: number) => void;
  closeTimeoutMs?: number;
}

/**
 * The graceful shutdown of SIGTERM and SIGINT (docs/operations.md "Restarts", docs/decisions/operations/0101-graceful-shutdown.md
 * "Graceful shutdown"): /readyz answers 503 at once, the server stops accepting connections and
 * lets the requests under way finish (at most `timeoutMs`), then the background work stops and the
 * database closes. The process exits with 0, or 1 when requests had to be cut (the drain's
 * deadline, a second signal) or closing overran CLOSE_TIMEOUT_MS. Returns the signal handler.
 */
export function gracefulShutdown(deps: ShutdownDeps): (signal: NodeJS.Signals) => void {
  let begun = false;
  return (signal) => {
    if (begun) {
      deps.logger.warn(
        { signal, running: deps.drain.running },
        "second signal: cutting the requests under way",
      );
      deps.drain.cut();
      return;
    }
    begun = true;
    void run(deps, signal);
  };
}

async function run(deps: ShutdownDeps, signal: NodeJS.Signals) {
  const started = performance.now();
  deps.logger.info({ signal, timeoutMs: deps.timeoutMs, running: deps.drain.running }, "shutting down");
  deps.beginShutdown();
  const { finished, cut } = await deps.drain.drain(deps.timeoutMs);
  if (cut > 0) deps.logger.warn({ cut, finished }, "shutdown: requests still running were cut");
  const closeTimeoutMs = deps.closeTimeoutMs ?? CLOSE_TIMEOUT_MS;
  const closing = deps.close().then(
    () => "closed" as const,
    (error: unknown) => {
      deps.logger.error({ err: error }, "shutdown: closing failed");
      return "failed" as const;
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const overrun = new Promise<"overran">((resolve) => {
    timer = setTimeout(() => resolve("overran"), closeTimeoutMs);
  });
  const outcome = await Promise.race([closing, overrun]);
  clearTimeout(timer);
  if (outcome === "overran") deps.logger.warn({ closeTimeoutMs }, "shutdown: closing did not finish in time");
  const clean = cut === 0 && outcome === "closed";
  deps.logger.info({ ms: Math.round(performance.now() - started), finished, cut }, "shut down");
  deps.exit(clean ? 0 : 1);
}
