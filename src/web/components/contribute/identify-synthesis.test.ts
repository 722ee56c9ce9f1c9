import { describe, expect, it } from "vitest";
import { EMPTY_IDENTITY, identityErrors, parseYear } from "./identify-synthesis.tsx";

const complete = {
  ...EMPTY_IDENTITY,
  molecule: "Strychnine",
  kind: "Total",
  chirality: "Racemic",
  investigator: "R. B. Woodward",
  year: 1954,
};

describe("identityErrors", () => {
  it("accepts a complete answer", () => {
    expect(identityErrors(complete, new Date("2026-06-01"))).toEqual({});
  });

  it("names every missing answer", () => {
    expect(Object.keys(identityErrors(EMPTY_IDENTITY, new Date("2026-06-01"))).sort()).toEqual([
      "chirality",
      "investigator",
      "kind",
      "molecule",
      "year",
    ]);
  });

  it("bounds the year to 1850 .. the current year, whole numbers only", () => {
    const now = new Date("2026-06-01");
    expect(identityErrors({ ...complete, year: 1849 }, now).year).toBe("Enter a year from 1850 to 2026");
    expect(identityErrors({ ...complete, year: 2027 }, now).year).toBeDefined();
    expect(identityErrors({ ...complete, year: 1954.5 }, now).year).toBeDefined();
    expect(identityErrors({ ...complete, year: 1850 }, now).year).toBeUndefined();
    expect(identityErrors({ ...complete, year: 2026 }, now).year).toBeUndefined();
  });
});

describe("parseYear", () => {
  it("reads digits, keeps empty as empty and turns anything else into 0", () => {
    expect(parseYear("1954")).toBe(1954);
    expect(parseYear(" 2001 ")).toBe(2001);
    expect(parseYear("")).toBe("");
    expect(parseYear("19x4")).toBe(0);
    expect(parseYear("-5")).toBe(0);
  });
});
