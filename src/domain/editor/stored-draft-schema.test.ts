import { describe, expect, it } from "vitest";
import { NO_REFERENCE_FIELDS } from "../citations/reference-fields.ts";
import { draftToDocument } from "./draft-document.ts";
import { loadStoredDraft } from "./draft-storage.ts";
import { lookups } from "./stored-draft-fixtures.ts";

/** Opening a half-finished, old or damaged draft (stored-draft-schema.ts reads it leniently). */
describe("loadStoredDraft", () => {
  it("opens an incomplete draft as it is", () => {
    const back = loadStoredDraft(
      {
        molecule: null,
        author: { firstName: "", lastName: "", url: "" },
        year: 0,
        parts: [
          {
            number: 2,
            reactions: [
              {
                step: 1,
                substrates: [{ name: "", smiles: null }],
                reagents: [{ name: "", stage: 1 }],
              },
            ],
          },
        ],
      },
      lookups,
    );
    expect(back.molecule).toBeNull();
    expect(back.author).toEqual({ firstName: "", lastName: "", url: "" });
    expect(back.year).toBe(0);
    expect(back.parts[0]?.number).toBe(2);
    expect(back.parts[0]?.reactions[0]?.substrates).toEqual([
      { id: expect.any(String), name: "", smiles: null, filename: null, extension: null },
    ]);
    expect(back.parts[0]?.reactions[0]?.reagents).toEqual([{ name: "", stage: 1 }]);
  });

  it.each([
    ["null", null],
    ["a number", 42],
    ["an array", [1, 2]],
    ["text that is not JSON", "{not json"],
    ["parts that are not a list", { parts: "many" }],
    [
      "junk everywhere",
      { year: "1999", type_1: "Other", parts: [null, 7, { reactions: [null, { step: "a" }] }] },
    ],
    [
      "junk entries",
      {
        molecule: 5,
        author: "Ada",
        references: [null, { display: 3 }, { display: "Kept", doi: 5 }],
        parts: [
          {
            number: 1,
            reactions: [
              {
                step: 1,
                reagents: [3, { id: "x", name: 4 }, "Plain name"],
                solvents: [null, { id: 10 }],
                named_reactions: [{}, 5],
                protecting_groups: [{ url: "tbs", type: "sideways" }],
                substrates: [7, { name: 3 }],
                special_reagent: "yes",
              },
            ],
          },
        ],
      },
    ],
  ])("never throws on %s and opens a usable draft", (_label, junk) => {
    const draft = loadStoredDraft(junk, lookups);
    expect(draft.parts.length).toBeGreaterThan(0);
    for (const part of draft.parts) expect(part.reactions.length).toBeGreaterThan(0);
    expect(draft.dirty).toBe(false);
    expect(() => draftToDocument(draft)).not.toThrow();
  });

  it("keeps a reference's fields, and one known by its fields alone", () => {
    const authors = [{ family: "Barton", given: "D. H. R." }];
    const draft = loadStoredDraft(
      {
        references: [
          { authors, journal: "J. Am. Chem. Soc.", year: 1960 },
          { doi: "10.5555/x", display: "" },
        ],
      },
      lookups,
    );
    expect(draft.references).toEqual([
      {
        ...NO_REFERENCE_FIELDS,
        display: "",
        doi: null,
        url: null,
        authors,
        journal: "J. Am. Chem. Soc.",
        year: 1960,
      },
      { display: "", doi: "10.5555/x", url: null },
    ]);
  });

  it("reads what it can from junk entries", () => {
    const draft = loadStoredDraft(
      {
        references: [null, { display: 3 }, { display: "Kept", doi: 5 }],
        parts: [
          {
            number: 1,
            reactions: [
              {
                step: 1,
                reagents: [3, "Plain name", { id: 1, name: "Old name", stage: 2 }],
                solvents: [null, { id: 10 }],
                protecting_groups: [{ url: "tbs", type: "sideways" }],
              },
            ],
          },
        ],
      },
      lookups,
    );
    expect(draft.references).toEqual([{ display: "Kept", doi: null, url: null }]);
    const reaction = draft.parts[0]?.reactions[0];
    expect(reaction?.reagents).toEqual([
      { name: "Plain name", stage: 1 },
      { name: "LiAlH4", stage: 2 },
    ]);
    expect(reaction).toMatchObject({
      sequence: true,
      stageCount: 2,
      solvents: ["THF"],
      protecting_groups: [],
    });
  });

  it("opens something that is not a draft at all as an empty one (Total, Racemic, year 0)", () => {
    const draft = loadStoredDraft(42, lookups);
    expect(draft).toMatchObject({
      molecule: null,
      author: null,
      year: 0,
      type_1: "Total",
      type_2: "Racemic",
      supp_steps: 0,
      references: [],
    });
  });
});
