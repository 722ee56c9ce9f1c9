import { describe, expect, it } from "vitest";
import {
  formatTemperature,
  formatTime,
  formatYield,
  parseTemperature,
  parseTime,
  parseYield,
  parseYieldRecord,
  stepWeight,
  type Temperature,
  type Time,
  timeToMinutes,
} from "./conditions.ts";

describe("parseTemperature", () => {
  it.each<[string | null, Temperature]>([
    ["-78 °C", { mode: "fixed", value: -78 }],
    ["-78°C", { mode: "fixed", value: -78 }],
    ["−78 °C", { mode: "fixed", value: -78 }], // Unicode minus sign
    ["0 °C", { mode: "fixed", value: 0 }],
    ["25 °C", { mode: "fixed", value: 25 }],
    ["37.5 °C", { mode: "fixed", value: 37.5 }],
    ["110 ºC", { mode: "fixed", value: 110 }], // ordinal indicator typed for a degree sign
    ["80 ℃", { mode: "fixed", value: 80 }],
    ["  25   °C ", { mode: "fixed", value: 25 }],
    ["25", { mode: "fixed", value: 25 }], // °C optional
    ["RT", { mode: "fixed", value: "RT" }],
    ["rt", { mode: "fixed", value: "RT" }],
    ["r.t.", { mode: "fixed", value: "RT" }],
    ["room temperature", { mode: "fixed", value: "RT" }],
    ["Reflux", { mode: "fixed", value: "Reflux" }],
    ["reflux", { mode: "fixed", value: "Reflux" }],
    ["0-25 °C", { mode: "approximative", low: 0, high: 25 }],
    ["0–25 °C", { mode: "approximative", low: 0, high: 25 }], // en dash
    ["-78--40 °C", { mode: "approximative", low: -78, high: -40 }],
    ["-10 - 0 °C", { mode: "approximative", low: -10, high: 0 }],
    ["-78 °C to RT", { mode: "range", low: -78, high: "RT" }],
    ["-78 to 0 °C", { mode: "range", low: -78, high: 0 }],
    ["-78 °C to 0 °C", { mode: "range", low: -78, high: 0 }],
    ["0 °C to Reflux", { mode: "range", low: 0, high: "Reflux" }],
    ["rt to reflux", { mode: "range", low: "RT", high: "Reflux" }],
    ["RT to 60 °C", { mode: "range", low: "RT", high: 60 }],
    ["-78 °C → RT", { mode: "range", low: -78, high: "RT" }],
  ])("%j", (text, expected) => {
    expect(parseTemperature(text)).toEqual(expected);
  });

  it.each([null, "", "   ", "hot", "Reflux to RT", "25 K", "RT-Reflux", "-78 °C to", "ca. 0 °C"])(
    "%j is unspecified",
    (text) => {
      expect(parseTemperature(text)).toEqual({ mode: "unspecified" });
    },
  );
});

describe("formatTemperature", () => {
  it.each<[Temperature, string | null]>([
    [{ mode: "unspecified" }, null],
    [{ mode: "fixed", value: -78 }, "-78 °C"],
    [{ mode: "fixed", value: 0 }, "0 °C"],
    [{ mode: "fixed", value: -0 }, "0 °C"],
    [{ mode: "fixed", value: "RT" }, "RT"],
    [{ mode: "fixed", value: "Reflux" }, "Reflux"],
    [{ mode: "fixed", value: Number.NaN }, null],
    [{ mode: "approximative", low: 0, high: 25 }, "0-25 °C"],
    [{ mode: "approximative", low: -78, high: -40 }, "-78--40 °C"],
    [{ mode: "approximative", low: 0, high: Number.NaN }, null],
    [{ mode: "range", low: -78, high: "RT" }, "-78 °C to RT"],
    [{ mode: "range", low: "RT", high: "Reflux" }, "RT to Reflux"],
    [{ mode: "range", low: -78, high: 0 }, "-78 °C to 0 °C"],
    [{ mode: "range", low: Number.NaN, high: "RT" }, null],
  ])("%j -> %j", (t, text) => {
    expect(formatTemperature(t)).toBe(text);
  });

  it("round-trips its own output", () => {
    for (const text of ["-78 °C", "RT", "Reflux", "0-25 °C", "-78 °C to RT", "0 °C to 40 °C"]) {
      expect(formatTemperature(parseTemperature(text))).toBe(text);
    }
  });
});

