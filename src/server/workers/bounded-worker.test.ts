import { afterEach, describe, expect, it } from "vitest";
import { BoundedTaskError, type BoundedWorker, createBoundedWorker } from "./bounded-worker.ts";

type Task = { kind: "echo" | "spin" | "hoard" | "throw"; value?: string };
const WORKER = new URL("../../../tests/fixtures/workers/hostile-task-worker.ts", import.meta.url);

let worker: BoundedWorker<Task, string> | undefined;
afterEach(async () => {
  await worker?.close();
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "answered",
    (error: unknown) => (error instanceof BoundedTaskError ? error.kind : String(error)),
  );

describe("a bounded worker", () => {
  it("ends a task past its time limit, keeps the main thread free meanwhile, and answers the next task", async () => {
    worker = createBoundedWorker<Task, string>({ url: WORKER, timeoutMs: 300, maxWaiting: 4 });
    expect(await worker.run({ kind: "echo", value: "warm" })).toBe("warm");
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    const spun = failureOf(worker.run({ kind: "spin" }));
    const next = worker.run({ kind: "echo", value: "after" });
    expect(await spun).toBe("timeout");
    clearInterval(ticker);
    // The main thread kept its timers running while the task spun in the worker.
    expect(ticks).toBeGreaterThan(5);
    expect(await next).toBe("after");
  });

  it("ends a task that passes the heap limit as out of memory, and answers the next task", async () => {
    worker = createBoundedWorker<Task, string>({
      url: WORKER,
      timeoutMs: 20_000,
      maxWaiting: 4,
      resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
    });
    expect(await failureOf(worker.run({ kind: "hoard" }))).toBe("out_of_memory");
    expect(await worker.run({ kind: "echo", value: "still here" })).toBe("still here");
  });

  it("refuses a task beyond the waiting queue at once, and reports a task that throws as crashed", async () => {
    worker = createBoundedWorker<Task, string>({ url: WORKER, timeoutMs: 300, maxWaiting: 1 });
    const running = failureOf(worker.run({ kind: "spin" }));
    const waiting = worker.run({ kind: "echo", value: "queued" });
    expect(await failureOf(worker.run({ kind: "echo" }))).toBe("busy");
    expect(await running).toBe("timeout");
    expect(await waiting).toBe("queued");
    expect(await failureOf(worker.run({ kind: "throw" }))).toBe("crashed");
    expect(await worker.run({ kind: "echo", value: "fine" })).toBe("fine");
  });
});
