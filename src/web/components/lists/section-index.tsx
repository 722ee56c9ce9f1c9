import { Anchor, Group, Text } from "@mantine/core";

export interface IndexEntry {
  /** What the index shows: a letter, a decade, a carbon count. */
  label: string;
  /** Fragment id of the section; null when the section is empty (shown, but not a link). */
  target: string | null;
  /** Spoken name when the label alone is terse; it must start with the label ('old (up to 1939)'). */
  title?: string;
}

/**
 * The jump index at the top of a list page (A–Z plus '#', decades, carbon counts): plain in-page
 * anchors, so it works without JavaScript and every entry is reachable with Tab.
 */
export function SectionIndex({ label, entries }: { label: string; entries: IndexEntry[] }) {
  return (
    <nav aria-label={label}>
      <Group gap={6} wrap="wrap">
        {entries.map((entry) =>
          entry.target ? (
            <Anchor
              key={entry.label}
              href={`#${entry.target}`}
              aria-label={entry.title}
              fw={700}
              px={8}
              py={2}
              bd="1px solid var(--mantine-color-gray-4)"
              style={{ borderRadius: "var(--mantine-radius-sm)", minWidth: "2rem", textAlign: "center" }}
            >
              {entry.label}
            </Anchor>
          ) : (
            <Text
              key={entry.label}
              span
              c="gray.7"
              px={8}
              py={2}
              aria-disabled="true"
              title={entry.title ? `${entry.title}: none` : "No entries"}
              style={{ minWidth: "2rem", textAlign: "center" }}
            >
              {entry.label}
            </Text>
          ),
        )}
      </Group>
    </nav>
  );
}
