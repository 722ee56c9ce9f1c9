import { Badge, Group, Text } from "@mantine/core";
import { createNamedReaction } from "../api-client/lookups.ts";
import { deleteNamedReaction } from "../api-client/reference-editors.ts";
import { attempt, useEditor } from "./editor-context.tsx";
import { LookupList } from "./lookup-list.tsx";
import { rowText } from "./lookup-row-text.tsx";
import type { NamedReaction } from "./state/editor-data.ts";
import { isEditorUser } from "./state/item-rights.ts";
import { filterNamed } from "./state/lookup-rows.ts";
import { isIncomplete } from "./state/reference-editor-rows.ts";

/**
 * The Named Reactions editor (left): the searchable list with Add and a delete per row; a reaction
 * without a description or a scheme (one created by name from a synthesis, say) is marked incomplete.
 */
export function NamedReactionsEditor() {
  const { state, dispatch, notify, confirmDelete } = useEditor();
  // Their writes are editors' (api.md §5.18): a contributor gets neither Add nor Delete.
  const editor = isEditorUser(state);
  const selectedId = state.selection?.type === "namedReactionEdit" ? state.selection.id : null;
  return (
    <LookupList<NamedReaction>
      title="Named Reactions Editor"
      addLabel="Add Named Reaction"
      listLabel="Named reactions"
      items={state.namedReactions}
      filter={filterNamed}
      label={(n) => (
        <Group gap="xs" wrap="nowrap" component="span">
          <Text span truncate>
            {rowText(n.name)}
          </Text>
          {isIncomplete(n) && (
            <Badge size="xs" variant="light" color="orange" tt="none" title="No description or scheme yet">
              incomplete
            </Badge>
          )}
        </Group>
      )}
      plainLabel={(n) => n.name}
      selectedId={selectedId}
      onSelect={(n) => dispatch({ type: "selected", selection: { type: "namedReactionEdit", id: n.id } })}
      onAdd={
        editor
          ? async () => {
              const done = await attempt(notify, () => createNamedReaction({ name: "" }));
              if (!done.ok) return;
              const { id, name, url } = done.value;
              dispatch({ type: "namedReactionSaved", namedReaction: { id, name, url, incomplete: true } });
              dispatch({ type: "selected", selection: { type: "namedReactionEdit", id } });
            }
          : undefined
      }
      onDelete={
        editor
          ? async (n) => {
              if (!(await confirmDelete("named reaction"))) return;
              const done = await attempt(notify, () => deleteNamedReaction(n.id));
              if (done.ok) dispatch({ type: "namedReactionDeleted", id: n.id });
            }
          : undefined
      }
    />
  );
}
