import { ActionIcon, Box, Group, Text, UnstyledButton } from "@mantine/core";
import { TrashIcon } from "./lookup-list.tsx";
import type { ReferenceRow } from "./state/reference-rows.ts";

/** The chosen synthesis's references: a row per reference, the selected one highlighted. */
export function ReferenceList(props: {
  rows: readonly ReferenceRow[];
  selectedKey: string | null;
  onSelect: (row: ReferenceRow) => void;
  /** Without it (a reader who may not change these references) the rows have no delete button. */
  onDelete?: (row: ReferenceRow) => void;
}) {
  return (
    <Box role="list" aria-label="References">
      {props.rows.map((row) => {
        const selected = row.key === props.selectedKey;
        return (
          <Group
            role="listitem"
            key={row.key}
            wrap="nowrap"
            gap="xs"
            px="xs"
            py={6}
            style={{
              borderBottom: "1px solid var(--mantine-color-gray-2)",
              background: selected ? "var(--mantine-primary-color-light)" : undefined,
            }}
          >
            <UnstyledButton
              aria-current={selected ? "true" : undefined}
              style={{ flex: 1, minWidth: 0 }}
              onClick={() => props.onSelect(row)}
            >
              {row.display.trim() === "" ? (
                <Text span c="dimmed" fs="italic">
                  (no display text)
                </Text>
              ) : (
                row.display
              )}
            </UnstyledButton>
            {props.onDelete && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${row.display || "(no display text)"}`}
                onClick={() => props.onDelete?.(row)}
              >
                <TrashIcon />
              </ActionIcon>
            )}
          </Group>
        );
      })}
    </Box>
  );
}
