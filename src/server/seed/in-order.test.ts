import { describe, expect, it } from "vitest";
import { inOrder } from "./in-order.ts";

const later = (ms: number) => new Promise((resolve) => setImmediate(resolve, ms));

describe("inOrder", () => {
  it("gives the answers in the items' order, never more than `limit` running at once", async () => {
    let running = 0;
    let most = 0;
    const answers = await inOrder([5, 1, 4, 2, 3, 0], 2, async (n) => {
      running++;
      most = Math.max(most, running);
      for (let i = 0; i < n; i++) await later(0);
      running--;
      return n * 10;
    });
    expect(answers).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });

  it("throws the error of the first failing item in order and starts nothing after a failure", async () => {
    const started: number[] = [];
    const failing = inOrder([0, 1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      // Item 2 fails at once, item 1 a little later: the loop's error would have been item 1's.
      for (let i = 0; i < (n === 1 ? 3 : 0); i++) await later(0);
      if (n === 1 || n === 2) throw new Error(`item ${n}`);
      return n;
    });
    await expect(failing).rejects.toThrow("item 1");
    expect(started).not.toContain(4);
    expect(started).not.toContain(5);
  });

  it("answers an empty list with an empty list", async () => {
    expect(await inOrder([], 4, async () => 1)).toEqual([]);
  });
});
