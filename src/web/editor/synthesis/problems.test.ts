import { describe, expect, it } from "vitest";
import { newDraft, runAction } from "../../../domain/editor/draft.ts";
import { addPart } from "../../../domain/editor/structure-actions.ts";
import { placeProblems } from "./problems.ts";

describe("placing the completeness check's problems on the draft", () => {
  it("finds parts by number and reactions by step, and leaves top-level problems on the synthesis", () => {
    const first = runAction(newDraft(), addPart, undefined);
    if (!first.ok) throw new Error("refused");
    const draft = first.draft;
    const placed = placeProblems(draft, [
      { path: "molecule", message: "Pick the target molecule." },
      { path: "parts[1].reactions[0].products", message: "Step 1 of part 2 has no product." },
      { path: "parts[7].reactions[0]", message: "gone" },
    ]);
    expect(placed[0]).toMatchObject({ partId: null, reactionId: null });
    expect(placed[1]).toMatchObject({
      partId: draft.parts[1]?.id,
      reactionId: draft.parts[1]?.reactions[0]?.id,
    });
    expect(placed[2]).toMatchObject({ partId: null, reactionId: null });
  });
});
