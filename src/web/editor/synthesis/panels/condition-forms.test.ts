import { describe, expect, it } from "vitest";
import {
  clampText,
  readYieldEntry,
  temperatureForm,
  temperatureText,
  timeForm,
  timeText,
  YIELD_BOUNDS,
  YIELD_ENTRY_ERRORS,
  yieldForm,
  yieldFormIssue,
  yieldText,
} from "./condition-forms.ts";

describe("temperature form", () => {
  it("round-trips every mode through the stored text", () => {
    for (const text of [
      "-78 °C",
      "RT",
      "Reflux",
      "0-5 °C",
      "-78 °C to RT",
      "RT to Reflux",
      "0 °C to 40 °C",
    ]) {
      expect(temperatureText(temperatureForm(text))).toBe(text);
    }
  });

  it("stores nothing while a value is missing, but keeps the mode", () => {
    const form = { ...temperatureForm(null), mode: "range" as const, low: "-78" };
    expect(temperatureText(form)).toBeNull();
    expect(temperatureText({ ...form, highKind: "RT" })).toBe("-78 °C to RT");
  });

  it("opens unmatched text as not specified", () => {
    expect(temperatureForm("warm").mode).toBe("unspecified");
  });
});

describe("time form", () => {
  it("round-trips overnight, single and range", () => {
    expect(timeText(timeForm("ON"))).toBe("ON");
    expect(timeText(timeForm("30 min"))).toBe("30 min");
    expect(timeText(timeForm("1 - 2 weeks"))).toBe("1 - 2 weeks");
  });

  it("uses the chosen unit and stores nothing while incomplete", () => {
    const form = { ...timeForm(null), mode: "single" as const, unit: "d" as const };
    expect(timeText(form)).toBeNull();
    expect(timeText({ ...form, value: "3" })).toBe("3 d");
  });
});

describe("yield form", () => {
  it("writes a yield for several steps with its step count", () => {
    expect(
      yieldText({ mode: "percent", percent: "72", high: "", brsm: false, multiple: true, steps: "2" }),
    ).toBe("72% (2 steps)");
    expect(
      yieldText({ mode: "percent", percent: "72", high: "", brsm: false, multiple: false, steps: "2" }),
    ).toBe("72%");
    expect(yieldForm("72% (3 steps)")).toEqual({
      mode: "percent",
      percent: "72",
      high: "",
      brsm: false,
      multiple: true,
      steps: "3",
    });
  });

  it("writes a range and brsm, and reads them back", () => {
    const range = {
      mode: "range",
      percent: "46",
      high: "50",
      brsm: true,
      multiple: false,
      steps: "2",
    } as const;
    expect(yieldText(range)).toBe("46–50% brsm");
    expect(yieldForm("46–50% brsm")).toEqual(range);
    expect(yieldText({ ...range, high: "" })).toBeNull();
    expect(yieldText({ ...range, mode: "percent" })).toBe("46% brsm");
  });

  it("stores nothing for not specified or a missing percentage", () => {
    expect(
      yieldText({ mode: "unspecified", percent: "50", high: "", brsm: false, multiple: false, steps: "2" }),
    ).toBeNull();
    expect(
      yieldText({ mode: "percent", percent: "", high: "", brsm: false, multiple: false, steps: "2" }),
    ).toBeNull();
  });

  it("clamps typed numbers to their bounds", () => {
    expect(clampText("140", YIELD_BOUNDS.percent)).toBe("100");
    expect(clampText("1", YIELD_BOUNDS.steps)).toBe("2");
    expect(clampText("", YIELD_BOUNDS.steps)).toBe("");
  });

  it("reads a range typed in the value field with either dash, spaces or a '%'", () => {
    for (const typed of ["46–50", "46-50", "46 – 50", "46 -50", " 46–50 % ", "46%-50%"]) {
      expect(readYieldEntry(typed)).toEqual({ percent: "46", high: "50" });
    }
    expect(readYieldEntry("12.5—20")).toEqual({ percent: "12.5", high: "20" });
    // Stored as the Range choice stores it.
    const form = { mode: "range", brsm: false, multiple: false, steps: "2" } as const;
    expect(yieldText({ ...form, percent: "46", high: "50" })).toBe("46–50%");
  });

  it("reads one number as before (clamped to 0–100) and empty text as no yield", () => {
    expect(readYieldEntry("85")).toEqual({ percent: "85", high: null });
    expect(readYieldEntry("85 %")).toEqual({ percent: "85", high: null });
    expect(readYieldEntry("140")).toEqual({ percent: "100", high: null });
    expect(readYieldEntry("  ")).toEqual({ percent: "", high: null });
  });

  it("refuses a range out of order, beyond 100 or text it cannot read", () => {
    expect(readYieldEntry("50-46")).toEqual({ error: YIELD_ENTRY_ERRORS.order });
    expect(readYieldEntry("70–65")).toEqual({ error: YIELD_ENTRY_ERRORS.order });
    expect(readYieldEntry("70–105")).toEqual({ error: YIELD_ENTRY_ERRORS.bounds });
    expect(readYieldEntry("120-130")).toEqual({ error: YIELD_ENTRY_ERRORS.bounds });
    expect(readYieldEntry("90-120")).toEqual({ error: YIELD_ENTRY_ERRORS.bounds });
    expect(readYieldEntry(">100")).toEqual({ error: YIELD_ENTRY_ERRORS.unreadable });
    expect(readYieldEntry(">95")).toEqual({ error: YIELD_ENTRY_ERRORS.unreadable });
    expect(readYieldEntry("quant.")).toEqual({ error: YIELD_ENTRY_ERRORS.unreadable });
    expect(readYieldEntry("46-")).toEqual({ error: YIELD_ENTRY_ERRORS.unreadable });
  });

  it("reads a range with equal ends as that one yield (from ≤ to)", () => {
    expect(readYieldEntry("50–50")).toEqual({ percent: "50", high: null });
    const form = {
      mode: "range",
      percent: "50",
      high: "50",
      brsm: false,
      multiple: false,
      steps: "2",
    } as const;
    expect(yieldText(form)).toBe("50%");
    expect(yieldFormIssue(form)).toBeNull();
  });

  it("refuses a Range form whose To is below From or beyond 100, with the server's words", () => {
    const form = { mode: "range", brsm: false, multiple: false, steps: "2" } as const;
    expect(yieldFormIssue({ ...form, percent: "70", high: "65" })).toBe(YIELD_ENTRY_ERRORS.order);
    expect(yieldFormIssue({ ...form, percent: "70", high: "105" })).toBe(YIELD_ENTRY_ERRORS.bounds);
    expect(yieldFormIssue({ ...form, percent: "70", high: "" })).toBeNull();
    expect(yieldFormIssue({ ...form, percent: "46", high: "50" })).toBeNull();
    expect(yieldFormIssue({ ...form, mode: "percent", percent: "70", high: "65" })).toBeNull();
  });
});
