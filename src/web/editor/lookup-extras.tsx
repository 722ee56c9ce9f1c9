import { Divider, Stack } from "@mantine/core";
import { useCallback } from "react";
import { mergeAuthor, mergeReagent, mergeSolvent } from "../api-client/lookups.ts";
import { useEditor } from "./editor-context.tsx";
import { HistoryList } from "./history-list.tsx";
import { MergeInto } from "./merge-into.tsx";
import type { Author, Reagent, Solvent } from "./state/editor-data.ts";
import { authorLabel, filterAuthors, filterReagents, filterSolvents } from "./state/lookup-rows.ts";

/**
 * What the Solvent, Reagent and Author panels show under their fields (docs/product/editor.md
 * 8.23, 8.24): 'Merge into…' for editors and the item's History. A merge removes this item from the
 * store and selects the kept one; a restore puts the restored fields in the store and `onRestored`
 * lets the panel reset its form.
 */
type Snapshot = Record<string, unknown> | null;
const text = (value: unknown) => (typeof value === "string" ? value : "");

export function SolventExtras({ solvent, onRestored }: { solvent: Solvent; onRestored: () => void }) {
  const { state, dispatch } = useEditor();
  const restored = useCallback(
    (item: Snapshot) => {
      if (item) {
        // An entry from before solvents had synonyms leaves them as they were.
        const synonyms = Array.isArray(item.synonyms)
          ? item.synonyms.map((s) => ({ synonym: text(s) }))
          : solvent.synonyms;
        dispatch({ type: "solventSaved", solvent: { id: solvent.id, name: text(item.name), synonyms } });
      }
      onRestored();
    },
    [dispatch, solvent.id, solvent.synonyms, onRestored],
  );
  return (
    <Stack mt="md">
      <Divider />
      <MergeInto
        what="solvent"
        merge={mergeSolvent}
        item={solvent}
        candidates={state.solvents}
        label={(s) => s.name}
        filter={filterSolvents}
        onMerged={(kept) => {
          dispatch({ type: "solventDeleted", id: solvent.id });
          dispatch({ type: "solventSaved", solvent: kept });
          dispatch({ type: "selected", selection: { type: "solventEdit", id: kept.id } });
        }}
      />
      <HistoryList kind="solvent" id={solvent.id} onRestored={restored} />
    </Stack>
  );
}

export function ReagentExtras({ reagent, onRestored }: { reagent: Reagent; onRestored: () => void }) {
  const { state, dispatch } = useEditor();
  const restored = useCallback(
    (item: Snapshot) => {
      if (item) {
        const synonyms = Array.isArray(item.synonyms) ? item.synonyms.map((s) => ({ synonym: text(s) })) : [];
        dispatch({
          type: "reagentSaved",
          reagent: { id: reagent.id, name: text(item.name), formula: text(item.formula) || null, synonyms },
        });
      }
      onRestored();
    },
    [dispatch, reagent.id, onRestored],
  );
  return (
    <Stack mt="md">
      <Divider />
      <MergeInto
        what="reagent"
        merge={mergeReagent}
        item={reagent}
        candidates={state.reagents}
        label={(r) => r.name}
        filter={filterReagents}
        onMerged={(kept) => {
          dispatch({ type: "reagentDeleted", id: reagent.id });
          dispatch({ type: "reagentSaved", reagent: kept });
          dispatch({ type: "selected", selection: { type: "reagentEdit", id: kept.id } });
        }}
      />
      <HistoryList kind="reagent" id={reagent.id} onRestored={restored} />
    </Stack>
  );
}

export function AuthorExtras({ author, onRestored }: { author: Author; onRestored: () => void }) {
  const { state, dispatch } = useEditor();
  const restored = useCallback(
    (item: Snapshot) => {
      if (item) {
        dispatch({
          type: "authorSaved",
          author: {
            ...author,
            firstName: text(item.firstName),
            lastName: text(item.lastName),
            url: text(item.url),
          },
        });
      }
      onRestored();
    },
    [dispatch, author, onRestored],
  );
  return (
    <Stack mt="md">
      <Divider />
      <MergeInto
        what="author"
        merge={mergeAuthor}
        item={author}
        candidates={state.authors}
        label={authorLabel}
        filter={filterAuthors}
        onMerged={(kept) => {
          dispatch({ type: "authorDeleted", id: author.id });
          dispatch({ type: "authorSaved", author: kept });
          dispatch({ type: "selected", selection: { type: "authorEdit", id: kept.id } });
        }}
      />
      <HistoryList kind="author" id={author.id} onRestored={restored} />
    </Stack>
  );
}
