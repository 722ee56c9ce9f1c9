import { describe, expect, it } from "vitest";
import { mergeIntoDraft } from "./draft-merge.ts";

describe("mergeIntoDraft", () => {
  const reagentMerge = {
    kind: "reagent" as const,
    from: { id: 7, name: "LDA" },
    into: { id: 3, name: "Lithium diisopropylamide" },
  };

  it("names the kept reagent by id and name, keeping it once per stage", () => {
    const draft = {
      format: 1,
      parts: [
        {
          reactions: [
            {
              reagents: [
                { id: 7, name: "LDA", stage: 1 },
                { id: 3, name: "Lithium diisopropylamide", stage: 1 },
                { id: 7, name: "LDA", stage: 2 },
              ],
            },
          ],
        },
      ],
    };
    expect(mergeIntoDraft(draft, reagentMerge)).toEqual({
      format: 1,
      parts: [
        {
          reactions: [
            {
              reagents: [
                { id: 3, name: "Lithium diisopropylamide", stage: 1 },
                { id: 3, name: "Lithium diisopropylamide", stage: 2 },
              ],
            },
          ],
        },
      ],
    });
  });

  it("matches names where the draft holds no id, and leaves other drafts alone", () => {
    expect(mergeIntoDraft({ parts: [{ reactions: [{ reagents: [" lda "] }] }] }, reagentMerge)).toEqual({
      parts: [{ reactions: [{ reagents: ["Lithium diisopropylamide"] }] }],
    });
    // An id names another reagent even when the stored name matches.
    expect(
      mergeIntoDraft({ parts: [{ reactions: [{ reagents: [{ id: 9, name: "LDA" }] }] }] }, reagentMerge),
    ).toBe(null);
    expect(mergeIntoDraft("junk", reagentMerge)).toBe(null);
  });

  it("rewrites the author and the molecule", () => {
    const author = mergeIntoDraft(
      { author: { id: null, firstName: "R. B.", lastName: "Woodward", url: "r-b-woodward" } },
      {
        kind: "author",
        from: { id: 4, firstName: "R. B.", lastName: "Woodward", url: "r-b-woodward" },
        into: { id: 2, firstName: "Robert", lastName: "Woodward", url: "robert-woodward" },
      },
    );
    expect(author).toEqual({
      author: { id: 2, firstName: "Robert", lastName: "Woodward", url: "robert-woodward" },
    });
    const molecule = mergeIntoDraft(
      { molecule: { id: 5, name: "Quinine ", structure: "quinine-2", smiles: null } },
      {
        kind: "molecule",
        from: { id: 5, name: "Quinine ", structure: "quinine-2", smiles: null },
        into: { id: 1, name: "Quinine", structure: "quinine", smiles: "CC" },
      },
    );
    expect(molecule).toEqual({ molecule: { id: 1, name: "Quinine", structure: "quinine", smiles: "CC" } });
  });
});
