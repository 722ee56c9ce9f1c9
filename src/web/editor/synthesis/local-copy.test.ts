import { describe, expect, it } from "vitest";
import { newDraft } from "../../../domain/editor/draft.ts";
import {
  clearLocalCopy,
  type KeyValueStore,
  localCopyKey,
  newestLocalCopy,
  readLocalCopy,
  userPrefix,
  writeLocalCopy,
} from "./local-copy.ts";
import type { SynthesisSource } from "./session.ts";

/** A Map-backed store that lists its keys as localStorage does. */
function memoryStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
  };
}

const draftSource = (id: number): SynthesisSource => ({
  kind: "draft",
  id,
  displayName: `Draft ${id}`,
  ownerName: null,
  ownerId: 7,
  status: "draft",
  synthesisId: null,
  baseVersion: null,
  documentHash: null,
});

describe("the local copy of an unsaved synthesis", () => {
  it("gives back what was written, as a draft with unsaved changes", () => {
    const store = memoryStore();
    const draft = { ...newDraft(), year: 1999, dirty: true };
    writeLocalCopy(store, 7, { savedAt: "2026-11-23T10:00:00.000Z", source: { kind: "new" }, draft });
    const copy = readLocalCopy(store, 7, { kind: "new" });
    expect(copy?.draft.year).toBe(1999);
    expect(copy?.draft.dirty).toBe(true);
    expect(copy?.source).toEqual({ kind: "new" });
  });

  it("keeps one copy per user and per synthesis", () => {
    const store = memoryStore();
    writeLocalCopy(store, 7, { savedAt: "x", source: draftSource(5), draft: { ...newDraft(), year: 2001 } });
    writeLocalCopy(store, 7, { savedAt: "y", source: draftSource(6), draft: { ...newDraft(), year: 2002 } });
    writeLocalCopy(store, 7, {
      savedAt: "z",
      source: { kind: "published", id: 5, version: 3, unpublishedAt: null },
      draft: { ...newDraft(), year: 2003 },
    });
    expect(readLocalCopy(store, 8, { kind: "draft", id: 5 })).toBeNull();
    expect(readLocalCopy(store, 7, { kind: "draft", id: 5 })?.draft.year).toBe(2001);
    expect(readLocalCopy(store, 7, { kind: "draft", id: 6 })?.draft.year).toBe(2002);
    // A published synthesis's copy is not the copy of the draft with the same number.
    expect(readLocalCopy(store, 7, { kind: "published", id: 5 })?.draft.year).toBe(2003);
    clearLocalCopy(store, 7, { kind: "draft", id: 5 });
    expect(readLocalCopy(store, 7, { kind: "draft", id: 5 })).toBeNull();
    expect(readLocalCopy(store, 7, { kind: "draft", id: 6 })).not.toBeNull();
  });

  it("finds the newest copy of a user, including the single copy earlier releases kept", () => {
    const store = memoryStore();
    writeLocalCopy(store, 7, {
      savedAt: "2026-11-23T10:00:00.000Z",
      source: draftSource(5),
      draft: newDraft(),
    });
    store.setItem(
      userPrefix(7),
      JSON.stringify({ savedAt: "2026-11-24T10:00:00.000Z", source: { kind: "new" }, draft: newDraft() }),
    );
    writeLocalCopy(store, 8, {
      savedAt: "2026-12-01T10:00:00.000Z",
      source: draftSource(9),
      draft: newDraft(),
    });
    const newest = newestLocalCopy(store, 7);
    expect(newest?.key).toBe(userPrefix(7));
    expect(newest?.copy.source).toEqual({ kind: "new" });
    store.removeItem(userPrefix(7));
    expect(newestLocalCopy(store, 7)?.copy.source).toEqual(draftSource(5));
    expect(newestLocalCopy(store, 3)).toBeNull();
  });

  it("ignores a copy it cannot read, or one under another synthesis's key", () => {
    const store = memoryStore();
    const key = localCopyKey(7, { kind: "new" });
    store.setItem(key, "{not json");
    expect(readLocalCopy(store, 7, { kind: "new" })).toBeNull();
    store.setItem(key, JSON.stringify({ savedAt: "x", source: { kind: "new" }, draft: { parts: "no" } }));
    expect(readLocalCopy(store, 7, { kind: "new" })).toBeNull();
    store.setItem(key, JSON.stringify({ savedAt: "x", source: draftSource(4), draft: newDraft() }));
    expect(readLocalCopy(store, 7, { kind: "new" })).toBeNull();
  });

  it("survives storage that refuses to write", () => {
    const store: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    expect(() =>
      writeLocalCopy(store, 1, { savedAt: "x", source: { kind: "new" }, draft: newDraft() }),
    ).not.toThrow();
  });
});
