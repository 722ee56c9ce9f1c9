import { createAuthor, deleteAuthor } from "../api-client/lookups.ts";
import { attempt, useEditor } from "./editor-context.tsx";
import { LookupList } from "./lookup-list.tsx";
import { rowText } from "./lookup-row-text.tsx";
import type { Author } from "./state/editor-data.ts";
import { mayChangeItem, newItemMarks } from "./state/item-rights.ts";
import { authorLabel, filterAuthors } from "./state/lookup-rows.ts";

/** The Authors editor (left): the searchable list with Add Author and a delete per row. */
export function AuthorsEditor() {
  const { state, dispatch, notify, confirmDelete } = useEditor();
  const selectedId = state.selection?.type === "authorEdit" ? state.selection.id : null;
  return (
    <LookupList<Author>
      title="Authors Editor"
      addLabel="Add Author"
      listLabel="Authors"
      items={state.authors}
      filter={filterAuthors}
      label={(a) => rowText(authorLabel(a))}
      plainLabel={authorLabel}
      selectedId={selectedId}
      onSelect={(a) => dispatch({ type: "selected", selection: { type: "authorEdit", id: a.id } })}
      onAdd={async () => {
        const done = await attempt(notify, () => createAuthor());
        if (!done.ok) return;
        dispatch({ type: "authorSaved", author: { ...done.value, ...newItemMarks(state) } });
        dispatch({ type: "selected", selection: { type: "authorEdit", id: done.value.id } });
      }}
      canDelete={(item) => mayChangeItem(state, item)}
      onDelete={async (a) => {
        if (!(await confirmDelete("author"))) return;
        const done = await attempt(notify, () => deleteAuthor(a.id));
        if (done.ok) dispatch({ type: "authorDeleted", id: a.id });
      }}
    />
  );
}
