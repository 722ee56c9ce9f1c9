import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import type { EditorId, SynthesisDraft } from "../../../domain/editor/draft.ts";
import type { ImportedScheme } from "../../../domain/import/imported-scheme.ts";
import { ImportPreview } from "../../components/import/import-preview.tsx";
import { type ChosenFile, PlainSelect, SchemeFileInput } from "../../components/import/scheme-file-input.tsx";
import { messageOf } from "../api.ts";
import { importReactions } from "../client/import.ts";

/**
 * File → Import (docs/product/editor.md §8.28): a scheme file is read by the server
 * (POST /api/import/reactions, nothing stored), its steps are shown, and Add appends them to a part
 * of the open synthesis, or to a new part, as one editing action (Undo takes it back).
 */
export function ImportSchemeDialog(props: {
  opened: boolean;
  draft: SynthesisDraft;
  onCancel: () => void;
  onAdd: (scheme: ImportedScheme, into: EditorId | "new") => boolean;
}) {
  const [scheme, setScheme] = useState<ImportedScheme | null>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lastPart = props.draft.parts[props.draft.parts.length - 1]?.id ?? "new";
  const [into, setInto] = useState<EditorId | "new">(lastPart);
  useEffect(() => {
    if (!props.opened) return;
    setScheme(null);
    setProblem(null);
    setInto(lastPart);
  }, [props.opened, lastPart]);

  async function read(file: ChosenFile | null) {
    setScheme(null);
    setProblem(null);
    if (!file) return;
    setReading(true);
    try {
      setScheme(await importReactions({ format: file.format, text: file.text }));
    } catch (error) {
      // The server names the field, `text: line 12: …`; the line is what the reader needs.
      setProblem(messageOf(error).replace(/^text: /, ""));
    } finally {
      setReading(false);
    }
  }

  const steps = scheme?.parts.reduce((n, p) => n + p.reactions.length, 0) ?? 0;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title="Import a scheme"
      size="xl"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack>
        <Text size="sm">
          Read the reactions of an RXN file, an RDfile, an SD file of the compounds in order or a list of
          reaction SMILES: each reaction becomes a step.
        </Text>
        <SchemeFileInput onChosen={(file) => void read(file)} disabled={reading} />
        {reading && <Text size="sm">Reading the file…</Text>}
        {problem && (
          <Text c="red" size="sm" role="alert">
            The file could not be read: {problem}
          </Text>
        )}
        {scheme && <ImportPreview scheme={scheme} />}
        {scheme && (
          <PlainSelect label="Add the steps to" value={into} onChange={(value) => setInto(value)}>
            {props.draft.parts.map((p) => (
              <option key={p.id} value={p.id}>
                Part {p.number}, after its steps
              </option>
            ))}
            <option value="new">A new part</option>
          </PlainSelect>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button
            disabled={!scheme || steps === 0}
            onClick={() => {
              if (scheme && props.onAdd(scheme, into)) props.onCancel();
            }}
          >
            {steps === 1 ? "Add 1 step" : `Add ${steps} steps`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
