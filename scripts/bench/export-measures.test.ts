import { describe, expect, it } from "vitest";
import {
  type ExportMeasure,
  exportTable,
  goalsOf,
  rssGrowthMb,
  statusKb,
  throughputRatio,
} from "./export-measures.ts";

const STATUS = `Name:\tnode
VmPeak:\t 1234567 kB
VmHWM:\t  310244 kB
VmRSS:\t  287652 kB
RssAnon:\t  200000 kB
`;

describe("export benchmark arithmetic", () => {
  it("reads VmRSS and VmHWM from /proc/<pid>/status, not the fields that start alike", () => {
    expect(statusKb(STATUS, "VmRSS")).toBe(287652);
    expect(statusKb(STATUS, "VmHWM")).toBe(310244);
    expect(statusKb("Name:\tnode\n", "VmRSS")).toBeNull();
  });

  it("compares throughputs per second, so windows of different lengths compare fairly", () => {
    expect(throughputRatio({ count: 900, ms: 10_000 }, { count: 500, ms: 5_000 })).toBeCloseTo(0.9);
    expect(throughputRatio({ count: 10, ms: 1000 }, { count: 0, ms: 1000 })).toBe(0);
  });

  it("takes the RSS growth from the highest sample or the kernel's peak, never below zero", () => {
    expect(rssGrowthMb(100 * 1024, [110 * 1024, 120 * 1024], null)).toBe(20);
    expect(rssGrowthMb(100 * 1024, [110 * 1024], 130 * 1024)).toBe(30);
    expect(rssGrowthMb(100 * 1024, [90 * 1024], 95 * 1024)).toBe(0);
  });

  it("judges both goals, the memory one on the larger growth, and prints them in the table", () => {
    const m: ExportMeasure = {
      file: "molecules.sdf",
      seconds: 4,
      bytes: 8_000_000,
      idleGrowthMb: 12.5,
      busyBytesPerSecond: 250_000,
      aloneRps: 1000,
      duringRps: 790,
      ratio: 0.79,
      rssBeforeMb: 250,
      busyGrowthMb: 3,
      failed: 0,
    };
    expect(goalsOf(m)).toEqual({ throughput: false, memory: true });
    expect(goalsOf({ ...m, ratio: 0.8, busyGrowthMb: 50 })).toEqual({ throughput: true, memory: false });
    expect(goalsOf({ ...m, idleGrowthMb: 60 }).memory).toBe(false);
    const table = exportTable([m]);
    expect(table).toContain(
      "| molecules.sdf | 4.00 | 8000000 | 2.0 | 0.25 | 1000 | 790 | 0.79 | 250 | 12.5 / 3.0 | NOT met, met |",
    );
  });
});
