import { describe, expect, it } from "vitest";
import { fixtureDocument } from "../../../tests/fixtures/documents.ts";
import { synthesisDocumentSchema } from "../synthesis-document.ts";
import { loadStoredDraft } from "./draft-storage.ts";
import { suggestionDraft } from "./suggestion-draft.ts";

const lookups = {
  reagents: [
    { id: 7, name: "Fixture NaBH₄" },
    { id: 8, name: "Fixture Ac₂O" },
    { id: 9, name: "Fixture DMAP" },
  ],
  solvents: [
    { id: 3, name: "Fixture MeOH" },
    { id: 4, name: "Fixture pyridine" },
  ],
  namedReactions: [{ id: 2, name: "Fixture Acylation", url: "fixture-acylation" }],
  molecules: [{ id: 11, name: "Fixture cyclohexyl acetate", structure: "fixture-cyclohexyl-acetate" }],
  authors: [{ id: 5, firstName: "Fixture", lastName: "Chemist", url: "fixture-chemist" }],
  protectingGroups: [{ id: 6, url: "fixture-acetate" }],
};

const document = synthesisDocumentSchema.parse(fixtureDocument());

describe("suggestionDraft", () => {
  it("stores the published synthesis with its reference data named by id", () => {
    const stored = suggestionDraft(document, lookups);
    expect(stored.molecule).toMatchObject({ id: 11, name: "Fixture cyclohexyl acetate" });
    expect(stored.author).toMatchObject({ id: 5, lastName: "Chemist" });
    const [first, second] = stored.parts[0]?.reactions ?? [];
    expect(first?.reagents).toEqual([{ id: 7, name: "Fixture NaBH₄", stage: 1 }]);
    expect(first?.solvents).toEqual([{ id: 3, name: "Fixture MeOH" }]);
    expect(first?.yield).toBe("80% (2 steps)");
    expect(second?.named_reactions).toEqual([{ id: 2, name: "Fixture Acylation", url: "fixture-acylation" }]);
    expect(second?.protecting_groups).toEqual([{ id: 6, url: "fixture-acetate", type: "protection" }]);
    expect(stored.references[0]).toMatchObject({ doi: "10.1000/fixture.1" });
  });

  it("opens in the editor as the published synthesis, under today's names", () => {
    const renamed = { ...lookups, reagents: [{ id: 7, name: "Fixture sodium borohydride" }] };
    const draft = loadStoredDraft(JSON.stringify(suggestionDraft(document, lookups)), renamed);
    expect(draft.parts[0]?.reactions[0]?.reagents.map((r) => r.name)).toEqual(["Fixture sodium borohydride"]);
    expect(draft.parts[0]?.reactions[1]?.time).toBe("2 h");
    expect(draft.dirty).toBe(false);
  });
});
