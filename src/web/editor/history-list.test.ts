import { describe, expect, it } from "vitest";
import { describeEntry, type HistoryEntry } from "./history-list.tsx";

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  kind: "solvent",
  itemId: 5,
  action: "merge",
  user: null,
  at: "2026-01-01T00:00:00.000Z",
  before: { name: "DCM" },
  after: null,
  relatedId: 464,
  relatedName: null,
  ...over,
});

describe("a merge in the History", () => {
  it("names the other item of the merge, not its number", () => {
    expect(describeEntry(entry({ relatedName: "CH₂Cl₂" }))).toEqual(["merged into 'CH₂Cl₂'"]);
    expect(
      describeEntry(
        entry({
          itemId: 464,
          relatedId: 5,
          relatedName: "DCM",
          before: { name: "CH₂Cl₂" },
          after: { name: "CH₂Cl₂" },
        }),
      ),
    ).toEqual(["'DCM' merged into this one"]);
  });

  it("falls back to the number where the name is not known (merges recorded before names were kept)", () => {
    expect(describeEntry(entry({}))).toEqual(["merged into item 464"]);
  });
});