describe("parseTime", () => {
  it.each<[string | null, Time]>([
    ["ON", { mode: "overnight" }],
    ["on", { mode: "overnight" }],
    ["overnight", { mode: "overnight" }],
    ["o.n.", { mode: "overnight" }],
    ["2 h", { mode: "single", value: 2, unit: "h" }],
    ["2h", { mode: "single", value: 2, unit: "h" }],
    ["1.5 h", { mode: "single", value: 1.5, unit: "h" }],
    ["30 min", { mode: "single", value: 30, unit: "min" }],
    ["45 minutes", { mode: "single", value: 45, unit: "min" }],
    ["3 d", { mode: "single", value: 3, unit: "d" }],
    ["2 days", { mode: "single", value: 2, unit: "d" }],
    ["12 hours", { mode: "single", value: 12, unit: "h" }],
    ["1 week", { mode: "single", value: 1, unit: "week" }],
    ["2 weeks", { mode: "single", value: 2, unit: "week" }],
    ["1 - 2 h", { mode: "range", low: 1, high: 2, unit: "h" }],
    ["1-2 h", { mode: "range", low: 1, high: 2, unit: "h" }],
    ["10–20 min", { mode: "range", low: 10, high: 20, unit: "min" }],
    ["2 to 3 d", { mode: "range", low: 2, high: 3, unit: "d" }],
    ["1 - 2 weeks", { mode: "range", low: 1, high: 2, unit: "week" }],
  ])("%j", (text, expected) => {
    expect(parseTime(text)).toEqual(expected);
  });

  it.each([null, "", "2", "2 s", "-2 h", "a while", "2 h 30 min", "2 months", "one h"])(
    "%j is unspecified",
    (text) => {
      expect(parseTime(text)).toEqual({ mode: "unspecified" });
    },
  );
});

describe("formatTime", () => {
  it.each<[Time, string | null]>([
    [{ mode: "unspecified" }, null],
    [{ mode: "overnight" }, "ON"],
    [{ mode: "single", value: 2, unit: "h" }, "2 h"],
    [{ mode: "single", value: 0.5, unit: "h" }, "0.5 h"],
    [{ mode: "single", value: 30, unit: "min" }, "30 min"],
    [{ mode: "single", value: 3, unit: "d" }, "3 d"],
    [{ mode: "single", value: 1, unit: "week" }, "1 week"],
    [{ mode: "single", value: 2, unit: "week" }, "2 weeks"],
    [{ mode: "single", value: 1.5, unit: "week" }, "1.5 weeks"],
    [{ mode: "range", low: 1, high: 2, unit: "h" }, "1 - 2 h"],
    [{ mode: "range", low: 1, high: 2, unit: "week" }, "1 - 2 weeks"],
    [{ mode: "single", value: Number.NaN, unit: "h" }, null],
    [{ mode: "range", low: 1, high: Number.POSITIVE_INFINITY, unit: "d" }, null],
  ])("%j -> %j", (t, text) => {
    expect(formatTime(t)).toBe(text);
  });
});

describe("timeToMinutes", () => {
  it("converts with overnight = 480 min, h = 60, d = 1440, week = 10080", () => {
    expect(timeToMinutes({ mode: "unspecified" })).toBeNull();
    expect(timeToMinutes({ mode: "overnight" })).toEqual({ min: 480, max: 480 });
    expect(timeToMinutes(parseTime("30 min"))).toEqual({ min: 30, max: 30 });
    expect(timeToMinutes(parseTime("2 h"))).toEqual({ min: 120, max: 120 });
    expect(timeToMinutes(parseTime("1.5 h"))).toEqual({ min: 90, max: 90 });
    expect(timeToMinutes(parseTime("3 d"))).toEqual({ min: 4320, max: 4320 });
    expect(timeToMinutes(parseTime("1 week"))).toEqual({ min: 10080, max: 10080 });
    expect(timeToMinutes(parseTime("1 - 2 h"))).toEqual({ min: 60, max: 120 });
    expect(timeToMinutes(parseTime("ON"))).toEqual({ min: 480, max: 480 });
  });
});

