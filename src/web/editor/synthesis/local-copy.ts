/**
 * The browser's copy of the synthesis being edited: written while there are unsaved changes, so a
 * reload, a crash, a closed tab or an expired session loses nothing; removed once saved. One copy per
 * user and per synthesis (a new one, a draft, a published synthesis), so reopening a draft by its
 * address offers back that draft's changes and no other.
 */
import type { SynthesisDraft } from "../../../domain/editor/draft.ts";
import type { SynthesisSource } from "./session.ts";

export interface LocalCopy {
  savedAt: string;
  source: SynthesisSource;
  draft: SynthesisDraft;
}

/** The part of `localStorage` used here (tests pass a Map-backed one); listing is optional. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length?: number;
  key?(index: number): string | null;
}

/** What a copy belongs to: a new synthesis, a draft or a published synthesis, by id. */
export type CopyOwner = { kind: "new" } | { kind: "draft"; id: number } | { kind: "published"; id: number };

export const ownerOf = (source: SynthesisSource): CopyOwner =>
  source.kind === "new" ? { kind: "new" } : { kind: source.kind, id: source.id };

const ownerPart = (owner: CopyOwner) =>
  owner.kind === "new" ? "new" : owner.kind === "draft" ? `draft-${owner.id}` : `synthesis-${owner.id}`;

/** The prefix of every copy of one user; before copies were kept per synthesis it was the whole key. */
export const userPrefix = (userId: number) => `synthesis-archive:editor:unsaved:${userId}`;

export const localCopyKey = (userId: number, owner: CopyOwner) => `${userPrefix(userId)}:${ownerPart(owner)}`;

export function writeLocalCopy(store: KeyValueStore, userId: number, copy: LocalCopy): void {
  try {
    store.setItem(localCopyKey(userId, ownerOf(copy.source)), JSON.stringify(copy));
  } catch {
    // Storage full or disabled (private mode): the editor still works, only without the safety copy.
  }
}

export function clearLocalCopy(store: KeyValueStore, userId: number, owner: CopyOwner): void {
  try {
    store.removeItem(localCopyKey(userId, owner));
  } catch {
    // Nothing to clear.
  }
}

function parse(text: string | null): LocalCopy | null {
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

function read(store: KeyValueStore, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

/** The copy kept for this user and synthesis, or null when there is none or it cannot be read. */
export function readLocalCopy(store: KeyValueStore, userId: number, owner: CopyOwner): LocalCopy | null {
  const copy = parse(read(store, localCopyKey(userId, owner)));
  // A copy says what it belongs to; one stored under another synthesis's key is not this one's.
  return copy && ownerPart(ownerOf(copy.source)) === ownerPart(owner) ? copy : null;
}

/**
 * The newest readable copy of this user, whatever it belongs to (the editor opened without naming a
 * synthesis offers it), with the key it is under; the one-per-user key of earlier releases counts.
 */
export function newestLocalCopy(
  store: KeyValueStore,
  userId: number,
): { key: string; copy: LocalCopy } | null {
  const prefix = userPrefix(userId);
  const keys: string[] = [prefix];
  try {
    for (let i = 0; i < (store.length ?? 0); i++) {
      const key = store.key?.(i);
      if (key?.startsWith(`${prefix}:`)) keys.push(key);
    }
  } catch {
    return null;
  }
  let newest: { key: string; copy: LocalCopy } | null = null;
  for (const key of keys) {
    const copy = parse(read(store, key));
    if (copy && (!newest || copy.savedAt > newest.copy.savedAt)) newest = { key, copy };
  }
  return newest;
}

export function removeKey(store: KeyValueStore, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
