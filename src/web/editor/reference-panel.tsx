import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { type KeyboardEvent, useRef, useState } from "react";
import { referenceDisplay } from "../../domain/citations/reference-display.ts";
import { isStructured, referenceFieldsOf } from "../../domain/citations/reference-fields.ts";
import { normalizeDoi, splitCitation } from "../../domain/doi.ts";
import { lookUpDoi } from "../api-client/doi.ts";
import { addReference, changeReference } from "../api-client/references.ts";
import { ReadOnlyItem } from "./edit-panel-parts.tsx";
import { attempt, useEditor, useSerialSaves } from "./editor-context.tsx";
import {
  type FieldInputs,
  fieldInputs,
  fieldsFromInputs,
  ReferenceFieldsInputs,
} from "./reference-fields-inputs.tsx";
import { indexOfKey, saveDraftReferences } from "./reference-saves.ts";
import type { DraftReference, Reference, UnpublishedSynthesis } from "./state/editor-data.ts";
import { isEditorUser, readOnlyReason } from "./state/item-rights.ts";
import {
  draftReferences,
  NEW_REFERENCE_KEY,
  type ReferenceRow,
  referenceRows,
} from "./state/reference-rows.ts";

/** The References details panel (right). */
export function ReferencePanel() {
  const { state } = useEditor();
  /**
   * The form of a new reference stays mounted when its first save makes it a stored one (key
   * "new" → "p{id}"): what is being typed in its other fields is kept. Row key → form key.
   */
  const created = useRef(new Map<string, string>());
  const key = state.selection?.type === "references" ? state.selection.key : null;
  const row = key ? referenceRows(state).find((r) => r.key === key) : undefined;
  if (!row || !state.chosenSynthesis) {
    return (
      <Stack>
        <Title order={2} size="h4">
          Reference
        </Title>
        <Text c="dimmed">Select a reference in the list</Text>
      </Stack>
    );
  }
  // A published synthesis's references are changed by editors only (api.md §5.8): read-only to others.
  if (state.chosenSynthesis.kind === "published" && !isEditorUser(state)) {
    return (
      <ReadOnlyItem
        title="Reference"
        reason={readOnlyReason("the references of a published synthesis", true)}
        fields={[
          ["Display", row.display],
          ["DOI", row.doi ?? ""],
          ["Custom URL", row.url ?? ""],
        ]}
      />
    );
  }
  const formKey =
    created.current.get(row.key) ?? (row.key === NEW_REFERENCE_KEY ? `new${created.current.size}` : row.key);
  return (
    <ReferenceForm
      key={`${state.chosenSynthesis.kind}${state.chosenSynthesis.id}${formKey}`}
      row={row}
      onCreated={(key) => created.current.set(key, formKey)}
    />
  );
}

