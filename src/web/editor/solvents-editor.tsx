import { createSolvent, deleteSolvent } from "../api-client/lookups.ts";
import { attempt, useEditor } from "./editor-context.tsx";
import { LookupList } from "./lookup-list.tsx";
import { rowText } from "./lookup-row-text.tsx";
import type { Solvent } from "./state/editor-data.ts";
import { mayChangeItem, newItemMarks } from "./state/item-rights.ts";
import { filterSolvents, reagentLabel } from "./state/lookup-rows.ts";

/** The Solvents editor (left): the searchable list (rows show the synonyms) with Add Solvent and a delete per row. */
export function SolventsEditor() {
  const { state, dispatch, notify, confirmDelete } = useEditor();
  const selectedId = state.selection?.type === "solventEdit" ? state.selection.id : null;
  return (
    <LookupList<Solvent>
      title="Solvents Editor"
      addLabel="Add Solvent"
      listLabel="Solvents"
      items={state.solvents}
      filter={filterSolvents}
      label={(s) => rowText(reagentLabel(s))}
      plainLabel={(s) => s.name}
      selectedId={selectedId}
      onSelect={(s) => dispatch({ type: "selected", selection: { type: "solventEdit", id: s.id } })}
      onAdd={async () => {
        const done = await attempt(notify, () => createSolvent({ name: "" }));
        if (!done.ok) return;
        dispatch({ type: "solventSaved", solvent: { ...done.value, ...newItemMarks(state) } });
        dispatch({ type: "selected", selection: { type: "solventEdit", id: done.value.id } });
      }}
      canDelete={(item) => mayChangeItem(state, item)}
      onDelete={async (s) => {
        if (!(await confirmDelete("solvent"))) return;
        const done = await attempt(notify, () => deleteSolvent(s.id));
        if (done.ok) dispatch({ type: "solventDeleted", id: s.id });
      }}
    />
  );
}
