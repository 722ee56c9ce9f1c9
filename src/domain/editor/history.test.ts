import { describe, expect, it } from "vitest";
import { actionLabel, type EditAction } from "./action-labels.ts";
import { copyReaction } from "./clipboard.ts";
import { setYield } from "./condition-actions.ts";
import { setSynthesisComment, setYear } from "./details-actions.ts";
import { newDraft, runAction } from "./draft.ts";
import {
  canRedo,
  canUndo,
  createHistory,
  type History,
  markSaved,
  record,
  redo,
  redoLabel,
  select,
  undo,
  undoLabel,
} from "./history.ts";
import { addPart, addProduct, addReaction, deletePart, deleteReaction } from "./structure-actions.ts";
import { deepFreeze, ok, structure } from "./test-helpers.ts";

const comment = (h: History, text: string) => record(h, setSynthesisComment(h.present.draft, { text }));
const comments = (h: History) => ({
  past: h.past.map((s) => s.draft.comment),
  present: h.present.draft.comment,
  future: h.future.map((s) => s.draft.comment),
});

describe("record", () => {
  it("makes the new draft present, moves the old one to the past and clears the future", () => {
    let h = deepFreeze(createHistory(newDraft()));
    h = comment(h, "a");
    h = comment(h, "b");
    expect(comments(h)).toEqual({ past: ["", "a"], present: "b", future: [] });
    h = undo(h);
    expect(comments(h)).toEqual({ past: [""], present: "a", future: ["b"] });
    h = comment(h, "c");
    expect(comments(h)).toEqual({ past: ["", "a"], present: "c", future: [] });
  });

  it("changes nothing on a refusal or when the draft stays as it was", () => {
    const h = deepFreeze(comment(createHistory(newDraft()), "a"));
    const refused = deletePart(h.present.draft, { partId: "missing" });
    expect(refused.ok).toBe(false);
    expect(record(h, refused)).toBe(h);
    expect(comment(h, "a")).toBe(h);
  });

  it("takes results of runAction (already dirty) and adds no step for a Copy", () => {
    let h = createHistory(newDraft());
    h = record(h, runAction(h.present.draft, addPart, undefined));
    expect([h.past.length, h.present.draft.dirty]).toEqual([1, true]);
    const reactionId = h.present.draft.parts[1]?.reactions[0]?.id as string;
    expect(record(h, copyReaction(h.present.draft, { reactionId }))).toBe(h);
    expect(undo(h).present.draft).toEqual(newDraft());
  });

  it("keeps at most `depth` steps, dropping the oldest", () => {
    let h = createHistory(newDraft(), { depth: 3 });
    for (const text of ["a", "b", "c", "d", "e"]) h = comment(h, text);
    expect(comments(h)).toEqual({ past: ["b", "c", "d"], present: "e", future: [] });
    h = undo(undo(undo(h)));
    expect(canUndo(h)).toBe(false);
    expect(h.present.draft.comment).toBe("b");
    expect(undo(h)).toBe(h);
  });

  it("keeps 100 steps by default", () => {
    let h = createHistory(newDraft());
    for (let i = 1; i <= 105; i++) h = comment(h, String(i));
    expect(h.past).toHaveLength(100);
    expect(h.past[0]?.draft.comment).toBe("5");
  });
});

describe("undo and redo", () => {
  it("walk back and forth; canUndo and canRedo tell when they can", () => {
    let h = createHistory(newDraft());
    expect([canUndo(h), canRedo(h)]).toEqual([false, false]);
    expect(redo(h)).toBe(h);
    h = comment(comment(h, "a"), "b");
    expect([canUndo(h), canRedo(h)]).toEqual([true, false]);
    h = undo(undo(h));
    expect(comments(h)).toEqual({ past: [], present: "", future: ["a", "b"] });
    expect([canUndo(h), canRedo(h)]).toEqual([false, true]);
    h = redo(h);
    expect(comments(h)).toEqual({ past: [""], present: "a", future: ["b"] });
    h = redo(h);
    expect(comments(h)).toEqual({ past: ["", "a"], present: "b", future: [] });
  });
});

describe("the dirty flag", () => {
  it("is clean at the state opened or last saved and dirty elsewhere", () => {
    let h = createHistory(newDraft());
    expect(h.present.draft.dirty).toBe(false);
    h = comment(h, "a");
    expect(h.present.draft.dirty).toBe(true);
    h = undo(h);
    expect(h.present.draft.dirty).toBe(false);
    h = redo(h);
    expect(h.present.draft.dirty).toBe(true);
    h = markSaved(h);
    expect(h.present.draft.dirty).toBe(false);
    h = comment(h, "b");
    expect(h.present.draft.dirty).toBe(true);
    h = undo(h);
    expect([h.present.draft.comment, h.present.draft.dirty]).toEqual(["a", false]);
    h = undo(h);
    expect([h.present.draft.comment, h.present.draft.dirty]).toEqual(["", true]);
  });

  it("stays dirty once the saved state is out of reach (cleared by a new edit or dropped)", () => {
    let h = markSaved(comment(createHistory(newDraft()), "a"));
    h = comment(undo(h), "b");
    expect(h.savedRevision).toBeNull();
    expect(undo(h).present.draft.dirty).toBe(true);

    let d = createHistory(newDraft(), { depth: 1 });
    d = comment(comment(d, "a"), "b");
    expect(d.savedRevision).toBeNull();
    expect(undo(d).present.draft).toMatchObject({ comment: "a", dirty: true });
  });

  it("starts dirty from a dirty draft (a restored local copy)", () => {
    const h = createHistory({ ...newDraft(), dirty: true });
    expect(h.present.draft.dirty).toBe(true);
    expect(markSaved(h).present.draft.dirty).toBe(false);
  });
});

