import { describe, expect, it } from "vitest";
import { attempt, serialQueue } from "./editor-context.tsx";

describe("serialQueue", () => {
  it("starts a task only when the previous one has settled, even after a failure", async () => {
    const run = serialQueue();
    const log: string[] = [];
    let release: () => void = () => undefined;
    const first = run(
      () =>
        new Promise<void>((resolve) => {
          log.push("first start");
          release = () => {
            log.push("first end");
            resolve();
          };
        }),
    );
    const second = run(async () => {
      log.push("second");
      throw new Error("refused");
    });
    const third = run(async () => {
      log.push("third");
      return 3;
    });
    await Promise.resolve();
    expect(log).toEqual(["first start"]);
    release();
    await first;
    await expect(second).rejects.toThrow("refused");
    await expect(third).resolves.toBe(3);
    expect(log).toEqual(["first start", "first end", "second", "third"]);
  });
});

describe("attempt", () => {
  it("answers the value, or shows the refusal's message and answers not ok", async () => {
    const shown: string[] = [];
    await expect(
      attempt(
        (t) => shown.push(t),
        async () => 5,
      ),
    ).resolves.toEqual({ ok: true, value: 5 });
    await expect(
      attempt(
        (t) => shown.push(t),
        async () => {
          throw new Error("Used by 2 published syntheses");
        },
      ),
    ).resolves.toEqual({ ok: false });
    expect(shown).toEqual(["Used by 2 published syntheses"]);
  });
});
