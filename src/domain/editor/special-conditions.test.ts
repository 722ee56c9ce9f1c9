import { describe, expect, it } from "vitest";
import { SPECIAL_CONDITION_CHIPS, withCondition } from "./special-conditions.ts";

describe("special-condition quick picks", () => {
  it("offers the eleven picks in the catalogue's order", () => {
    expect(SPECIAL_CONDITION_CHIPS).toEqual([
      "hν",
      "μW",
      "atm",
      "mmHg",
      "Å MS",
      "Dean-Stark",
      "Dark",
      "Sealed Tube",
      "Syringe Pump",
      "Ultrasound",
      "Vacuum",
    ]);
  });

  it("starts an empty condition with the pick", () => {
    expect(withCondition(null, "hν")).toBe("hν");
    expect(withCondition("  ", "Dark")).toBe("Dark");
  });

  it("appends a pick after a comma, and never twice", () => {
    expect(withCondition("4 Å MS", "Dark")).toBe("4 Å MS, Dark");
    expect(withCondition("Dark, hν", "Dark")).toBe("Dark, hν");
  });
});
