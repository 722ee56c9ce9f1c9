import { describe, expect, it } from "vitest";
import {
  checkDocument,
  checkStoredDraft,
  type PublishReferenceData,
  problemPath,
  uploadedImages,
} from "./publish-check.ts";

const refs: PublishReferenceData = {
  reagents: [
    { id: 1, name: "LDA" },
    { id: 2, name: "NaBH4" },
  ],
  solvents: [{ id: 3, name: "THF" }],
  namedReactions: [{ id: 4, name: "Aldol reaction", url: "aldol-reaction" }],
  protectingGroups: [{ id: 5, url: "tbs" }],
  molecules: [
    { id: 6, name: "Quinine", structure: "quinine", smiles: "CC", formula: "C2H6" },
    { id: 7, name: "Mystery", structure: "mystery", smiles: null, formula: "C10H16O" },
    { id: 8, name: "Blank", structure: "blank", smiles: null, formula: null },
  ],
  authors: [
    { id: 9, firstName: "Robert", lastName: "Woodward", url: "robert-woodward" },
    { id: 10, firstName: "", lastName: "", url: "" },
  ],
};
const now = new Date("2026-06-01T00:00:00Z");

const good = {
  format: 1,
  molecule: { id: 6, name: "Quinine", structure: "quinine", smiles: "CC" },
  author: { id: 9, firstName: "Robert", lastName: "Woodward", url: "robert-woodward" },
  year: 1944,
  type_1: "Total",
  type_2: "Racemic",
  supp_steps: 0,
  comment: "",
  submitter: null,
  references: [],
  parts: [
    {
      number: 1,
      comment: "",
      reactions: [
        {
          step: 1,
          substrates: [{ name: "A", smiles: "C", filename: null, extension: null }],
          products: [
            { name: "B", smiles: null, filename: "upload-0123456789abcdef01234567", extension: "png" },
          ],
          reagents: [{ id: 1, name: "old name of LDA", stage: 1 }],
          solvents: [{ id: null, name: "thf" }],
          named_reactions: [{ id: 4, name: "Aldol reaction", url: "aldol-reaction" }],
          protecting_groups: [{ id: 5, url: "tbs", type: "protection" }],
          comment: "",
        },
      ],
    },
  ],
};

