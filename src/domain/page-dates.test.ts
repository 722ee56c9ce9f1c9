import { describe, expect, it } from "vitest";
import { type PageDateRows, pageDates, w3cDatetime } from "./page-dates.ts";

const rows = (over: Partial<PageDateRows> = {}): PageDateRows => ({
  syntheses: [
    { id: 1, at: "2026-01-10T08:00:00.000Z", molecule: "strychnine", author: "woodward" },
    { id: 2, at: "2026-03-05T12:30:00.000Z", molecule: "strychnine", author: "vanderwal" },
    { id: 3, at: "2026-02-01T00:00:00.000Z", molecule: "reserpine", author: "woodward" },
  ],
  history: [],
  uses: { namedReactions: [], protectingGroups: [], reagents: [], solvents: [] },
  ...over,
});

describe("page dates for the sitemap", () => {
  it("writes stored times as W3C datetimes and refuses what is not a time", () => {
    expect(w3cDatetime("2026-11-27T03:10:00.123Z")).toBe("2026-11-27T03:10:00Z");
    expect(w3cDatetime("not a time")).toBeNull();
  });

  it("dates a synthesis by its change, a molecule and an author by the newest of their syntheses", () => {
    const dates = pageDates(rows());
    expect(dates.of("synthesis", 1)).toBe("2026-01-10T08:00:00Z");
    expect(dates.of("molecule", "strychnine")).toBe("2026-03-05T12:30:00Z");
    expect(dates.of("author", "woodward")).toBe("2026-02-01T00:00:00Z");
    expect(dates.newest).toBe("2026-03-05T12:30:00Z");
  });

  it("takes the later of an item's own change and its uses; with neither, the archive's newest change", () => {
    const dates = pageDates(
      rows({
        history: [
          { kind: "reagent", key: "et3n", at: "2026-04-01T00:00:00.000Z" },
          { kind: "author", key: "woodward", at: "2025-12-01T00:00:00.000Z" },
        ],
        uses: {
          namedReactions: [{ key: "mannich-reaction", at: "2026-01-10T08:00:00.000Z" }],
          protectingGroups: [],
          reagents: [{ key: "et3n", at: "2026-02-01T00:00:00.000Z" }],
          solvents: [],
        },
      }),
    );
    expect(dates.of("reagent", "et3n")).toBe("2026-04-01T00:00:00Z");
    expect(dates.of("named_reaction", "mannich-reaction")).toBe("2026-01-10T08:00:00Z");
    // An older rename does not hide a newer synthesis.
    expect(dates.of("author", "woodward")).toBe("2026-02-01T00:00:00Z");
    // The history counts toward the archive's newest change.
    expect(dates.newest).toBe("2026-04-01T00:00:00Z");
    expect(dates.of("protecting_group", "tbs-ether")).toBe("2026-04-01T00:00:00Z");
  });

  it("has no date at all for an empty archive", () => {
    const dates = pageDates(rows({ syntheses: [] }));
    expect(dates.newest).toBeNull();
    expect(dates.of("synthesis", 1)).toBeNull();
  });
});
