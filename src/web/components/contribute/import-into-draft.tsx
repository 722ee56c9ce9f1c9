import { Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { StoredDraft } from "../../../domain/editor/draft-storage.ts";
import { appendImportedToStored } from "../../../domain/editor/import-actions.ts";
import type { ImportedScheme } from "../../../domain/import/imported-scheme.ts";
import { ImportPreview } from "../import/import-preview.tsx";
import { type ChosenFile, SchemeFileInput } from "../import/scheme-file-input.tsx";
import { fieldMessage, refusalText, sessionCall } from "./contribute-client.ts";

/**
 * Step 3 of the Contribute page, from a file (docs/product/pages.md §2.13): the server reads the
 * scheme file (POST /api/import/reactions), the steps are shown, and Add appends them to the draft
 * saved in step 2. Loaded only when the visitor asks for it, so the page's own script stays small.
 */
export default function ImportIntoDraft(props: { draftId: number; csrfToken: string }) {
  const [scheme, setScheme] = useState<ImportedScheme | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<number | null>(null);

  async function read(file: ChosenFile | null) {
    setScheme(null);
    setProblem(null);
    setAdded(null);
    if (!file) return;
    setBusy(true);
    const result = await sessionCall<ImportedScheme>("POST", "/api/import/reactions", props.csrfToken, {
      format: file.format,
      text: file.text,
    });
    setBusy(false);
    if (result.data) setScheme(result.data);
    else setProblem(`The file could not be read: ${fieldMessage(refusalText(result), "text")}`);
  }

  async function add() {
    if (!scheme) return;
    setBusy(true);
    setProblem(null);
    const url = `/api/unpublishedSyntheses/${props.draftId}`;
    const current = await sessionCall<{ synthesis_json: string }>("GET", url, props.csrfToken);
    const stored = current.data ? (JSON.parse(current.data.synthesis_json) as StoredDraft) : null;
    const next = stored ? appendImportedToStored(stored, scheme) : null;
    if (!next) {
      setBusy(false);
      setProblem(`Your draft could not be read: ${refusalText(current)}`);
      return;
    }
    const saved = await sessionCall("PUT", url, props.csrfToken, { synthesis_json: JSON.stringify(next) });
    setBusy(false);
    if (saved.status !== 200) {
      setProblem(`The steps could not be added: ${refusalText(saved)}`);
      return;
    }
    setAdded(scheme.parts.reduce((n, p) => n + p.reactions.length, 0));
    setScheme(null);
  }

  const steps = scheme?.parts.reduce((n, p) => n + p.reactions.length, 0) ?? 0;
  return (
    <Stack mt="md">
      <SchemeFileInput onChosen={(file) => void read(file)} disabled={busy} />
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
      {scheme && <ImportPreview scheme={scheme} />}
      {scheme && (
        <Group>
          <Button onClick={() => void add()} loading={busy}>
            {steps === 1 ? "Add 1 step to my draft" : `Add ${steps} steps to my draft`}
          </Button>
        </Group>
      )}
      {added !== null && (
        <Text role="status" fw={500}>
          {added === 1 ? "1 step was added" : `${added} steps were added`} to your draft. Check them in the
          synthesis editor, then come back here to submit.
        </Text>
      )}
    </Stack>
  );
}
