import { describe, expect, it } from "vitest";
import { actionLabel } from "../../../domain/editor/action-labels.ts";
import { copyReaction } from "../../../domain/editor/clipboard.ts";
import { setYear } from "../../../domain/editor/details-actions.ts";
import { newDraft, runAction } from "../../../domain/editor/draft.ts";
import { addPart, addProduct } from "../../../domain/editor/structure-actions.ts";
import {
  canSave,
  currentDraft,
  neighbourPanel,
  openSession,
  revisionName,
  type SynthesisSession,
  sessionRedoLabel,
  sessionReducer,
  sessionTitle,
  sessionUndoLabel,
  shownPanel,
} from "./session.ts";

const fresh = () => openSession(newDraft(), { kind: "new" });
function apply(session: SynthesisSession, result: ReturnType<typeof runAction>, label = "Edit") {
  return sessionReducer(session, { type: "applied", result, label });
}

describe("the open synthesis", () => {
  it("starts clean on Synthesis details, with nothing to save", () => {
    const s = fresh();
    expect(shownPanel(s)).toBe("synthesis");
    expect(canSave(s)).toBe(false);
  });

  it("an edit makes it savable; undoing back to the saved state leaves nothing to save", () => {
    let s = fresh();
    s = apply(s, runAction(currentDraft(s), setYear, { text: "1999" }));
    expect(canSave(s)).toBe(true);
    s = sessionReducer(s, { type: "undo" });
    expect(canSave(s)).toBe(false);
    s = sessionReducer(s, { type: "redo" });
    expect(currentDraft(s).year).toBe(1999);
  });

  it("a refused action changes nothing", () => {
    const s = fresh();
    const refused = { ok: false as const, message: "no", severity: "error" as const };
    expect(sessionReducer(s, { type: "applied", result: refused, label: "Edit" })).toBe(s);
  });

  it("selects the reaction an action chose and shows the Reaction panel", () => {
    let s = fresh();
    s = apply(s, runAction(currentDraft(s), addPart, undefined));
    const part2 = currentDraft(s).parts[1];
    expect(s.history.present.selectedId).toBe(part2?.reactions[0]?.id);
    expect(shownPanel(s)).toBe("reaction");
  });

  it("keeps a reaction panel only while a reaction is selected", () => {
    let s = fresh();
    const reactionId = currentDraft(s).parts[0]?.reactions[0]?.id as string;
    s = sessionReducer(s, { type: "selected", id: reactionId, panel: "temperature" });
    expect(shownPanel(s)).toBe("temperature");
    s = sessionReducer(s, {
      type: "selected",
      id: currentDraft(s).parts[0]?.id as string,
      panel: "temperature",
    });
    expect(shownPanel(s)).toBe("part");
    s = sessionReducer(s, { type: "selected", id: null, panel: "synthesis" });
    expect(shownPanel(s)).toBe("synthesis");
  });

  it("Alt+Down / Alt+Up move along the selected reaction's elements in the card's order, stopping at the ends", () => {
    let s = fresh();
    const reactionId = currentDraft(s).parts[0]?.reactions[0]?.id as string;
    const move = (by: 1 | -1) => {
      s = sessionReducer(s, { type: "panelMoved", by });
      return shownPanel(s);
    };
    // Nothing happens while the synthesis or a part is selected.
    expect(move(1)).toBe("synthesis");
    s = sessionReducer(s, { type: "selected", id: reactionId, panel: "reaction" });
    const down = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(() => move(1));
    expect(down).toEqual([
      "reagents",
      "solvents",
      "temperature",
      "time",
      "atmosphere",
      "yield",
      "specialCondition",
      "selectivity",
      "selectivity",
    ]);
    expect(move(-1)).toBe("specialCondition");
    s = sessionReducer(s, { type: "selected", id: reactionId, panel: "reagents" });
    expect(move(-1)).toBe("reaction");
    expect(move(-1)).toBe("reaction");
    // Undo and redo are not touched: moving is no edit.
    expect(canSave(s)).toBe(false);
    expect(neighbourPanel("synthesis", 1)).toBe("synthesis");
    expect(neighbourPanel("part", -1)).toBe("part");
  });

  it("Copy fills the clipboard without an Undo step or unsaved changes", () => {
    let s = fresh();
    const reactionId = currentDraft(s).parts[0]?.reactions[0]?.id as string;
    s = apply(s, runAction(currentDraft(s), copyReaction, { reactionId }));
    expect(s.clipboard?.reaction.id).toBe(reactionId);
    expect(s.history.past).toHaveLength(0);
    expect(canSave(s)).toBe(false);
  });

  it("saving marks the present saved and records where it is stored", () => {
    let s = fresh();
    const reactionId = currentDraft(s).parts[0]?.reactions[0]?.id as string;
    s = apply(
      s,
      runAction(currentDraft(s), addProduct, {
        reactionId,
        chemical: { name: "A", smiles: "C", filename: null, extension: null },
      }),
    );
    const source = {
      kind: "draft" as const,
      id: 4,
      displayName: "My route",
      ownerName: "A. Chemist",
      ownerId: 3,
      status: "draft",
      synthesisId: null,
      baseVersion: null,
      documentHash: null,
    };
    s = sessionReducer(s, { type: "saved", source });
    expect(canSave(s)).toBe(false);
    expect(sessionTitle(s)).toBe("My route");
  });

  it("a save that raced an edit changes the source but keeps the edit unsaved", () => {
    let s = fresh();
    s = apply(s, runAction(currentDraft(s), setYear, { text: "2001" }));
    const source = {
      kind: "draft" as const,
      id: 4,
      displayName: "x",
      ownerName: null,
      ownerId: null,
      status: "draft",
      synthesisId: 12,
      baseVersion: 3,
      documentHash: null,
    };
    s = sessionReducer(s, { type: "saved", source, clean: false });
    expect(canSave(s)).toBe(true);
    expect(sessionTitle(s)).toBe("x (revision of synthesis No. 12)");
  });

  it("a revision draft saved under its synthesis's name is titled once", () => {
    let s = openSession(newDraft(), { kind: "published", id: 12, version: 3, unpublishedAt: null });
    const source = {
      kind: "draft" as const,
      id: 5,
      displayName: revisionName(12),
      ownerName: null,
      ownerId: null,
      status: "draft",
      synthesisId: 12,
      baseVersion: 3,
      documentHash: null,
    };
    s = sessionReducer(s, { type: "saved", source, clean: true });
    expect(sessionTitle(s)).toBe("Revision of synthesis No. 12");
  });

  it("a changed published synthesis can be saved (as a revision draft)", () => {
    let s = openSession(newDraft(), { kind: "published", id: 9, version: 2, unpublishedAt: null });
    expect(canSave(s)).toBe(false);
    s = apply(s, runAction(currentDraft(s), setYear, { text: "2010" }));
    expect(canSave(s)).toBe(true);
    expect(sessionTitle(s)).toBe("Synthesis No. 9");
  });

  it("Undo and Redo name the step they would take, after the action that made it", () => {
    let s = fresh();
    expect([sessionUndoLabel(s), sessionRedoLabel(s)]).toEqual([null, null]);
    s = apply(
      s,
      runAction(currentDraft(s), setYear, { text: "1999" }),
      actionLabel(setYear, { text: "1999" }),
    );
    s = apply(s, runAction(currentDraft(s), addPart, undefined), actionLabel(addPart, undefined));
    expect([sessionUndoLabel(s), sessionRedoLabel(s)]).toEqual(["Add part", null]);
    s = sessionReducer(s, { type: "undo" });
    expect([sessionUndoLabel(s), sessionRedoLabel(s)]).toEqual(["Edit year", "Add part"]);
    // Selecting or saving keeps the names.
    s = sessionReducer(s, { type: "selected", id: null, panel: "synthesis" });
    s = sessionReducer(s, { type: "saved", source: { kind: "new" } });
    expect([sessionUndoLabel(s), sessionRedoLabel(s)]).toEqual(["Edit year", "Add part"]);
    s = sessionReducer(s, { type: "undo" });
    expect([sessionUndoLabel(s), sessionRedoLabel(s)]).toEqual([null, "Edit year"]);
  });
});
