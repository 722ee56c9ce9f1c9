import { describe, expect, test } from "vitest";
import { createSiteActivity } from "./site-activity.ts";

describe("site activity", () => {
  test("is busy from a request's arrival until a quiet moment has passed", () => {
    let t = 0;
    const activity = createSiteActivity({ quietMs: 100, now: () => t });
    expect(activity.busy()).toBe(false);
    activity.arrived("/syn/1");
    t += 99;
    expect(activity.busy()).toBe(true);
    t += 2;
    expect(activity.busy()).toBe(false);
  });

  test("does not count the bulk downloads themselves", () => {
    const activity = createSiteActivity({ quietMs: 100, now: () => 0 });
    activity.arrived("/api/export/syntheses.jsonl");
    expect(activity.busy()).toBe(false);
    activity.arrived("/api/syntheses/1/export");
    expect(activity.busy()).toBe(true);
  });
});
