import { ActionIcon, Box, Button, Group, Title, UnstyledButton } from "@mantine/core";
import { type ReactNode, useMemo, useState } from "react";
import { SearchField } from "./search-field.tsx";
import { VirtualList } from "./virtual-list.tsx";

const ROW_HEIGHT = 40;

function TrashIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * The left side of the Solvents, Reagents and Authors editors: a Quick Search box with a clear
 * icon, a windowed list of rows (each with a delete button) and the Add button.
 */
export function LookupList<T extends { id: number }>(props: {
  title: string;
  addLabel: string;
  listLabel: string;
  items: readonly T[];
  filter: (items: readonly T[], query: string) => readonly T[];
  label: (item: T) => ReactNode;
  /** Text for the delete button's accessible name. */
  plainLabel: (item: T) => string;
  selectedId: number | null;
  onSelect: (item: T) => void;
  /** Without it the list has no Add button (molecules are created from the synthesis panel). */
  onAdd?: () => void;
  /** Without it the rows have no delete button. */
  onDelete?: (item: T) => void;
  /** Rows the user may delete (default all): the others show no delete button. */
  canDelete?: (item: T) => boolean;
}) {
  const [query, setQuery] = useState("");
  const { items, filter } = props;
  const shown = useMemo(() => filter(items, query), [items, filter, query]);

  return (
    <Box style={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 0, gap: "0.75rem" }}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          {props.title}
        </Title>
        {props.onAdd && <Button onClick={props.onAdd}>{props.addLabel}</Button>}
      </Group>
      <SearchField aria-label="Quick Search" placeholder="Quick Search" query={query} onQuery={setQuery} />
      <VirtualList
        label={props.listLabel}
        items={shown}
        rowHeight={ROW_HEIGHT}
        getKey={(item) => item.id}
        renderRow={(item) => {
          const selected = item.id === props.selectedId;
          return (
            <Group
              wrap="nowrap"
              gap="xs"
              px="xs"
              h={ROW_HEIGHT}
              style={{
                borderBottom: "1px solid var(--mantine-color-gray-2)",
                background: selected ? "var(--mantine-primary-color-light)" : undefined,
              }}
            >
              <UnstyledButton
                aria-current={selected ? "true" : undefined}
                onClick={() => props.onSelect(item)}
                style={{
                  flex: 1,
                  minWidth: 0,
                  overflow: "hidden",
                  textOverflow: "ellipsis",
                  whiteSpace: "nowrap",
                }}
              >
                {props.label(item)}
              </UnstyledButton>
              {props.onDelete && (props.canDelete?.(item) ?? true) && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${props.plainLabel(item) || "(no name)"}`}
                  onClick={() => props.onDelete?.(item)}
                >
                  <TrashIcon />
                </ActionIcon>
              )}
            </Group>
          );
        }}
      />
    </Box>
  );
}

export { TrashIcon };
