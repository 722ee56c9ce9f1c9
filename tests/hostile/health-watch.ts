/**
 * Asks /healthz over and over while a hostile case runs, one request at a time, and keeps the slowest
 * answer: the server must stay responsive (each answer within a second) whatever the case sends.
 */
export function watchHealth(origin: string) {
  let running = true;
  let slowest = 0;
  let failures = 0;
  let answers = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5_000) });
        await response.arrayBuffer();
        if (response.status !== 200) failures++;
      } catch {
        failures++;
      }
      answers++;
      slowest = Math.max(slowest, performance.now() - started);
      // A paced loop, not synchronisation: about ten probes a second is enough to see a stall.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    /** Stops after the probe under way; resolves with the slowest answer in milliseconds. */
    async stop(): Promise<{ slowestMs: number; failures: number; answers: number }> {
      running = false;
      await loop;
      return { slowestMs: slowest, failures, answers };
    },
  };
}