describe("the completeness check before publishing", () => {
  it("passes a complete stored draft and names reference data as the archive does", () => {
    const { problems, document } = checkStoredDraft(good, refs, now);
    expect(problems).toEqual([]);
    const reaction = document?.parts[0]?.reactions[0];
    expect(reaction?.reagents).toEqual([{ name: "LDA", stage: 1, amount: null }]);
    expect(reaction?.solvents).toEqual(["THF"]);
    expect(reaction?.products[0]).toMatchObject({ filename: "upload-0123456789abcdef01234567" });
    expect(document?.molecule).toEqual({ name: "Quinine", structure: "quinine", smiles: "CC" });
    expect(document?.author.url).toBe("robert-woodward");
  });

  it("lists every problem of an empty draft at once", () => {
    const { problems, document } = checkStoredDraft({}, refs, now);
    expect(document).toBeNull();
    expect(problems).toEqual([
      { path: "molecule", message: "Pick the target molecule." },
      { path: "author", message: "Pick the principal investigator." },
      { path: "year", message: "Give the year of the synthesis, from 1850 to 2026." },
      { path: "parts[0].reactions[0].substrates", message: "Step 1 of part 1 has no substrate." },
      { path: "parts[0].reactions[0].products", message: "Step 1 of part 1 has no product." },
    ]);
  });

  it("names unknown reagents, solvents, named reactions and protecting groups, and chemicals without structure", () => {
    const draft = structuredClone(good);
    const reaction = draft.parts[0]?.reactions[0] as unknown as Record<string, unknown>;
    reaction.reagents = [
      { id: 2, name: "NaBH4", stage: 1 },
      { id: null, name: "Foo", stage: 1 },
    ];
    reaction.solvents = [{ id: null, name: "Bar" }];
    reaction.named_reactions = [{ id: null, name: "", url: "no-such-reaction" }];
    reaction.protecting_groups = [{ id: null, url: "zzz", type: "protection" }];
    reaction.substrates = [{ name: "Alcohol", smiles: null, filename: null, extension: null }];
    reaction.products = [];
    const { problems } = checkStoredDraft(draft, refs, now);
    expect(problems).toEqual([
      { path: "parts[0].reactions[0].products", message: "Step 1 of part 1 has no product." },
      {
        path: "parts[0].reactions[0].substrates[0]",
        message: "Substrate 'Alcohol' of step 1 of part 1 has no structure: draw it or drop a PNG.",
      },
      { path: "parts[0].reactions[0].reagents[1]", message: "Reagent 'Foo' is not in the archive." },
      { path: "parts[0].reactions[0].solvents[0]", message: "Solvent 'Bar' is not in the archive." },
      {
        path: "parts[0].reactions[0].named_reactions[0]",
        message: "Named reaction 'no-such-reaction' is not in the archive.",
      },
      {
        path: "parts[0].reactions[0].protecting_groups[0]",
        message: "Protecting group 'zzz' is not in the archive.",
      },
    ]);
  });

  it("checks the molecule, the author, the year and the Formal rule", () => {
    const base = checkStoredDraft(good, refs, now).document;
    if (!base) throw new Error("the good draft should pass");
    const problemsOf = (changes: Record<string, unknown>) =>
      checkDocument({ ...base, ...changes } as Parameters<typeof checkDocument>[0], refs, now).problems;
    expect(problemsOf({ molecule: { name: "Blank", structure: "blank", smiles: null } })).toEqual([
      { path: "molecule", message: "The target molecule needs a structure, or an image with its formula." },
    ]);
    expect(problemsOf({ molecule: { name: "Mystery", structure: "mystery", smiles: null } })).toEqual([]);
    expect(problemsOf({ molecule: { name: "Unknown", structure: "unknown", smiles: null } })).toEqual([
      { path: "molecule", message: "The target molecule 'Unknown' is not in the archive: create it first." },
    ]);
    expect(problemsOf({ author: { firstName: "Ann", lastName: "Other", url: "ann-other" } })).toEqual([
      { path: "author", message: "The principal investigator 'Ann Other' is not in the archive." },
    ]);
    expect(problemsOf({ year: 2027 })).toEqual([
      { path: "year", message: "Give the year of the synthesis, from 1850 to 2026." },
    ]);
    expect(problemsOf({ type_1: "Formal", supp_steps: 0 })).toEqual([
      {
        path: "supp_steps",
        message: "A Formal synthesis needs a part 0 (Remaining steps) or 1 to 100 supp. steps.",
      },
    ]);
    expect(problemsOf({ type_1: "Formal", supp_steps: 3 })).toEqual([]);
    expect(problemsOf({ type_1: "Sideways" })).toEqual([
      { path: "type_1", message: "Choose Type 1: Total, Formal, Partial." },
    ]);
    expect(problemsOf({ parts: [] })).toEqual([{ path: "parts", message: "Add at least one reaction." }]);
  });

  it("reports the document's own rules with their place", () => {
    const base = checkStoredDraft(good, refs, now).document;
    if (!base) throw new Error("the good draft should pass");
    const part = base.parts[0] as NonNullable<(typeof base.parts)[0]>;
    const twice = { ...base, parts: [part, { ...part }] };
    const { problems } = checkDocument(twice, refs, now);
    expect(problems).toEqual([
      { path: "parts[1].number", message: "parts[1].number: part numbers must be unique" },
    ]);
    const zero = checkDocument({ ...base, parts: [{ ...part, number: 0 }] }, refs, now).problems;
    expect(zero).toEqual([
      { path: "parts[0].number", message: "Only a Formal synthesis has a part 0 (Remaining steps)." },
    ]);
  });

  it("accepts a reference carried from a DOI alone, its text composed from the DOI; a reference with neither is a problem", () => {
    const references = [
      { display: "", doi: "10.1021/ja00757a052", url: null },
      { display: "Chapman, O. L. J. Am. Chem. Soc. 1971, 93, 6696.", doi: null, url: null },
      { display: " ", doi: null, url: null },
    ];
    expect(checkStoredDraft({ ...good, references }, refs, now).problems).toEqual([
      {
        path: "references[2].display",
        message: "Reference 3 has no citation text: write it under References.",
      },
    ]);
    const complete = checkStoredDraft({ ...good, references: references.slice(0, 2) }, refs, now);
    expect(complete.problems).toEqual([]);
    expect(complete.document?.references.map((r) => [r.display, r.doi])).toEqual([
      ["DOI: 10.1021/ja00757a052", "10.1021/ja00757a052"],
      ["Chapman, O. L. J. Am. Chem. Soc. 1971, 93, 6696.", null],
    ]);
  });

  it("writes zod paths with brackets", () => {
    expect(problemPath(["parts", 0, "reactions", 1, "reagents", 2])).toBe(
      "parts[0].reactions[1].reagents[2]",
    );
    expect(problemPath(["year"])).toBe("year");
    expect(problemPath([])).toBe("");
  });

  it("finds the uploaded PNGs a draft uses, with their places", () => {
    const draft = structuredClone(good) as unknown as {
      parts: { reactions: { special_reagent?: unknown }[] }[];
    };
    const reaction = draft.parts[0]?.reactions[0];
    if (!reaction) throw new Error("no reaction");
    reaction.special_reagent = {
      name: null,
      smiles: null,
      filename: "upload-abcdefabcdefabcdefabcdef",
      extension: "png",
    };
    const { source } = checkStoredDraft(draft, refs, now);
    expect(uploadedImages(source)).toEqual([
      {
        path: "parts[0].reactions[0].products[0]",
        filename: "upload-0123456789abcdef01234567",
        special: false,
      },
      {
        path: "parts[0].reactions[0].special_reagent",
        filename: "upload-abcdefabcdefabcdefabcdef",
        special: true,
      },
    ]);
  });
});
