import { useEditor } from "./editor-context.tsx";
import { LookupList } from "./lookup-list.tsx";
import { rowText } from "./lookup-row-text.tsx";
import type { Molecule } from "./state/editor-data.ts";
import { filterNamed } from "./state/lookup-rows.ts";

/**
 * The Molecules editor (left, editors only): the searchable list of every molecule. New molecules
 * are made in the synthesis panel and a molecule is never deleted on its own (only merged), so the
 * list has neither Add nor delete buttons.
 */
export function MoleculesEditor() {
  const { state, dispatch } = useEditor();
  const selectedId = state.selection?.type === "moleculeEdit" ? state.selection.id : null;
  return (
    <LookupList<Molecule>
      title="Molecules Editor"
      addLabel=""
      listLabel="Molecules"
      items={state.molecules}
      filter={filterNamed}
      label={(m) => rowText(m.name)}
      plainLabel={(m) => m.name}
      selectedId={selectedId}
      onSelect={(m) => dispatch({ type: "selected", selection: { type: "moleculeEdit", id: m.id } })}
    />
  );
}
