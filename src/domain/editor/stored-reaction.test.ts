import { describe, expect, it } from "vitest";
import { newDraft } from "./draft.ts";
import { loadStoredDraft } from "./draft-storage.ts";
import { storeDraft } from "./stored-draft.ts";
import { emptyStoredReaction } from "./stored-reaction.ts";

const NO_LOOKUPS = { reagents: [], solvents: [], namedReactions: [], molecules: [], authors: [] };

describe("emptyStoredReaction", () => {
  it("is the stored form of the editor's new draft's reaction, with no record fields written", () => {
    const stored = storeDraft(newDraft(), NO_LOOKUPS);
    expect(emptyStoredReaction()).toEqual(stored.parts[0]?.reactions[0]);
    expect(Object.keys(emptyStoredReaction())).not.toContain("atmosphere");
    expect(emptyStoredReaction()).toMatchObject({ step: 1, stageCount: 1, substrates: [], comment: "" });
  });

  it("loads back as the editor's empty reaction", () => {
    const stored = {
      ...storeDraft(newDraft(), NO_LOOKUPS),
      parts: [{ number: 1, comment: "", reactions: [emptyStoredReaction()] }],
    };
    const loaded = loadStoredDraft(stored, NO_LOOKUPS);
    expect(loaded.parts[0]?.reactions[0]).toEqual(newDraft().parts[0]?.reactions[0]);
  });
});
