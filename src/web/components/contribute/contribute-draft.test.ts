import { describe, expect, it } from "vitest";
import { loadStoredDraft } from "../../../domain/editor/draft-storage.ts";
import {
  draftDisplayName,
  draftFromIdentity,
  investigatorMatches,
  mergeIdentityIntoDraft,
  referenceLines,
  referenceOfLine,
  splitInvestigator,
} from "./contribute-draft.ts";
import { EMPTY_IDENTITY, type SynthesisIdentity } from "./identify-synthesis.tsx";

const answers: SynthesisIdentity = {
  molecule: " Strychnine ",
  kind: "Formal",
  shape: "linear",
  chirality: "Single Enantiomer",
  investigator: "R. B. Woodward",
  author: null,
  year: 1954,
  references:
    "https://doi.org/10.1021/ja01638a067\n\n  Woodward, R. B. et al. Tetrahedron 1963, 19, 247.  \r\n",
};

const noLookups = { reagents: [], solvents: [], namedReactions: [], molecules: [], authors: [] };

describe("draftFromIdentity", () => {
  it("builds a format-1 stored draft from the answers of step 2", () => {
    const stored = draftFromIdentity(answers);
    expect(stored).toMatchObject({
      format: 1,
      molecule: { id: null, name: "Strychnine", structure: "", smiles: null },
      author: { id: null, firstName: "R. B.", lastName: "Woodward", url: "" },
      year: 1954,
      type_1: "Formal",
      type_2: "Single Enantiomer",
      supp_steps: 0,
      comment: "",
      submitter: null,
      // As typed: the server reads the DOI line into the reference's DOI (api.md §5.7.8).
      references: [
        { display: "https://doi.org/10.1021/ja01638a067", doi: null, url: null },
        { display: "Woodward, R. B. et al. Tetrahedron 1963, 19, 247.", doi: null, url: null },
      ],
    });
    expect(stored.parts).toHaveLength(1);
    expect(stored.parts[0].reactions).toHaveLength(1);
  });

  it("round-trips through the editor's loader (JSON text included)", () => {
    const stored = draftFromIdentity(answers);
    const draft = loadStoredDraft(JSON.stringify(stored), noLookups);
    expect(draft.molecule).toEqual({ name: "Strychnine", structure: "", smiles: null });
    expect(draft.author).toEqual({ firstName: "R. B.", lastName: "Woodward", url: "" });
    expect(draft.year).toBe(1954);
    expect(draft.type_1).toBe("Formal");
    expect(draft.type_2).toBe("Single Enantiomer");
    expect(draft.references).toEqual([
      { display: "https://doi.org/10.1021/ja01638a067", doi: null, url: null },
      { display: "Woodward, R. B. et al. Tetrahedron 1963, 19, 247.", doi: null, url: null },
    ]);
    expect(draft.parts).toHaveLength(1);
    expect(draft.parts[0].number).toBe(1);
    expect(draft.parts[0].reactions.map((r) => r.step)).toEqual([1]);
    expect(draft.dirty).toBe(false);
  });

  it("leaves out what was not answered, with the editor's defaults", () => {
    const stored = draftFromIdentity(EMPTY_IDENTITY);
    expect(stored.molecule).toBeNull();
    expect(stored.author).toBeNull();
    expect(stored.year).toBe(0);
    expect(stored.type_1).toBe("Total");
    expect(stored.type_2).toBe("Racemic");
    expect(stored.references).toEqual([]);
    const draft = loadStoredDraft(stored, noLookups);
    expect(draft.molecule).toBeNull();
    expect(draft.author).toBeNull();
  });

  it("names the investigator picked or added in step 2 by id and url, so the editor and the check find him", () => {
    const chapman = {
      id: 41,
      firstName: "Orville L.",
      lastName: "Chapman",
      url: "orville-l-chapman",
      pending: true as const,
    };
    const stored = draftFromIdentity({ ...answers, investigator: "Orville L. Chapman", author: chapman });
    expect(stored.author).toEqual({
      id: 41,
      firstName: "Orville L.",
      lastName: "Chapman",
      url: "orville-l-chapman",
    });
    const lookups = { ...noLookups, authors: [chapman] };
    expect(loadStoredDraft(stored, lookups).author).toEqual({
      firstName: "Orville L.",
      lastName: "Chapman",
      url: "orville-l-chapman",
    });
  });

  it("never stores a kind or chirality outside the vocabularies", () => {
    const stored = draftFromIdentity({ ...answers, kind: "Imaginary", chirality: "Left" });
    expect(stored.type_1).toBe("Total");
    expect(stored.type_2).toBe("Racemic");
  });
});

