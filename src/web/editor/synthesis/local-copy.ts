/**
 * The browser's copy of the synthesis being edited: written while there are unsaved changes, so a
 * crash, a closed tab or an expired session loses nothing; removed once saved. One copy per user.
 */
import type { SynthesisDraft } from "../../../domain/editor/draft.ts";
import type { SynthesisSource } from "./session.ts";

export interface LocalCopy {
  savedAt: string;
  source: SynthesisSource;
  draft: SynthesisDraft;
}

/** The part of `localStorage` used here (tests pass a Map-backed one). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const localCopyKey = (userId: number) => `synthesis-archive:editor:unsaved:${userId}`;

export function writeLocalCopy(store: KeyValueStore, userId: number, copy: LocalCopy): void {
  try {
    store.setItem(localCopyKey(userId), JSON.stringify(copy));
  } catch {
    // Storage full or disabled (private mode): the editor still works, only without the safety copy.
  }
}

export function clearLocalCopy(store: KeyValueStore, userId: number): void {
  try {
    store.removeItem(localCopyKey(userId));
  } catch {
    // Nothing to clear.
  }
}

/** The copy kept for this user, or null when there is none or it cannot be read. */
export function readLocalCopy(store: KeyValueStore, userId: number): LocalCopy | null {
  let text: string | null;
  try {
    text = store.getItem(localCopyKey(userId));
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const copy = JSON.parse(text) as Partial<LocalCopy>;
    const draft = copy.draft;
    if (!copy.source || typeof copy.source !== "object" || !draft || !Array.isArray(draft.parts)) return null;
    if (typeof draft.nextId !== "number" || typeof copy.savedAt !== "string") return null;
    return { savedAt: copy.savedAt, source: copy.source, draft: { ...draft, dirty: true } };
  } catch {
    return null;
  }
}
