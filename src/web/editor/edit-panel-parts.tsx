import { Badge, Button, CloseButton, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { type KeyboardEvent, useState } from "react";

/** Enter in a field saves it the same way leaving it does. */
export function blurOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === "Enter") event.currentTarget.blur();
}

/** A panel's heading and hint while nothing is selected in the list. */
export function Prompt(props: { title: string; text: string }) {
  return (
    <Stack>
      <Title order={2} size="h4">
        {props.title}
      </Title>
      <Text c="dimmed">{props.text}</Text>
    </Stack>
  );
}

/**
 * An item the user may look at but not change (item-rights.ts): its fields shown read-only with the
 * reason, instead of fields that would take typing and then be refused.
 */
export function ReadOnlyItem(props: {
  title: string;
  fields: [label: string, value: string][];
  reason: string;
}) {
  return (
    <Stack>
      <Title order={2} size="h4">
        {props.title}
      </Title>
      <Text size="sm" c="dimmed" role="note">
        {props.reason}
      </Text>
      {props.fields.map(([label, value]) => (
        <TextInput key={label} label={label} value={value} readOnly variant="filled" />
      ))}
    </Stack>
  );
}

/** An item's synonyms as chips, each with a remove button (reagents, named reactions). */
export function SynonymChips(props: {
  label: string;
  synonyms: readonly { id?: number; synonym: string }[];
  onRemove: (synonym: string) => void;
}) {
  return (
    <Group gap="xs" aria-label={props.label} role="list">
      {props.synonyms.map((s) => (
        <Badge
          role="listitem"
          key={s.id ?? s.synonym}
          variant="light"
          size="lg"
          tt="none"
          rightSection={
            <CloseButton
              size="xs"
              aria-label={`Remove synonym ${s.synonym}`}
              onClick={() => props.onRemove(s.synonym)}
            />
          }
        >
          {s.synonym}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * An item's synonyms (reagents, solvents, named reactions): a field where Enter adds the typed
 * synonym, then the chips of those it has. The field empties once `onAdd` reports the synonym
 * saved, unless something else was typed meanwhile.
 */
export function SynonymsField(props: {
  /** The chips' label, "Synonyms of this …". */
  label: string;
  description?: string;
  synonyms: readonly { id?: number; synonym: string }[];
  onAdd: (synonym: string) => Promise<boolean>;
  onRemove: (synonym: string) => void;
}) {
  const [synonym, setSynonym] = useState("");

  async function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const text = synonym;
    if (await props.onAdd(text)) setSynonym((now) => (now === text ? "" : now));
  }

  return (
    <>
      <TextInput
        label="Synonyms"
        description={props.description}
        placeholder="Type a synonym and press Enter"
        value={synonym}
        onChange={(e) => setSynonym(e.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <SynonymChips label={props.label} synonyms={props.synonyms} onRemove={props.onRemove} />
    </>
  );
}

/**
 * A button that opens the file chooser for one PNG (a label around a hidden input, so it works by
 * keyboard and screen reader through the input's own label). The input is cleared after each pick,
 * so choosing the same file again still counts.
 */
export function UploadPngButton(props: { label: string; onFile: (file: File | undefined) => void }) {
  return (
    <Button size="xs" variant="default" component="label">
      Upload PNG
      <input
        type="file"
        accept="image/png"
        hidden
        aria-label={props.label}
        onChange={(e) => {
          props.onFile(e.currentTarget.files?.[0]);
          e.currentTarget.value = "";
        }}
      />
    </Button>
  );
}
