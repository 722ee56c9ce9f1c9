import { describe, expect, it } from "vitest";
import { newDraft } from "../../domain/editor/draft.ts";
import { readsToLoad } from "../lib/reads-to-load.ts";
import { readsOf } from "./editor-reads.ts";
import type { Solvent } from "./state/editor-data.ts";
import { type EditorState, initialEditorState } from "./state/editor-state.ts";
import { openSession, type SynthesisSource } from "./synthesis/session.ts";
import { type SynthesisShown, synthesisReadsOf } from "./synthesis/synthesis-reads.ts";

const solvent = (id: number, name: string) => ({ id, name, synonyms: [] }) as unknown as Solvent;
const withSolvents = (solvents: Solvent[], selected: number | null): EditorState => ({
  ...initialEditorState,
  status: "ready",
  view: "solvents",
  solvents,
  selection: selected === null ? null : { type: "solventEdit", id: selected },
});

describe("the editor's reads follow what it shows", () => {
  it("reads nothing while nothing shown needs it, and each queue when its view is chosen", () => {
    expect(Object.values(readsOf(initialEditorState))).toEqual([null, null, null, null, null]);
    expect(readsOf({ ...initialEditorState, view: "review" })).toMatchObject({
      reviewQueue: "/edit/data/review-queue",
      pending: null,
    });
    expect(readsOf({ ...initialEditorState, view: "pending" }).pending).toBe("/edit/data/pending");
    expect(readsOf({ ...initialEditorState, view: "accounts" }).accounts).toBe("/edit/data/accounts");
  });

  it("reads the selected item's history, again for each new copy of it in the store, never for an item it lacks", () => {
    const thf = solvent(3, "THF");
    const first = readsOf(withSolvents([thf], 3)).history;
    expect(first).toMatch(/^\/edit\/data\/history\/solvent\/3\?v=\d+$/);
    // The same copy: the same address, nothing to read again.
    expect(readsOf(withSolvents([thf], 3)).history).toBe(first);
    // A save puts a new copy (even with the same fields): the address changes.
    expect(readsOf(withSolvents([solvent(3, "THF")], 3)).history).not.toBe(first);
    expect(readsOf(withSolvents([thf], 4)).history).toBeNull();
  });

  it("reads a named reaction's fields when it is selected", () => {
    const state: EditorState = {
      ...initialEditorState,
      view: "namedReactions",
      selection: { type: "namedReactionEdit", id: 12 },
    };
    expect(readsOf(state).namedReaction).toBe("/edit/data/named-reactions/12");
  });

  it("loads only the addresses that changed and are wanted", () => {
    const before = { a: "/x", b: "/y", c: null };
    expect(readsToLoad(before, { a: "/x", b: "/z", c: "/w" })).toEqual([
      ["b", "/z"],
      ["c", "/w"],
    ]);
    expect(readsToLoad(before, { a: null, b: "/y", c: null })).toEqual([]);
  });
});

describe("the synthesis editor's reads follow what it shows", () => {
  const draft = (ownerId: number, status = "submitted"): SynthesisSource => ({
    kind: "draft",
    id: 8,
    displayName: "Quinine",
    ownerName: "A",
    ownerId,
    status,
    synthesisId: null,
    baseVersion: null,
    documentHash: "h1",
  });
  const shown = (source: SynthesisSource, more: Partial<SynthesisShown> = {}): SynthesisShown => ({
    session: openSession(newDraft(), source),
    publishing: 0,
    userId: 1,
    isEditor: true,
    ...more,
  });

  it("reads a draft's changes and comments while its details show, again after a save or a step", () => {
    const reads = synthesisReadsOf(shown(draft(1)));
    expect(reads.reviewChanges).toBe("/edit/data/drafts/8/changes?v=h1%2Fsubmitted");
    expect(reads.comments).toBe("/edit/data/drafts/8/comments?v=submitted");
    expect(reads.publicationHistory).toBeNull();
    expect(synthesisReadsOf(shown(draft(1, "approved"))).comments).not.toBe(reads.comments);
  });

  it("reads an editor's Publish dialog's changes anew at each opening, never for their own draft", () => {
    const first = synthesisReadsOf(shown(draft(2), { publishing: 1 })).publishChanges;
    expect(first).toBe("/edit/data/drafts/8/changes?v=h1%2Fsubmitted&publish=1");
    expect(synthesisReadsOf(shown(draft(2), { publishing: 2 })).publishChanges).not.toBe(first);
    expect(synthesisReadsOf(shown(draft(2))).publishChanges).toBeNull();
    expect(synthesisReadsOf(shown(draft(1), { publishing: 1 })).publishChanges).toBeNull();
  });

  it("reads a published synthesis's history for editors only, again for each version", () => {
    const published: SynthesisSource = { kind: "published", id: 5, version: 2, unpublishedAt: null };
    expect(synthesisReadsOf(shown(published)).publicationHistory).toBe("/edit/data/syntheses/5/history?v=2");
    expect(synthesisReadsOf(shown(published, { isEditor: false })).publicationHistory).toBeNull();
    expect(synthesisReadsOf(shown({ kind: "new" })).reviewChanges).toBeNull();
  });
});
