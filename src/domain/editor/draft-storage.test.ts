import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { synthesisDocumentSchema } from "../synthesis-document.ts";
import { draftFromDocument, type SynthesisDraft } from "./draft.ts";
import { draftToDocument } from "./draft-document.ts";
import { type DraftLookups, loadStoredDraft } from "./draft-storage.ts";
import { storeDraft } from "./stored-draft.ts";
import { document, lookups } from "./stored-draft-fixtures.ts";

const through = (draft: SynthesisDraft, before: DraftLookups, after: DraftLookups = before) =>
  loadStoredDraft(JSON.parse(JSON.stringify(storeDraft(draft, before))), after);

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
