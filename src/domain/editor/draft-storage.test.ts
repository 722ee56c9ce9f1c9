import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { draftUses } from "../lookup-usage.ts";
import { type SynthesisDocument, synthesisDocumentSchema } from "../synthesis-document.ts";
import { draftFromDocument, newDraft, type SynthesisDraft } from "./draft.ts";
import { draftToDocument } from "./draft-document.ts";
import { type DraftLookups, loadStoredDraft, type StoredDraft, storeDraft } from "./draft-storage.ts";
import { deepFreeze } from "./test-helpers.ts";

const lookups: DraftLookups = {
  reagents: [
    { id: 1, name: "LiAlH4" },
    { id: 2, name: "NaBH4" },
    { id: 3, name: "Pd/C" },
  ],
  solvents: [
    { id: 10, name: "THF" },
    { id: 11, name: "MeOH" },
  ],
  namedReactions: [{ id: 20, name: "Wittig reaction", url: "wittig-reaction" }],
  molecules: [{ id: 30, name: "Testane", structure: "testane" }],
  authors: [{ id: 40, firstName: "Ada", lastName: "Chemist", url: "ada-chemist" }],
  protectingGroups: [{ id: 50, url: "tbs", name: "TBS" }],
};

const document: SynthesisDocument = synthesisDocumentSchema.parse({
  molecule: { name: "Testane", structure: "testane", smiles: "CCCC" },
  author: { firstName: "Ada", lastName: "Chemist", url: "ada-chemist" },
  year: 1999,
  type_1: "Total",
  type_2: "Racemic",
  comment: "A route",
  references: [{ display: "A. Chemist, J. Test. 1999, 1, 1.", doi: "10.5555/test", url: null }],
  parts: [
    {
      number: 1,
      comment: "",
      reactions: [
        {
          step: 1,
          substrates: [{ name: "Butanal", smiles: "CCCC=O" }],
          products: [{ name: "Butanol", smiles: "CCCCO" }],
          reagents: [
            { name: "NaBH4", stage: 1 },
            { name: "LiAlH4", stage: 2 },
          ],
          solvents: ["MeOH", "THF"],
          temperature: "0 °C",
          time: "2 h",
          yield: "90%",
          named_reactions: ["wittig-reaction"],
          protecting_groups: [{ url: "tbs", type: "protection" }],
          special_reagent: { name: "Catalyst", smiles: null, filename: "upload-abc", extension: "png" },
        },
        {
          step: 2,
          substrates: [{ name: "Butanol", smiles: "CCCCO" }],
          products: [{ name: null, smiles: null, filename: "drawn", extension: "png" }],
          reagents: [{ name: "Unlisted reagent", stage: 1 }],
          solvents: ["Unlisted solvent"],
        },
      ],
    },
  ],
});

const through = (draft: SynthesisDraft, before: DraftLookups, after: DraftLookups = before) =>
  loadStoredDraft(JSON.parse(JSON.stringify(storeDraft(draft, before))), after);

describe("storeDraft", () => {
  it("names reference data by id, keeping the names", () => {
    const stored: StoredDraft = storeDraft(deepFreeze(draftFromDocument(document)), lookups);
    expect(stored.format).toBe(1);
    expect(stored.molecule).toEqual({ id: 30, name: "Testane", structure: "testane", smiles: "CCCC" });
    expect(stored.author).toEqual({ id: 40, firstName: "Ada", lastName: "Chemist", url: "ada-chemist" });
    const [first, second] = stored.parts[0]?.reactions ?? [];
    expect(first?.reagents).toEqual([
      { id: 2, name: "NaBH4", stage: 1 },
      { id: 1, name: "LiAlH4", stage: 2 },
    ]);
    expect(first?.solvents).toEqual([
      { id: 11, name: "MeOH" },
      { id: 10, name: "THF" },
    ]);
    expect(first?.named_reactions).toEqual([{ id: 20, name: "Wittig reaction", url: "wittig-reaction" }]);
    expect(first?.protecting_groups).toEqual([{ id: 50, url: "tbs", type: "protection" }]);
    expect(first).toMatchObject({ sequence: true, stageCount: 2, hasSpecialReagent: true });
    // Names no lookup holds keep a null id.
    expect(second?.reagents).toEqual([{ id: null, name: "Unlisted reagent", stage: 1 }]);
    expect(second?.solvents).toEqual([{ id: null, name: "Unlisted solvent" }]);
  });

  it("matches names trimmed and ignoring case", () => {
    const draft = draftFromDocument({
      ...document,
      parts: [
        {
          number: 1,
          comment: "",
          reactions: [
            {
              ...(document.parts[0]?.reactions[1] as SynthesisDocument["parts"][number]["reactions"][number]),
              reagents: [{ name: " nabh4 ", stage: 1, amount: null }],
            },
          ],
        },
      ],
    });
    expect(storeDraft(draft, lookups).parts[0]?.reactions[0]?.reagents[0]?.id).toBe(2);
  });

  it("stores a new, empty draft (no molecule, no author, year 0)", () => {
    const stored = storeDraft(newDraft(), lookups);
    expect(stored).toMatchObject({ format: 1, molecule: null, author: null, year: 0 });
    expect(loadStoredDraft(stored, lookups)).toEqual(newDraft());
  });

  it("lets the server's usage check find the items by id", () => {
    const stored = storeDraft(draftFromDocument(document), lookups);
    expect(draftUses(stored, "reagent", { id: 1, name: "Lithium aluminium hydride" })).toBe(true);
    expect(draftUses(stored, "solvent", { id: 10, name: "Tetrahydrofuran" })).toBe(true);
    expect(draftUses(stored, "author", { id: 40, firstName: "Renamed", lastName: "Author" })).toBe(true);
    expect(draftUses(stored, "reagent", { id: 99, name: "Nothing" })).toBe(false);
  });
});

