import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { removeReference } from "../api-client/references.ts";
import { attempt, useEditor } from "./editor-context.tsx";
import { ReferenceList } from "./reference-list.tsx";
import { indexOfKey, loadDraft, saveDraftReferences } from "./reference-saves.ts";
import { SelectSynthesisDialog } from "./select-synthesis-dialog.tsx";
import type { DraftReference } from "./state/editor-data.ts";
import { isEditorUser } from "./state/item-rights.ts";
import { NEW_REFERENCE_KEY, type ReferenceRow, referenceRows } from "./state/reference-rows.ts";

/** A new reference starts empty, type standard, with no named reaction. */
const NEW_REFERENCE: DraftReference = { display: "", doi: "", url: "" };

/** The References editor (left): banner, Select synthesis, the list with Add Reference. */
export function ReferencesEditor() {
  const services = useEditor();
  const { state, dispatch, notify, confirmDelete } = services;
  const [choosing, setChoosing] = useState(false);
  const chosen = state.chosenSynthesis;
  const rows = referenceRows(state);
  const selectedKey = state.selection?.type === "references" ? state.selection.key : null;
  // A published synthesis's references are editors' to change (api.md §5.8); a draft's, its owner's.
  const mayChange = chosen?.kind !== "published" || isEditorUser(state);

  async function add() {
    if (!chosen) return;
    if (chosen.kind === "published") {
      // Posted once it has a display text (the server keeps no reference without one).
      dispatch({ type: "referencePending", synthesisId: chosen.id });
      return;
    }
    const count = rows.length;
    const draft = state.unpublished.find((d) => d.id === chosen.id);
    if (await saveDraftReferences(services, draft, (refs) => [...refs, { ...NEW_REFERENCE }])) {
      dispatch({ type: "selected", selection: { type: "references", key: `u${count}` } });
    }
  }

  async function remove(row: ReferenceRow) {
    if (!chosen || !(await confirmDelete("reference"))) return;
    if (row.key === NEW_REFERENCE_KEY) {
      dispatch({ type: "pendingReferenceDropped" });
      return;
    }
    if (chosen.kind === "published") {
      const id = indexOfKey(row.key);
      const done = await attempt(notify, () => removeReference(id));
      if (done.ok) dispatch({ type: "referenceDeleted", id });
      return;
    }
    const index = indexOfKey(row.key);
    const draft = state.unpublished.find((d) => d.id === chosen.id);
    if (await saveDraftReferences(services, draft, (refs) => refs.filter((_, i) => i !== index))) {
      dispatch({ type: "selected", selection: null });
    }
  }

  return (
    <Stack>
      <Title order={1} size="h3">
        References Editor
      </Title>
      <Group justify="space-between" wrap="nowrap" p="sm" bg="var(--mantine-color-gray-1)">
        <Text fw={600}>References for synthesis No. {chosen ? chosen.id : ""}</Text>
        <Button variant="light" onClick={() => setChoosing(true)}>
          Select synthesis
        </Button>
      </Group>
      {chosen && (
        <>
          {mayChange && (
            <Group>
              <Button onClick={add}>Add Reference</Button>
            </Group>
          )}
          <ReferenceList
            rows={rows}
            selectedKey={selectedKey}
            onSelect={(row) =>
              dispatch({ type: "selected", selection: { type: "references", key: row.key } })
            }
            onDelete={mayChange ? remove : undefined}
          />
        </>
      )}
      <SelectSynthesisDialog
        opened={choosing}
        onCancel={() => setChoosing(false)}
        onSelect={async (synthesis) => {
          setChoosing(false);
          // A draft's references are in its document, which the list does not carry.
          if (synthesis.kind === "unpublished" && !(await loadDraft(services, synthesis.id))) return;
          dispatch({ type: "synthesisChosen", synthesis });
        }}
      />
    </Stack>
  );
}
