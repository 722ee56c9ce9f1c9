import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { cpuPerRequest, processCpuMs, waitUntilIdle } from "./process-cpu.ts";

describe("a process's CPU time from /proc", () => {
  it("grows while this process computes, and is shared out per request", async () => {
    const before = processCpuMs(process.pid);
    // Computes until the process has used 100 ms more CPU, however busy the machine: the figure per
    // request is then that CPU over the 10 requests, 10 ms each (a clock tick or two more).
    const perRequest = await cpuPerRequest(process.pid, 10, async () => {
      const start = processCpuMs(process.pid);
      const deadline = performance.now() + 20_000;
      let x = 0;
      while (processCpuMs(process.pid) - start < 100 && performance.now() < deadline) {
        for (let i = 0; i < 100_000; i++) x += Math.sqrt(x + i);
      }
      expect(x).toBeGreaterThan(0);
    });
    expect(processCpuMs(process.pid) - before).toBeGreaterThanOrEqual(100);
    expect(perRequest).toBeGreaterThanOrEqual(10_000);
    expect(perRequest).toBeLessThan(20_000);
  });
});

describe("waiting for a process to go idle", () => {
  it("returns once a busy child has stopped computing", async () => {
    // The child says it has started, computes until it has used 800 ms of CPU, then waits. The
    // watch starts once it computes (a start slowed by a loaded machine is not idleness), over
    // windows long enough that a child starved by other work still shows as busy.
    const child = spawn(process.execPath, [
      "-e",
      "console.log('busy'); const s = process.cpuUsage(); while (process.cpuUsage(s).user < 800_000); setTimeout(() => {}, 30_000)",
    ]);
    try {
      await new Promise((started) => child.stdout.once("data", started));
      await waitUntilIdle(child.pid as number, { windowMs: 1_000, timeoutMs: 30_000 });
      // Idle only once its work was done.
      expect(processCpuMs(child.pid as number)).toBeGreaterThanOrEqual(800);
    } finally {
      child.kill();
    }
  });
});
