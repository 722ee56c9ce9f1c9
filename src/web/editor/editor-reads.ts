import { useCallback } from "react";
import { href, useFetcher } from "react-router";
import type { HistoryKind } from "../api-client/history.ts";
import { readsToLoad } from "../lib/reads-to-load.ts";
import type { clientLoader as accountsLoader } from "../routes/edit-data/accounts.ts";
import type { clientLoader as historyLoader } from "../routes/edit-data/history.ts";
import type { clientLoader as namedReactionLoader } from "../routes/edit-data/named-reaction.ts";
import type { clientLoader as pendingLoader } from "../routes/edit-data/pending.ts";
import type { clientLoader as reviewQueueLoader } from "../routes/edit-data/review-queue.ts";
import type { EditorState, Selection } from "./state/editor-state.ts";

/*
 * The editor's reads that follow what it shows (docs/decisions/code/0130-one-data-layer-react-router-loaders-and-fetchers.md): each is a data
 * route's `clientLoader` (routes/edit-data/), loaded by a React Router fetcher with a fixed key. The
 * load starts where the store changes (the editor's dispatch, `useEditorReads`), never in an effect;
 * the screens read the fetcher's answer by its key (`useEditorRead`). A new address on the same
 * fetcher drops the answer of the one before it.
 */

type Loaders = {
  reviewQueue: typeof reviewQueueLoader;
  pending: typeof pendingLoader;
  history: typeof historyLoader;
  namedReaction: typeof namedReactionLoader;
  accounts: typeof accountsLoader;
};
export type ReadSlot = keyof Loaders;
const key = (slot: ReadSlot) => `editor-read:${slot}`;

/** The history kind of each selection whose panel lists a history, with the list that holds the item. */
const HISTORY: Partial<Record<Selection["type"], { kind: HistoryKind; list: (s: EditorState) => object[] }>> =
  {
    solventEdit: { kind: "solvent", list: (s) => s.solvents },
    reagentEdit: { kind: "reagent", list: (s) => s.reagents },
    authorEdit: { kind: "author", list: (s) => s.authors },
    namedReactionEdit: { kind: "named_reaction", list: (s) => s.namedReactions },
    protectingGroupEdit: { kind: "protecting_group", list: (s) => s.protectingGroups },
    moleculeEdit: { kind: "molecule", list: (s) => s.molecules },
  };

/**
 * A number per copy of an item in the store: every save puts a new copy there, and the panel's
 * history is read again then (an entry was added), as the panels' `version` said before.
 */
const copies = new WeakMap<object, number>();
let lastCopy = 0;
function copyNumber(item: object): number {
  let n = copies.get(item);
  if (n === undefined) {
    lastCopy += 1;
    n = lastCopy;
    copies.set(item, n);
  }
  return n;
}

/** An item's history address; `v` changes when the store holds a new copy of it. */
export function historyHref(kind: HistoryKind, id: number, v: string | number): string {
  return `${href("/edit/data/history/:kind/:id", { kind, id: String(id) })}?v=${v}`;
}

function historyRead(state: EditorState): string | null {
  const selection = state.selection;
  if (!selection || !("id" in selection)) return null;
  const source = HISTORY[selection.type];
  const item = source?.list(state).find((i) => (i as { id: number }).id === selection.id);
  return source && item ? historyHref(source.kind, selection.id, copyNumber(item)) : null;
}

/** What the editor showing `state` reads, by slot: an address, or null when nothing shown needs it. */
export function readsOf(state: EditorState): Record<ReadSlot, string | null> {
  const selection = state.selection;
  return {
    reviewQueue: state.view === "review" ? href("/edit/data/review-queue") : null,
    pending: state.view === "pending" ? href("/edit/data/pending") : null,
    history: historyRead(state),
    namedReaction:
      selection?.type === "namedReactionEdit"
        ? href("/edit/data/named-reactions/:id", { id: String(selection.id) })
        : null,
    accounts: state.view === "accounts" ? ACCOUNTS : null,
  };
}

/** The accounts' address: read when the view opens, and again after an account changes. */
export const ACCOUNTS = href("/edit/data/accounts");

/** A slot's fetcher: its answer (`data`), whether it is loading (`state`), and `load` to read it again. */
export function useEditorRead<S extends ReadSlot>(slot: S) {
  return useFetcher<Loaders[S]>({ key: key(slot) });
}

/**
 * The editor's side of the reads: given the store's state after a change, loads what the screen
 * now shows and did not show before. `from` is the state the screen showed until then.
 */
export function useEditorReads(): (from: EditorState, to: EditorState) => void {
  const loads = {
    reviewQueue: useEditorRead("reviewQueue").load,
    pending: useEditorRead("pending").load,
    history: useEditorRead("history").load,
    namedReaction: useEditorRead("namedReaction").load,
    accounts: useEditorRead("accounts").load,
  };
  const { reviewQueue, pending, history, namedReaction, accounts } = loads;
  return useCallback(
    (from: EditorState, to: EditorState) => {
      const load = { reviewQueue, pending, history, namedReaction, accounts };
      for (const [slot, address] of readsToLoad(readsOf(from), readsOf(to))) void load[slot](address);
    },
    [reviewQueue, pending, history, namedReaction, accounts],
  );
}