describe("the pieces", () => {
  it("splits the investigator's name at the last word", () => {
    expect(splitInvestigator("R. B. Woodward")).toEqual({ firstName: "R. B.", lastName: "Woodward" });
    expect(splitInvestigator("  Corey ")).toEqual({ firstName: "", lastName: "Corey" });
    expect(splitInvestigator("   ")).toEqual({ firstName: "", lastName: "" });
  });

  it("keeps each reference line as typed, for the server to read its DOI", () => {
    const line = "Chapman, O. L. J. Am. Chem. Soc. 1971, 93, 6696. doi:10.1021/ja00753a066";
    expect(referenceOfLine(line)).toEqual({ display: line, doi: null, url: null });
  });

  it("finds the archive's author of the typed name, or those of that last name or holding every word", () => {
    const authors = [
      { id: 1, firstName: "Orville L.", lastName: "Chapman", url: "orville-l-chapman" },
      { id: 2, firstName: "Robert", lastName: "Chapman", url: "robert-chapman" },
      { id: 3, firstName: "", lastName: "Chapman", url: "" },
      { id: 4, firstName: "E. J.", lastName: "Corey", url: "e-j-corey" },
    ];
    expect(investigatorMatches(authors, "  orville l.   CHAPMAN ").exact?.id).toBe(1);
    expect(investigatorMatches(authors, "Chapman")).toEqual({ exact: null, close: [authors[0], authors[1]] });
    expect(investigatorMatches(authors, "O. L. Chapman").close).toEqual([authors[0], authors[1]]);
    expect(investigatorMatches(authors, "O. Chapmann").close).toEqual([]);
    expect(investigatorMatches(authors, "")).toEqual({ exact: null, close: [] });
  });

  it("offers no author of the list not named yet (empty names), as GET /api/authors may answer", () => {
    const authors = [
      { id: 5, firstName: "", lastName: "", url: "" },
      { id: 6, firstName: " ", lastName: "Chapman", url: "chapman" },
      { id: 7, firstName: "Orville L.", lastName: "Chapman", url: "orville-l-chapman" },
    ];
    expect(investigatorMatches(authors, "Chapman")).toEqual({ exact: null, close: [authors[2]] });
  });

  it("keeps one reference per non-empty line", () => {
    expect(referenceLines("a\n\n b \r\nc")).toEqual(["a", "b", "c"]);
    expect(referenceLines("")).toEqual([]);
  });

  it("names the draft after the molecule, investigator and year, within 200 characters", () => {
    expect(draftDisplayName(answers)).toBe("Strychnine by R. B. Woodward (1954)");
    expect(draftDisplayName({ ...answers, molecule: "x".repeat(300) }).length).toBeLessThanOrEqual(200);
  });
});

describe("mergeIdentityIntoDraft", () => {
  const worked = {
    ...draftFromIdentity(answers),
    molecule: { id: 7, name: answers.molecule, structure: "strychnine", smiles: "C" },
    author: { id: 3, firstName: "R. B.", lastName: "Woodward", url: "r-b-woodward" },
    comment: "Drawn in the editor",
    references: [
      {
        display: "Woodward, R. B.; Doering, W. E. J. Am. Chem. Soc. 1944, 66, 849.",
        doi: "10.1021/ja01638a067",
        url: null,
      },
      { display: "Woodward, R. B. et al. Tetrahedron 1963, 19, 247.", doi: null, url: null },
      { display: "Added in the editor, 1950.", doi: null, url: null },
    ],
    parts: [{ number: 1, comment: "two steps", reactions: [{ step: 1 }, { step: 2 }] }],
  };

  it("changes only step 2's answers: steps, comments and what the editor completed stay", () => {
    const merged = mergeIdentityIntoDraft(worked, { ...answers, year: 1945 });
    expect(merged.parts).toEqual(worked.parts);
    expect(merged.comment).toBe("Drawn in the editor");
    expect(merged.molecule).toEqual(worked.molecule);
    expect(merged.author).toEqual(worked.author);
    expect(merged.year).toBe(1945);
    // The DOI line keeps its completed citation; the editor's own reference stays after step 2's.
    expect(merged.references).toEqual(worked.references);
  });

  it("takes a renamed molecule or investigator and a new reference line from step 2", () => {
    const merged = mergeIdentityIntoDraft(worked, {
      ...answers,
      molecule: "Quinidine",
      investigator: "W. von E. Doering",
      author: null,
      references: `${answers.references}\ndoi:10.1021/JA00000A000`,
    });
    expect(merged.molecule).toEqual({ id: null, name: "Quinidine", structure: "", smiles: null });
    expect(merged.author).toEqual({ id: null, firstName: "W. von E.", lastName: "Doering", url: "" });
    // The stored DOI reference kept (named by the line holding its DOI), the new line as typed.
    expect(merged.references.map((r) => r.doi ?? r.display)).toEqual([
      "10.1021/ja01638a067",
      "Woodward, R. B. et al. Tetrahedron 1963, 19, 247.",
      "doi:10.1021/JA00000A000",
      "Added in the editor, 1950.",
    ]);
    expect(merged.parts).toEqual(worked.parts);
  });
});
