import { describe, expect, it } from "vitest";
import { RebuildPacer } from "./rebuild-pacer.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A rebuild that records when it ran and what "data version" it read. */
function recorder(runMs = 20) {
  const runs: number[] = [];
  let version = 0;
  let running = 0;
  let overlapped = false;
  const run = async () => {
    running++;
    if (running > 1) overlapped = true;
    const read = version;
    await pause(runMs);
    runs.push(read);
    running--;
  };
  return { runs, run, write: () => version++, overlapped: () => overlapped };
}

describe("paced index rebuilds", () => {
  it("a burst of changes costs one rebuild per interval, never two at once, and the last one reads every change", async () => {
    const r = recorder();
    const pacer = new RebuildPacer(r.run, { minIntervalMs: 150, retryMs: 1_000 });
    const waits: Promise<void>[] = [];
    for (let i = 0; i < 10; i++) {
      r.write();
      waits.push(pacer.request());
      await pause(30);
    }
    await Promise.all(waits);
    expect(pacer.busy).toBe(false);
    expect(r.overlapped()).toBe(false);
    // 10 changes over ~300 ms: the first rebuild at once, then at most one per 150 ms.
    expect(r.runs.length).toBeGreaterThanOrEqual(2);
    expect(r.runs.length).toBeLessThanOrEqual(4);
    expect(r.runs.at(-1)).toBe(10);
    await pacer.stop();
  });

  it("a caller that waits sees a rebuild that started after it asked", async () => {
    const r = recorder(50);
    const pacer = new RebuildPacer(r.run, { minIntervalMs: 0, retryMs: 1_000 });
    void pacer.request(); // starts at once, reads version 0
    await pause(10);
    r.write();
    await pacer.request(); // must not be answered by the rebuild already running
    expect(r.runs).toEqual([0, 1]);
    await pacer.stop();
  });

  it("a failed rebuild releases its callers and is tried again after the retry delay", async () => {
    let calls = 0;
    const pacer = new RebuildPacer(
      async () => {
        calls++;
        if (calls === 1) throw new Error("database out of reach");
      },
      { minIntervalMs: 0, retryMs: 50 },
    );
    await pacer.request();
    expect(calls).toBe(1);
    await expect.poll(() => calls, { timeout: 2_000 }).toBe(2);
    await pacer.stop();
  });

  it("stop() cancels a rebuild that waits and releases its callers", async () => {
    const r = recorder();
    const pacer = new RebuildPacer(r.run, { minIntervalMs: 10_000, retryMs: 1_000 });
    await pacer.request(); // the first runs at once
    const waiting = pacer.request(); // the next would wait 10 s
    expect(pacer.busy).toBe(true);
    await pacer.stop();
    await waiting;
    expect(r.runs).toEqual([0]);
  });
});
