import { describe, expect, it } from "vitest";
import { draftUses } from "../lookup-usage.ts";
import type { SynthesisDocument } from "../synthesis-document.ts";
import { draftFromDocument, newDraft } from "./draft.ts";
import { loadStoredDraft } from "./draft-storage.ts";
import { type StoredDraft, storeDraft } from "./stored-draft.ts";
import { document, lookups } from "./stored-draft-fixtures.ts";
import { deepFreeze } from "./test-helpers.ts";

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