function ReferenceForm({ row, onCreated }: { row: ReferenceRow; onCreated: (key: string) => void }) {
  const services = useEditor();
  const { state, dispatch, notify } = services;
  const [doi, setDoi] = useState(row.doi ?? "");
  const [display, setDisplay] = useState(row.display);
  const [url, setUrl] = useState(row.url ?? "");
  const [fields, setFields] = useState(() => fieldInputs(row));
  const [looking, setLooking] = useState(false);

  const serial = useSerialSaves();
  const chosen = state.chosenSynthesis;
  /** What the server last confirmed, ahead of the store's next render. */
  const createdId = useRef<number | null>(null);
  const confirmedReference = useRef<Reference | undefined>(
    row.key.startsWith("p") ? state.references.find((r) => r.id === indexOfKey(row.key)) : undefined,
  );
  const confirmedDraft = useRef<UnpublishedSynthesis | undefined>(
    chosen?.kind === "unpublished" ? state.unpublished.find((d) => d.id === chosen.id) : undefined,
  );

  /** Back to what the server has, after a refusal. */
  function reset() {
    const draft = confirmedDraft.current;
    const stored =
      confirmedReference.current ?? (draft ? draftReferences(draft)[indexOfKey(row.key)] : undefined) ?? row;
    setDoi(stored.doi ?? "");
    setDisplay(stored.display);
    setUrl(stored.url ?? "");
    setFields(fieldInputs(stored));
  }

  /**
   * Saves the reference after the previous save was answered; the store (and the list) change
   * only when the server accepts it.
   */
  function save(next: DraftReference): Promise<boolean> {
    return serial(async () => {
      if (!chosen) return false;
      let ok: boolean;
      if (row.key === NEW_REFERENCE_KEY && createdId.current === null) {
        // Not sent until it has something to show: fields, a text or a DOI.
        if (next.display.trim() === "" && !next.doi && !isStructured(next)) return true;
        const body = { synthesis_id: chosen.id, named_reaction_id: null, type: "standard" as const, ...next };
        const done = await attempt(notify, () => addReference(body));
        // The answer is the stored reference (null only should it vanish at once).
        if (done.ok && done.value) {
          const reference = { ...body, ...done.value };
          createdId.current = reference.id;
          confirmedReference.current = reference;
          onCreated(`p${reference.id}`);
          dispatch({ type: "referenceSaved", reference, wasPending: true });
        }
        ok = done.ok;
      } else if (chosen.kind === "published") {
        const current = confirmedReference.current;
        if (!current) return false;
        const body = {
          synthesis_id: current.synthesis_id,
          named_reaction_id: current.named_reaction_id,
          type: referenceType(current.type),
          // Every field, so that one cleared in the form is cleared on the server too.
          ...referenceFieldsOf(next),
          ...next,
        };
        const done = await attempt(notify, () => changeReference(current.id, body));
        if (done.ok) {
          confirmedReference.current = { ...current, ...body, ...done.value };
          dispatch({ type: "referenceSaved", reference: confirmedReference.current });
        }
        ok = done.ok;
      } else {
        const index = indexOfKey(row.key);
        const saved = await saveDraftReferences(services, confirmedDraft.current, (refs) =>
          refs.map((r, i) => (i === index ? next : r)),
        );
        if (saved) confirmedDraft.current = saved;
        ok = saved !== null;
      }
      if (!ok) reset();
      return ok;
    });
  }

  /** The Autocomplete button: leaving the DOI field for it leaves the look-up to its click. */
  const autocompleteButton = useRef<HTMLButtonElement>(null);

  function saveFields(event?: { relatedTarget: EventTarget | null }, inputs: FieldInputs = fields) {
    // A pasted `https://doi.org/…` or `doi:…` is shown and saved as the DOI itself, also one
    // pasted into Display (alone, or ending the citation) while the DOI field is empty.
    let typed = normalizeDoi(doi) ?? doi;
    let text = display;
    if (typed.trim() === "") {
      const split = splitCitation(display);
      if (split.doi !== null) {
        typed = split.doi;
        text = split.display;
      }
    }
    if (typed !== doi) setDoi(typed);
    if (text !== display) setDisplay(text);
    const structured = fieldsFromInputs(inputs);
    const unchanged =
      JSON.stringify(structured) === JSON.stringify(fieldsFromInputs(fieldInputs(row))) &&
      typed === (row.doi ?? "") &&
      text === row.display &&
      url === (row.url ?? "");
    if (unchanged) return;
    if (isStructured(structured)) {
      // The text is derived from the fields (the server derives it too).
      void save({ doi: typed, display: referenceDisplay(referenceFieldsOf(structured)), url, ...structured });
      return;
    }
    // A DOI without a text: the text comes from the look-up, which saves both.
    // Should the look-up fail, a draft's reference keeps its DOI (a published one needs a text).
    const forButton = event?.relatedTarget != null && event.relatedTarget === autocompleteButton.current;
    if (text.trim() === "" && normalizeDoi(typed) !== null && !looking && !forButton) {
      void autocomplete(typed).then((found) => {
        if (!found && chosen?.kind === "unpublished") void save({ doi: typed, display: text, url });
      });
      return;
    }
    void save({ doi: typed, display: text, url });
  }

  /** Fills the text from the DOI and saves; whether the resolver found it. */
  async function autocomplete(typed = doi): Promise<boolean> {
    const wanted = typed.trim();
    if (wanted === "") {
      notify("Enter a DOI first.");
      return false;
    }
    setLooking(true);
    const found = await attempt(notify, () => lookUpDoi(wanted));
    if (found.ok) {
      const next = { doi: found.value.doi || wanted, display: found.value.display, url: found.value.url };
      if (await save(next)) {
        setDoi(next.doi);
        setDisplay(next.display);
        setUrl(next.url);
      }
    }
    setLooking(false);
    return found.ok;
  }

  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") event.currentTarget.blur();
  };

  return (
    <Stack>
      <Title order={2} size="h4">
        Reference
      </Title>
      <TextInput
        label="DOI"
        value={doi}
        onChange={(e) => setDoi(e.currentTarget.value)}
        onBlur={(event) => saveFields(event)}
        onKeyDown={enter}
      />
      <Group>
        <Button ref={autocompleteButton} variant="light" onClick={() => autocomplete()} loading={looking}>
          Autocomplete from DOI
        </Button>
      </Group>
      <ReferenceFieldsInputs
        value={fields}
        onChange={setFields}
        onCommit={(next) => saveFields(undefined, next ?? fields)}
      />
      {isStructured(fieldsFromInputs(fields)) ? (
        <TextInput
          label="Shown as"
          description="Derived from the fields"
          value={referenceDisplay(referenceFieldsOf(fieldsFromInputs(fields)))}
          readOnly
        />
      ) : (
        <TextInput
          label="Display"
          description={
            row.key === NEW_REFERENCE_KEY
              ? "The reference is saved once it has fields, a display text or a DOI."
              : "Only for a reference without fields"
          }
          value={display}
          onChange={(e) => setDisplay(e.currentTarget.value)}
          onBlur={() => saveFields()}
          onKeyDown={enter}
        />
      )}
      <TextInput
        label="Custom URL"
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        onBlur={() => saveFields()}
        onKeyDown={enter}
      />
    </Stack>
  );
}

/** The type a reference is saved with: one the API accepts (a reference read without one is standard). */
function referenceType(type: string | undefined): "standard" | "original" | "review" {
  return type === "original" || type === "review" ? type : "standard";
}
