import { describe, expect, it } from "vitest";
import { DECADES, decadeOf, decadesThrough } from "./decades.ts";

describe("decadeOf", () => {
  it.each([
    [1850, "old"],
    [1800, "old"],
    [1939, "old"],
    [1940, "40"],
    [1949, "40"],
    [1954, "50"],
    [1999, "90"],
    [2000, "00"],
    [2009, "00"],
    [2010, "10"],
    [2024, "20"],
    [2029, "20"],
    [2030, "30"],
    [2039, "30"],
    [2040, "2040"],
    [2051, "2050"],
  ])("%i -> %s", (year, key) => {
    expect(decadeOf(year)).toBe(key);
  });
});

describe("DECADES", () => {
  it("lists the buckets of the date list in order (docs/product/rules.md §4.5)", () => {
    expect(DECADES.map((d) => d.label)).toEqual([
      "old",
      "40's",
      "50's",
      "60's",
      "70's",
      "80's",
      "90's",
      "00's",
      "10's",
      "20's",
    ]);
    expect(DECADES[0]).toEqual({ key: "old", label: "old", from: 1850, to: 1939 });
    expect(DECADES[7]).toEqual({ key: "00", label: "00's", from: 2000, to: 2009 });
    expect(DECADES.at(-1)).toEqual({ key: "20", label: "20's", from: 2020, to: 2029 });
  });

  it("covers 1850 to 2029 in ten buckets without gaps or overlaps", () => {
    const buckets: [number, number, string][] = [
      [1850, 1939, "old"],
      [1940, 1949, "40"],
      [1950, 1959, "50"],
      [1960, 1969, "60"],
      [1970, 1979, "70"],
      [1980, 1989, "80"],
      [1990, 1999, "90"],
      [2000, 2009, "00"],
      [2010, 2019, "10"],
      [2020, 2029, "20"],
    ];
    expect(DECADES.map((d) => [d.from, d.to, d.key])).toEqual(buckets);
  });
});

describe("decadesThrough", () => {
  it("never drops the listed buckets", () => {
    expect(decadesThrough(2000)).toEqual(DECADES);
    expect(decadesThrough(2025)).toEqual(DECADES);
  });

  it("grows with the current year", () => {
    expect(decadesThrough(2031).at(-1)).toEqual({ key: "30", label: "30's", from: 2030, to: 2039 });
    const later = decadesThrough(2045);
    expect(later.slice(-2).map((d) => d.key)).toEqual(["30", "2040"]);
    expect(later.at(-1)?.label).toBe("2040's");
    expect(new Set(later.map((d) => d.key)).size).toBe(later.length);
  });
});
