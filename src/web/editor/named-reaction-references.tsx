import { Button, CloseButton, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { isStructured } from "../../domain/citations/reference-fields.ts";
import { lookUpDoi } from "../api-client/doi.ts";
import { blurOnEnter } from "./edit-panel-parts.tsx";
import { attempt, useEditor } from "./editor-context.tsx";
import type { ReferenceRowInput } from "./state/reference-editor-rows.ts";

/** The named reaction's two lists of references, each sent whole in the PUT. */
export type RefKind = "original_references" | "review_references";

/** One list of references: DOI (with its look-up), display text and URL per row; saved when left. */
export function ReferenceSection(props: {
  title: string;
  kind: RefKind;
  rows: ReferenceRowInput[];
  onChange: (rows: ReferenceRowInput[]) => void;
  onCommit: (rows: ReferenceRowInput[]) => void;
}) {
  const { notify } = useEditor();
  const [looking, setLooking] = useState<number | null>(null);
  const { rows } = props;
  const label = props.kind === "original_references" ? "original" : "review";
  const setRow = (i: number, row: Partial<ReferenceRowInput>) =>
    rows.map((r, k) => (k === i ? { ...r, ...row } : r));

  async function lookUp(i: number) {
    const doi = rows[i]?.doi?.trim() ?? "";
    if (doi === "") {
      notify("Enter a DOI first.");
      return;
    }
    setLooking(i);
    const found = await attempt(notify, () => lookUpDoi(doi));
    setLooking(null);
    if (!found.ok) return;
    const next = setRow(i, {
      doi: found.value.doi || doi,
      display: found.value.display,
      url: found.value.url || null,
    });
    props.onChange(next);
    props.onCommit(next);
  }

  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {props.title}
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => props.onChange([...rows, { display: "", doi: null, url: null }])}
        >
          Add {label} reference
        </Button>
      </Group>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          None yet.
        </Text>
      )}
      {rows.map((row, i) => (
        <Stack
          // Rows have no id of their own; the list is replaced as a whole on every save.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={i}
          gap={4}
          p="xs"
          role="group"
          aria-label={`${props.title} ${i + 1}`}
          style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 4 }}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label="DOI"
              value={row.doi ?? ""}
              onChange={(e) => props.onChange(setRow(i, { doi: e.currentTarget.value }))}
              onBlur={() => props.onCommit(rows)}
              onKeyDown={blurOnEnter}
            />
            <Button size="xs" variant="light" loading={looking === i} onClick={() => void lookUp(i)}>
              Autocomplete from DOI
            </Button>
            <CloseButton
              aria-label={`Remove ${label} reference ${i + 1}`}
              onClick={() => {
                const next = rows.filter((_, k) => k !== i);
                props.onChange(next);
                props.onCommit(next);
              }}
            />
          </Group>
          <TextInput
            label="Display"
            description={
              isStructured(row)
                ? "Derived from the reference's fields"
                : row.display.trim() === ""
                  ? "The reference is saved once it has a display text."
                  : undefined
            }
            readOnly={isStructured(row)}
            value={row.display}
            onChange={(e) => props.onChange(setRow(i, { display: e.currentTarget.value }))}
            onBlur={() => props.onCommit(rows)}
            onKeyDown={blurOnEnter}
          />
          <TextInput
            label="Custom URL"
            value={row.url ?? ""}
            onChange={(e) => props.onChange(setRow(i, { url: e.currentTarget.value }))}
            onBlur={() => props.onCommit(rows)}
            onKeyDown={blurOnEnter}
          />
        </Stack>
      ))}
    </Stack>
  );
}
