import { describe, expect, it } from "vitest";
import { weekIndex, weekNumber } from "./week.ts";

const utc = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("weekNumber (strftime %U, UTC)", () => {
  it.each([
    ["2026-01-01", 0], // Thursday, before the first Sunday
    ["2026-01-03", 0], // Saturday
    ["2026-01-04", 1], // first Sunday
    ["2026-01-10", 1],
    ["2026-01-11", 2],
    ["2023-01-01", 1], // the year starts on a Sunday: no week 0
    ["2023-12-31", 53], // Sunday, 53rd week of a Sunday-started year
    ["2024-12-31", 52], // leap year, Tuesday
    ["2024-02-29", 8],
    ["2025-06-15", 24],
  ])("%s is week %i", (iso, week) => {
    expect(weekNumber(utc(iso))).toBe(week);
  });

  it("uses UTC, not the local day", () => {
    // 23:30 UTC on Saturday 2026-01-03 is still week 0; 00:30 UTC Sunday is week 1.
    expect(weekNumber(new Date("2026-01-03T23:30:00Z"))).toBe(0);
    expect(weekNumber(new Date("2026-01-04T00:30:00Z"))).toBe(1);
    expect(weekNumber(new Date("2026-01-04T00:30:00+02:00"))).toBe(0); // = 2026-01-03T22:30Z
  });
});

describe("weekIndex", () => {
  it("is 0 when there is nothing to pick", () => {
    expect(weekIndex(utc("2026-01-01"), 0)).toBe(0);
    expect(weekIndex(utc("2026-01-01"), -3)).toBe(0);
    expect(weekIndex(utc("2026-01-01"), Number.NaN)).toBe(0);
  });

  it("follows n = floor(|frac(sin(w + 1) * 10000)| * count) + 1", () => {
    // w = 0: sin(1) * 10000 = 8414.709848…, r = 0.709848…
    expect(weekIndex(utc("2026-01-01"), 10)).toBe(8);
    expect(weekIndex(utc("2026-01-01"), 100)).toBe(71);
    // w = 1: sin(2) * 10000 = 9092.974268…, r = 0.974268…
    expect(weekIndex(utc("2026-01-04"), 10)).toBe(10);
    // w = 3: sin(4) * 10000 = -7568.024953…, the fraction of the absolute value is 0.024953…
    expect(weekIndex(utc("2026-01-18"), 10)).toBe(1);
    expect(weekIndex(utc("2026-01-18"), 100)).toBe(3);
  });

  it("always picks 1 of a single synthesis and stays within 1..count", () => {
    for (let day = 0; day < 371; day += 1) {
      const date = new Date(Date.UTC(2026, 0, 1 + day));
      expect(weekIndex(date, 1)).toBe(1);
      const n = weekIndex(date, 37);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(37);
    }
  });

  it("is the same for every day of one week", () => {
    const sunday = weekIndex(utc("2026-03-01"), 1000);
    for (let d = 2; d <= 7; d += 1) {
      expect(weekIndex(utc(`2026-03-0${d}`), 1000)).toBe(sunday);
    }
  });
});
