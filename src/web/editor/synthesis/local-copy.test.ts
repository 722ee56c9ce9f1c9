import { describe, expect, it } from "vitest";
import { newDraft } from "../../../domain/editor/draft.ts";
import {
  clearLocalCopy,
  type KeyValueStore,
  localCopyKey,
  readLocalCopy,
  writeLocalCopy,
} from "./local-copy.ts";

function memoryStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe("the local copy of an unsaved synthesis", () => {
  it("gives back what was written, as a draft with unsaved changes", () => {
    const store = memoryStore();
    const draft = { ...newDraft(), year: 1999, dirty: true };
    writeLocalCopy(store, 7, { savedAt: "2026-11-23T10:00:00.000Z", source: { kind: "new" }, draft });
    const copy = readLocalCopy(store, 7);
    expect(copy?.draft.year).toBe(1999);
    expect(copy?.draft.dirty).toBe(true);
    expect(copy?.source).toEqual({ kind: "new" });
  });

  it("keeps one copy per user", () => {
    const store = memoryStore();
    writeLocalCopy(store, 7, { savedAt: "x", source: { kind: "new" }, draft: newDraft() });
    expect(readLocalCopy(store, 8)).toBeNull();
    clearLocalCopy(store, 7);
    expect(readLocalCopy(store, 7)).toBeNull();
  });

  it("ignores a copy it cannot read", () => {
    const store = memoryStore();
    store.setItem(localCopyKey(7), "{not json");
    expect(readLocalCopy(store, 7)).toBeNull();
    store.setItem(
      localCopyKey(7),
      JSON.stringify({ savedAt: "x", source: { kind: "new" }, draft: { parts: "no" } }),
    );
    expect(readLocalCopy(store, 7)).toBeNull();
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
