import { Box, Button, Group, Text } from "@mantine/core";
import { type ReactNode, useMemo, useState } from "react";
import { SearchField } from "../../search-field.tsx";
import { exactItem, hasExactName } from "../../state/lookup-rows.ts";
import { VirtualList } from "../../virtual-list.tsx";

const ROW_HEIGHT = 36;
/** Rows in view at once; the rest scroll (the list is windowed). */
const VISIBLE_ROWS = 7;

/**
 * A searchable list of reference data with an Add button on each row (reagents, solvents, named
 * reactions, protecting groups), windowed so thousands of rows stay fast. `footer` shows under the
 * list when the search finds nothing. With `onCreate`, a search that names no item exactly offers
 * "Add '{typed text}'" under the list, so what the archive lacks is added where it is picked. Enter
 * in the search box adds the first row shown and empties the box, which keeps the focus: the next
 * name can be typed at once.
 */
export function PickList<T>(props: {
  label: string;
  items: readonly T[];
  filter: (items: readonly T[], query: string) => readonly T[];
  getKey: (item: T) => string | number;
  rowLabel: (item: T) => ReactNode;
  plainLabel: (item: T) => string;
  onAdd: (item: T) => void;
  empty?: (query: string) => ReactNode;
  /** The rows' button: 'Add' by default. */
  actionLabel?: string;
  /** Show rows only once something is typed (a pick among thousands, not a list to browse). */
  searchFirst?: boolean;
  /** Adds an item named by the search (a short form or a dialog); the search is cleared. */
  onCreate?: (typed: string) => void;
  /** The names that count as the item's own for `onCreate` (default its plain label; a reagent's synonyms too). */
  names?: (item: T) => readonly string[];
  /** The search is the field a panel reached from the keyboard focuses first (use-panel-keys.ts). */
  firstField?: boolean;
}) {
  const [query, setQuery] = useState("");
  const { items, filter, plainLabel, onCreate, names } = props;
  const shown = useMemo(() => filter(items, query), [items, filter, query]);
  const typed = query.trim();
  const named = useMemo(
    () => hasExactName(items, names ?? ((item) => [plainLabel(item)]), typed),
    [items, plainLabel, names, typed],
  );
  const create = onCreate && typed !== "" && !named && (
    <Button
      size="compact-sm"
      variant="light"
      mt="xs"
      onClick={() => {
        onCreate(typed);
        setQuery("");
      }}
    >
      Add '{typed}'
    </Button>
  );
  return (
    <Box>
      <SearchField
        label={props.label}
        placeholder="Search"
        data-first-field={props.firstField || undefined}
        query={query}
        onQuery={setQuery}
        onKeyDown={(event) => {
          if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
          event.preventDefault();
          // The item of exactly the typed name first, else the search's first row.
          const first = exactItem(items, names ?? ((item) => [plainLabel(item)]), typed) ?? shown[0];
          if (typed === "" || first === undefined) return;
          props.onAdd(first);
          setQuery("");
        }}
      />
      {props.searchFirst && query.trim() === "" ? null : shown.length === 0 ? (
        <Box mt="xs">
          {props.empty?.(query) ?? (
            <Text size="sm" c="dimmed">
              {create ? "Not in the archive yet." : "Nothing matches."}
            </Text>
          )}
        </Box>
      ) : (
        <Box
          style={{
            height: VISIBLE_ROWS * ROW_HEIGHT + 2,
            marginTop: 6,
            display: "flex",
            flexDirection: "column",
          }}
        >
          <VirtualList
            label={props.label}
            items={shown}
            rowHeight={ROW_HEIGHT}
            getKey={props.getKey}
            renderRow={(item) => (
              <Group
                wrap="nowrap"
                gap="xs"
                px="xs"
                h={ROW_HEIGHT}
                style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
              >
                <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate>
                  {props.rowLabel(item)}
                </Text>
                <Button
                  size="compact-xs"
                  variant="light"
                  aria-label={`${props.actionLabel ?? "Add"} ${props.plainLabel(item)}`}
                  onClick={() => {
                    props.onAdd(item);
                    if (props.searchFirst) setQuery("");
                  }}
                >
                  {props.actionLabel ?? "Add"}
                </Button>
              </Group>
            )}
          />
        </Box>
      )}
      {create}
    </Box>
  );
}