describe("loadStoredDraft", () => {
  it("gives back the draft it stored, editor state included", () => {
    const draft = draftFromDocument(document);
    expect(through(draft, lookups)).toEqual(draft);
    expect(draftToDocument(through(draft, lookups))).toEqual(draftToDocument(draft));
  });

  it("keeps the sequence, stage count and special-reagent checkbox", () => {
    const draft = draftFromDocument(document);
    const reactions = draft.parts[0]?.reactions ?? [];
    const edited: SynthesisDraft = {
      ...draft,
      parts: [
        {
          ...(draft.parts[0] as SynthesisDraft["parts"][number]),
          reactions: [
            { ...(reactions[0] as SynthesisDraft["parts"][number]["reactions"][number]), stageCount: 4 },
            {
              ...(reactions[1] as SynthesisDraft["parts"][number]["reactions"][number]),
              hasSpecialReagent: true,
              special_reagent: null,
              sequence: true,
              stageCount: 2,
            },
          ],
        },
      ],
    };
    const back = through(edited, lookups);
    expect(back.parts[0]?.reactions.map((r) => [r.sequence, r.stageCount, r.hasSpecialReagent])).toEqual([
      [true, 4, true],
      [true, 2, true],
    ]);
  });

  it("shows the current names of renamed items", () => {
    const renamed: DraftLookups = {
      ...lookups,
      reagents: [
        { id: 1, name: "Lithium aluminium hydride" },
        { id: 2, name: "NaBH4" },
      ],
      solvents: [
        { id: 10, name: "Tetrahydrofuran" },
        { id: 11, name: "MeOH" },
      ],
      namedReactions: [{ id: 20, name: "Wittig olefination", url: "wittig-olefination" }],
      molecules: [{ id: 30, name: "(+)-Testane", structure: "plus-testane" }],
      authors: [{ id: 40, firstName: "Ada B.", lastName: "Chemist", url: "ada-b-chemist" }],
      protectingGroups: [{ id: 50, url: "tbdms" }],
    };
    const back = through(draftFromDocument(document), lookups, renamed);
    const reaction = back.parts[0]?.reactions[0];
    expect(reaction?.reagents).toEqual([
      { name: "NaBH4", stage: 1 },
      { name: "Lithium aluminium hydride", stage: 2 },
    ]);
    expect(reaction?.solvents).toEqual(["MeOH", "Tetrahydrofuran"]);
    expect(reaction?.named_reactions).toEqual(["wittig-olefination"]);
    expect(reaction?.protecting_groups).toEqual([{ url: "tbdms", type: "protection" }]);
    expect(back.molecule).toEqual({ name: "(+)-Testane", structure: "plus-testane", smiles: "CCCC" });
    expect(back.author).toEqual({ firstName: "Ada B.", lastName: "Chemist", url: "ada-b-chemist" });
  });

  it("falls back to the stored names when an id no longer exists or lost its name", () => {
    const gone: DraftLookups = {
      reagents: [{ id: 1, name: "" }],
      solvents: [],
      namedReactions: [],
      molecules: [],
      authors: [],
    };
    const back = through(draftFromDocument(document), lookups, gone);
    expect(draftToDocument(back)).toEqual(draftToDocument(draftFromDocument(document)));
  });

  it("opens an old draft stored as a plain Synthesis document (names only)", () => {
    const plain = JSON.parse(JSON.stringify(document));
    expect(loadStoredDraft(plain, lookups)).toEqual(draftFromDocument(document));
    expect(loadStoredDraft(JSON.stringify(plain), lookups)).toEqual(draftFromDocument(document));
  });

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
});

describe("every demo synthesis", () => {
  const dir = join(import.meta.dirname, "../../../data/demo/syntheses");
  const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  it.each(files)("%s comes back unchanged after storing and loading", (file) => {
    const doc = synthesisDocumentSchema.parse(JSON.parse(readFileSync(join(dir, file), "utf8")));
    const draft = draftFromDocument(doc);
    expect(through(draft, lookups)).toEqual(draft);
  });
});
