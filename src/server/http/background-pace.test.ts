import { describe, expect, test } from "vitest";
import { backgroundPacer } from "./background-pace.ts";

/** A clock the test moves: the pace reads it to time the work between two calls. */
function clock() {
  let t = 0;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

describe("background pace", () => {
  test("lets the event loop turn at every call, even on an idle site", async () => {
    const pace = backgroundPacer({ busy: () => false }).start();
    const order: string[] = [];
    setImmediate(() => order.push("other work"));
    await pace();
    order.push("job");
    expect(order).toEqual(["other work", "job"]);
  });

  test("pauses in proportion to the work done while the site is busy", async () => {
    const c = clock();
    const pace = backgroundPacer({ busy: () => true, share: 0.5, now: c.now }).start();
    c.advance(40); // 40 ms of work at a share of one half: 40 ms of pause
    const started = performance.now();
    await pace();
    expect(performance.now() - started).toBeGreaterThanOrEqual(38);
  });

  test("ends a pause as soon as the site falls quiet", async () => {
    const c = clock();
    let asked = 0;
    // Busy at the first two looks, then quiet: two steps of the pause, not its 250 ms.
    const busy = () => ++asked <= 2;
    const pace = backgroundPacer({ busy, share: 0.01, now: c.now }).start();
    c.advance(1000);
    await pace();
    expect(asked).toBe(3);
  });

  test("does not pause while the site is idle", async () => {
    const c = clock();
    const pace = backgroundPacer({ busy: () => false, share: 0.1, now: c.now }).start();
    c.advance(1000); // a pause would be 9 s
    const started = performance.now();
    await pace();
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test("never pauses longer than its longest pause", async () => {
    const c = clock();
    const pace = backgroundPacer({ busy: () => true, share: 0.1, maxPauseMs: 30, now: c.now }).start();
    c.advance(1000);
    const started = performance.now();
    await pace();
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test("refuses a share outside (0, 1]", () => {
    expect(() => backgroundPacer({ busy: () => true, share: 0 })).toThrow(RangeError);
    expect(() => backgroundPacer({ busy: () => true, share: 1.5 })).toThrow(RangeError);
  });
});
