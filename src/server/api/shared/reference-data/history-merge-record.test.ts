import { describe, expect, it } from "vitest";
import { draftPlaces, readMergeRecord, undoDraftPlaces } from "./history-merge-record.ts";

const draft = (first: unknown[], second: unknown[]) => ({
  comment: "x",
  parts: [
    {
      number: 1,
      reactions: [
        { step: 1, reagents: first },
        { step: 2, reagents: second },
      ],
    },
  ],
});

describe("merge records of drafts", () => {
  const before = draft(
    [
      { id: 1, name: "A" },
      { id: 2, name: "B" },
    ],
    ["C"],
  );
  const after = draft([{ id: 2, name: "B" }], ["C"]);

  it("names only the places the merge rewrote", () => {
    expect(draftPlaces("reagent", before, after)).toEqual([
      {
        path: ["parts", 0, "reactions", 0, "reagents"],
        before: before.parts[0]?.reactions[0]?.reagents,
        after: after.parts[0]?.reactions[0]?.reagents,
      },
    ]);
    expect(draftPlaces("author", { author: { id: 1 } }, { author: { id: 2 } })).toEqual([
      { path: ["author"], before: { id: 1 }, after: { id: 2 } },
    ]);
  });

  it("puts a place back only while it holds what the merge wrote", () => {
    const places = draftPlaces("reagent", before, after);
    expect(undoDraftPlaces(structuredClone(after), places)).toEqual(before);
    // The contributor changed that reaction's reagents since: their version stays.
    const edited = draft([{ id: 2, name: "B" }, "D"], ["C"]);
    expect(undoDraftPlaces(structuredClone(edited), places)).toBeNull();
    // A part inserted before it moves the place: nothing is overwritten by mistake.
    const shifted = { ...after, parts: [{ number: 0, reactions: [] }, ...after.parts] };
    expect(undoDraftPlaces(structuredClone(shifted), places)).toBeNull();
  });

  it("reads only records it wrote", () => {
    expect(readMergeRecord(null)).toBeNull();
    expect(readMergeRecord({ from: 1, into: 2 })).toBeNull();
    expect(
      readMergeRecord({ format: 1, kind: "solvent", from: 1, into: 2, drafts: [], item: {} }),
    ).toMatchObject({
      from: 1,
      into: 2,
    });
  });
});
