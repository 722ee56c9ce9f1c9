import { createProtectingGroup, deleteProtectingGroup } from "../api-client/reference-editors.ts";
import { attempt, useEditor } from "./editor-context.tsx";
import { LookupList } from "./lookup-list.tsx";
import { rowText } from "./lookup-row-text.tsx";
import type { ProtectingGroup } from "./state/editor-data.ts";
import { isEditorUser } from "./state/item-rights.ts";
import { filterProtectingGroups, protectingGroupLabel } from "./state/reference-editor-rows.ts";

/** The Protecting Groups editor (left): the searchable list with Add and a delete per row. */
export function ProtectingGroupsEditor() {
  const { state, dispatch, notify, confirmDelete } = useEditor();
  // Their writes are editors' (api.md §5.18): a contributor gets neither Add nor Delete.
  const editor = isEditorUser(state);
  const selectedId = state.selection?.type === "protectingGroupEdit" ? state.selection.id : null;
  return (
    <LookupList<ProtectingGroup>
      title="Protecting Groups Editor"
      addLabel="Add Protecting Group"
      listLabel="Protecting groups"
      items={state.protectingGroups}
      filter={filterProtectingGroups}
      label={(g) => rowText(protectingGroupLabel(g))}
      plainLabel={(g) => g.name}
      selectedId={selectedId}
      onSelect={(g) => dispatch({ type: "selected", selection: { type: "protectingGroupEdit", id: g.id } })}
      onAdd={
        editor
          ? async () => {
              const done = await attempt(notify, () => createProtectingGroup());
              if (!done.ok) return;
              dispatch({ type: "protectingGroupSaved", protectingGroup: done.value });
              dispatch({ type: "selected", selection: { type: "protectingGroupEdit", id: done.value.id } });
            }
          : undefined
      }
      onDelete={
        editor
          ? async (g) => {
              if (!(await confirmDelete("protecting group"))) return;
              const done = await attempt(notify, () => deleteProtectingGroup(g.id));
              if (done.ok) dispatch({ type: "protectingGroupDeleted", id: g.id });
            }
          : undefined
      }
    />
  );
}