describe("the selection", () => {
  it("takes the action's selection, and Undo returns to the one the action ran from", () => {
    const start = newDraft();
    const first = start.parts[0]?.reactions[0]?.id as string;
    let h = createHistory(start, { selectedId: first });
    const added = addPart(h.present.draft);
    if (!added.ok) throw new Error(added.message);
    h = record(h, added);
    expect(h.present.selectedId).toBe(added.selectedReactionId);
    h = undo(h);
    expect(h.present.selectedId).toBe(first);
    h = redo(h);
    expect(h.present.selectedId).toBe(added.selectedReactionId);
  });

  it("keeps the user's selection when the action chooses none, and drops ids that do not exist", () => {
    const start = newDraft();
    const partId = start.parts[0]?.id as string;
    let h = select(createHistory(start), partId);
    expect(h.present.selectedId).toBe(partId);
    h = comment(h, "a");
    expect(h.present.selectedId).toBe(partId);
    expect(select(h, "missing").present.selectedId).toBeNull();
    expect(createHistory(start, { selectedId: "missing" }).present.selectedId).toBeNull();
  });

  it("returns to the deleted reaction on Undo of a delete", () => {
    let d = newDraft();
    const partId = d.parts[0]?.id as string;
    const first = d.parts[0]?.reactions[0]?.id as string;
    d = ok(addProduct(d, { reactionId: first, chemical: structure("A") })).draft;
    const added = ok(addReaction(d, { partId }));
    let h = createHistory(added.draft, { selectedId: added.selectedReactionId });
    h = record(h, deleteReaction(h.present.draft, { reactionId: added.selectedReactionId }));
    expect(h.present.selectedId).toBe(first);
    h = undo(h);
    expect(h.present.selectedId).toBe(added.selectedReactionId);
  });
});

describe("named steps", () => {
  /** Runs an action as the editor does: its result recorded under the action's name. */
  function step<Args>(h: History, action: EditAction<Args>, args: Args): History {
    return record(h, runAction(h.present.draft, action, args), { label: actionLabel(action, args) });
  }
  const names = (h: History) => ({ undo: undoLabel(h), redo: redoLabel(h) });

  it("each action makes a step named after it; a refusal or a Copy makes none", () => {
    let h = createHistory(newDraft());
    expect(names(h)).toEqual({ undo: null, redo: null });
    const reactionId = h.present.draft.parts[0]?.reactions[0]?.id as string;
    h = step(h, addProduct, { reactionId, chemical: structure("A") });
    expect(names(h)).toEqual({ undo: "Add product", redo: null });
    h = step(h, addReaction, { partId: h.present.draft.parts[0]?.id as string });
    expect(names(h)).toEqual({ undo: "Add reaction", redo: null });
    h = step(h, setYield, { reactionId, yield: { percent: 85, steps: 1 } });
    expect(names(h)).toEqual({ undo: "Edit yield", redo: null });
    h = step(h, addPart, undefined);
    expect(names(h)).toEqual({ undo: "Add part", redo: null });
    h = step(h, deletePart, { partId: h.present.draft.parts[1]?.id as string });
    expect(names(h)).toEqual({ undo: "Delete part", redo: null });
    expect(step(h, deletePart, { partId: "missing" })).toBe(h);
    expect(step(h, copyReaction, { reactionId })).toBe(h);
    expect(h.past.map((s) => s.label)).toEqual([
      null,
      "Add product",
      "Add reaction",
      "Edit yield",
      "Add part",
    ]);
  });

  it("Undo and Redo give the names back in order, and a new step clears the Redo names", () => {
    let h = createHistory(newDraft());
    h = step(h, setYear, { text: "1999" });
    h = step(h, addPart, undefined);
    h = step(h, setSynthesisComment, { text: "From the SI" });
    const undone: (string | null)[] = [];
    while (canUndo(h)) {
      undone.push(undoLabel(h));
      h = undo(h);
    }
    expect(undone).toEqual(["Edit synthesis comment", "Add part", "Edit year"]);
    expect(names(h)).toEqual({ undo: null, redo: "Edit year" });
    const redone: (string | null)[] = [];
    while (canRedo(h)) {
      redone.push(redoLabel(h));
      h = redo(h);
    }
    expect(redone).toEqual(["Edit year", "Add part", "Edit synthesis comment"]);
    h = step(undo(undo(h)), addPart, undefined);
    expect(names(h)).toEqual({ undo: "Add part", redo: null });
    expect(names(undo(h))).toEqual({ undo: "Edit year", redo: "Add part" });
  });

  it("typing into a field is one named step: the field hands its whole text over once", () => {
    // The yield field keeps '8', '85' to itself and gives '85' when it is left.
    let h = createHistory(newDraft());
    const reactionId = h.present.draft.parts[0]?.reactions[0]?.id as string;
    h = step(h, setYield, { reactionId, yield: { percent: 85, steps: 1 } });
    expect(h.past).toHaveLength(1);
    expect(names(h)).toEqual({ undo: "Edit yield", redo: null });
    h = undo(h);
    expect(h.present.draft.parts[0]?.reactions[0]?.yield).toBeNull();
    expect(names(h)).toEqual({ undo: null, redo: "Edit yield" });
  });

  it("keeps the names of the steps within the depth", () => {
    let h = createHistory(newDraft(), { depth: 2 });
    h = step(h, setYear, { text: "1999" });
    h = step(h, addPart, undefined);
    h = step(h, setSynthesisComment, { text: "x" });
    expect(undoLabel(h)).toBe("Edit synthesis comment");
    h = undo(undo(h));
    expect(names(h)).toEqual({ undo: null, redo: "Add part" });
  });
});
