import { createReagent, deleteReagent } from "../api-client/lookups.ts";
import { attempt, useEditor } from "./editor-context.tsx";
import { LookupList } from "./lookup-list.tsx";
import { rowText } from "./lookup-row-text.tsx";
import type { Reagent } from "./state/editor-data.ts";
import { mayChangeItem, newItemMarks } from "./state/item-rights.ts";
import { filterReagents, reagentLabel } from "./state/lookup-rows.ts";

/** The Reagents editor (left): rows show the synonyms; a new reagent starts nameless. */
export function ReagentsEditor() {
  const { state, dispatch, notify, confirmDelete } = useEditor();
  const selectedId = state.selection?.type === "reagentEdit" ? state.selection.id : null;
  return (
    <LookupList<Reagent>
      title="Reagents Editor"
      addLabel="Add Reagent"
      listLabel="Reagents"
      items={state.reagents}
      filter={filterReagents}
      label={(r) => rowText(reagentLabel(r))}
      plainLabel={(r) => r.name}
      selectedId={selectedId}
      onSelect={(r) => dispatch({ type: "selected", selection: { type: "reagentEdit", id: r.id } })}
      onAdd={async () => {
        const done = await attempt(notify, () => createReagent({ name: "" }));
        if (!done.ok) return;
        dispatch({ type: "reagentSaved", reagent: { ...done.value, ...newItemMarks(state) } });
        dispatch({ type: "selected", selection: { type: "reagentEdit", id: done.value.id } });
      }}
      canDelete={(item) => mayChangeItem(state, item)}
      onDelete={async (r) => {
        if (!(await confirmDelete("reagent"))) return;
        const done = await attempt(notify, () => deleteReagent(r.id));
        if (done.ok) dispatch({ type: "reagentDeleted", id: r.id });
      }}
    />
  );
}