describe("yield", () => {
  it.each([
    ["85%", { percent: 85, steps: 1 }],
    ["85 %", { percent: 85, steps: 1 }],
    ["72.5%", { percent: 72.5, steps: 1 }],
    ["0%", { percent: 0, steps: 1 }],
    ["100%", { percent: 100, steps: 1 }],
    ["60% (3 steps)", { percent: 60, steps: 3 }],
    ["60%(3 steps)", { percent: 60, steps: 3 }],
    ["60% (1 step)", { percent: 60, steps: 1 }],
    ["60% (2 Steps)", { percent: 60, steps: 2 }],
  ])("parses %j", (text, expected) => {
    expect(parseYield(text)).toEqual(expected);
  });

  it.each([null, "", "85", ">95%", "quant.", "90% brsm", "101%", "-5%", "60% (0 steps)", "60% (2.5 steps)"])(
    "%j is not a yield",
    (text) => {
      expect(parseYield(text)).toBeNull();
    },
  );

  it("formats 'N%' and 'N% (K steps)'", () => {
    expect(formatYield(null)).toBeNull();
    expect(formatYield({ percent: 85, steps: 1 })).toBe("85%");
    expect(formatYield({ percent: 72.5, steps: 1 })).toBe("72.5%");
    expect(formatYield({ percent: 60, steps: 3 })).toBe("60% (3 steps)");
    expect(formatYield({ percent: 60, steps: 2 })).toBe("60% (2 steps)");
    expect(formatYield(parseYield("60% (1 step)"))).toBe("60%");
    expect(formatYield({ percent: 120, steps: 1 })).toBeNull();
    expect(formatYield({ percent: Number.NaN, steps: 1 })).toBeNull();
    expect(formatYield({ percent: 50, steps: 0 })).toBeNull();
    expect(formatYield({ percent: 50, steps: 1.5 })).toBeNull();
  });

  it("stepWeight is K for a '(K steps)' marker, else 1", () => {
    expect(stepWeight(null)).toBe(1);
    expect(stepWeight("")).toBe(1);
    expect(stepWeight("85%")).toBe(1);
    expect(stepWeight("60% (1 step)")).toBe(1);
    expect(stepWeight("60% (3 steps)")).toBe(3);
    expect(stepWeight(">95% (2 steps)")).toBe(2);
    expect(stepWeight("60% (0 steps)")).toBe(1);
    expect(stepWeight("quant.")).toBe(1);
  });
});

describe("yield record (a range, brsm)", () => {
  it.each([
    ["85%", { percent: 85, steps: 1, high: null, brsm: false }],
    ["46–50%", { percent: 46, steps: 1, high: 50, brsm: false }],
    ["46-50 %", { percent: 46, steps: 1, high: 50, brsm: false }],
    ["46% - 50%", { percent: 46, steps: 1, high: 50, brsm: false }],
    ["90% brsm", { percent: 90, steps: 1, high: null, brsm: true }],
    ["90% (b.r.s.m.)", { percent: 90, steps: 1, high: null, brsm: true }],
    ["46–50% brsm (2 steps)", { percent: 46, steps: 2, high: 50, brsm: true }],
  ])("reads %j", (text, expected) => {
    expect(parseYieldRecord(text)).toEqual(expected);
  });

  it.each([null, "quant.", ">95%", "50–46%", "46–101%", "46–46%", "90% brsm extra", "85"])(
    "%j is not a yield record",
    (text) => {
      expect(parseYieldRecord(text)).toBeNull();
    },
  );

  it("writes '46–50%', '90% brsm' and '46–50% brsm (2 steps)'", () => {
    expect(formatYield({ percent: 46, steps: 1, high: 50 })).toBe("46–50%");
    expect(formatYield({ percent: 90, steps: 1, brsm: true })).toBe("90% brsm");
    expect(formatYield({ percent: 46, steps: 2, high: 50, brsm: true })).toBe("46–50% brsm (2 steps)");
    expect(formatYield({ percent: 50, steps: 1, high: 46 })).toBeNull();
    expect(formatYield(parseYieldRecord("46-50% (1 step)"))).toBe("46–50%");
  });

  it("a range or a brsm yield is not a counted yield, and keeps its step weight", () => {
    expect(parseYield("46–50%")).toBeNull();
    expect(parseYield("90% brsm")).toBeNull();
    expect(stepWeight("46–50% brsm (2 steps)")).toBe(2);
  });
});
