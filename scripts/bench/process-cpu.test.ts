import { describe, expect, it } from "vitest";
import { cpuPerRequest, processCpuMs, waitUntilIdle } from "./process-cpu.ts";

describe("a process's CPU time from /proc", () => {
  it("grows while this process computes, and is shared out per request", async () => {
    const before = processCpuMs(process.pid);
    const perRequest = await cpuPerRequest(process.pid, 10, async () => {
      const end = performance.now() + 300;
      let x = 0;
      while (performance.now() < end) x += Math.sqrt(x + 1);
      expect(x).toBeGreaterThan(0);
    });
    expect(processCpuMs(process.pid)).toBeGreaterThan(before);
    // About 300 ms of CPU over 10 requests: tens of milliseconds each, in microseconds.
    expect(perRequest).toBeGreaterThan(5_000);
  });
});

describe("waiting for a process to go idle", () => {
  it("returns once a busy child has stopped computing", async () => {
    const { spawn } = await import("node:child_process");
    const child = spawn(process.execPath, [
      "-e",
      "const end = Date.now() + 1500; while (Date.now() < end);setTimeout(() => {}, 10000)",
    ]);
    try {
      const waited = await waitUntilIdle(child.pid as number, { windowMs: 300, timeoutMs: 10_000 });
      expect(waited).toBeGreaterThanOrEqual(1_200);
    } finally {
      child.kill();
    }
  });
});
