import pino from "pino";
import { describe, expect, it } from "vitest";
import { BackgroundJobs } from "./background-jobs.ts";

function logged() {
  const lines: { level: number; msg: string; job?: string }[] = [];
  const logger = pino({ base: undefined }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { lines, logger };
}

describe("BackgroundJobs", () => {
  it("stops a running job at its next step and logs no failure for it", async () => {
    const { lines, logger } = logged();
    const jobs = new BackgroundJobs(logger);
    let steps = 0;
    jobs.run("image repair", async (signal) => {
      for (;;) {
        signal.throwIfAborted();
        steps++;
        await new Promise((r) => setTimeout(r, 5));
      }
    });
    await new Promise((r) => setTimeout(r, 30));
    await jobs.stop();
    const done = steps;
    await new Promise((r) => setTimeout(r, 30));
    expect(steps).toBe(done);
    expect(done).toBeGreaterThan(0);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        job: "image repair",
        msg: "background job stopped by the shutdown",
      }),
    ]);
  });

  it("logs a job's own failure as '<name> failed'", async () => {
    const { lines, logger } = logged();
    const jobs = new BackgroundJobs(logger);
    await jobs.run("fingerprint backfill", async () => {
      throw new Error("database unreachable");
    });
    expect(lines.map((l) => [l.level, l.msg])).toEqual([[50, "fingerprint backfill failed"]]);
    await jobs.stop();
  });
});
