import {
  ActionIcon,
  Box,
  Button,
  Group,
  Modal,
  Radio,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { type KeyboardEvent, useRef, useState } from "react";
import { api, doiPath } from "./api.ts";
import { attempt, type EditorServices, useEditor, useSerialSaves } from "./editor-context.tsx";
import { TrashIcon } from "./lookup-list.tsx";
import {
  type ChosenSynthesis,
  type DraftReference,
  draftReferences,
  NEW_REFERENCE_KEY,
  normalizeDraft,
  publishedLabel,
  type Reference,
  type ReferenceRow,
  referenceRows,
  type UnpublishedSynthesis,
  withDraftReferences,
} from "./state/editor-store.ts";

/** A new reference starts empty, type standard, with no named reaction. */
const NEW_REFERENCE: DraftReference = { display: "", doi: "", url: "" };

/**
 * Saves a draft's references inside its JSON (PUT /api/unpublishedSyntheses/{id}); answers the
 * draft as saved, or null when the server refused. `base` is the draft as last confirmed.
 */
async function saveDraftReferences(
  services: EditorServices,
  base: UnpublishedSynthesis | undefined,
  change: (refs: DraftReference[]) => DraftReference[],
): Promise<UnpublishedSynthesis | null> {
  if (!base) return null;
  const next = withDraftReferences(base, change(draftReferences(base)));
  const done = await attempt(services.notify, () =>
    api.put<Parameters<typeof normalizeDraft>[0] | undefined>(`/api/unpublishedSyntheses/${base.id}`, {
      display_name: next.display_name,
      synthesis_json: next.synthesis_json,
    }),
  );
  if (!done.ok) return null;
  const answer = done.value;
  const saved =
    answer && typeof answer === "object" && "synthesis_json" in answer ? normalizeDraft(answer) : next;
  services.dispatch({ type: "unpublishedSaved", synthesis: saved });
  return saved;
}

function indexOfKey(key: string): number {
  return Number(key.slice(1));
}

/** The References editor (left): banner, Select synthesis, the list with Add Reference. */
export function ReferencesEditor() {
  const services = useEditor();
  const { state, dispatch, notify, confirmDelete } = services;
  const [choosing, setChoosing] = useState(false);
  const chosen = state.chosenSynthesis;
  const rows = referenceRows(state);
  const selectedKey = state.selection?.type === "references" ? state.selection.key : null;

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
      const done = await attempt(notify, () => api.del(`/api/references/${id}`));
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
          <Group>
            <Button onClick={add}>Add Reference</Button>
          </Group>
          <Box role="list" aria-label="References">
            {rows.map((row) => {
              const selected = row.key === selectedKey;
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
                    onClick={() =>
                      dispatch({ type: "selected", selection: { type: "references", key: row.key } })
                    }
                  >
                    {row.display.trim() === "" ? (
                      <Text span c="dimmed" fs="italic">
                        (no display text)
                      </Text>
                    ) : (
                      row.display
                    )}
                  </UnstyledButton>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${row.display || "(no display text)"}`}
                    onClick={() => remove(row)}
                  >
                    <TrashIcon />
                  </ActionIcon>
                </Group>
              );
            })}
          </Box>
        </>
      )}
      <SelectSynthesisDialog
        opened={choosing}
        onCancel={() => setChoosing(false)}
        onSelect={(synthesis) => {
          setChoosing(false);
          dispatch({ type: "synthesisChosen", synthesis });
        }}
      />
    </Stack>
  );
}

type Tab = "unpublished" | "published";

/** Select synthesis (600 × 500): Unpublished and Published tabs with scrolling radio lists. */
export function SelectSynthesisDialog(props: {
  opened: boolean;
  onCancel: () => void;
  onSelect: (synthesis: ChosenSynthesis) => void;
}) {
  const { state } = useEditor();
  const [tab, setTab] = useState<Tab>("unpublished");
  const [pick, setPick] = useState<string | null>(null);

  function close() {
    setPick(null);
    props.onCancel();
  }

  const list = (items: { value: string; label: string }[], label: string) => (
    <Box style={{ height: 330, overflowY: "auto" }} mt="sm">
      <Radio.Group value={pick} onChange={setPick} aria-label={label}>
        <Stack gap="xs">
          {items.map((item) => (
            <Radio key={item.value} value={item.value} label={item.label} />
          ))}
        </Stack>
      </Radio.Group>
    </Box>
  );

  return (
    <Modal
      opened={props.opened}
      onClose={close}
      size={600}
      title="Select synthesis"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Box style={{ height: 500 - 130, display: "flex", flexDirection: "column" }}>
        <Tabs
          value={tab}
          onChange={(value) => {
            setTab((value as Tab | null) ?? "unpublished");
            setPick(null); // A tab change clears the pick.
          }}
        >
          <Tabs.List>
            <Tabs.Tab value="unpublished">Unpublished</Tabs.Tab>
            <Tabs.Tab value="published">Published</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="unpublished">
            {list(
              state.unpublished.map((d) => ({ value: `u${d.id}`, label: d.display_name })),
              "Unpublished syntheses",
            )}
          </Tabs.Panel>
          <Tabs.Panel value="published">
            {list(
              state.published.map((s) => ({ value: `p${s.id}`, label: publishedLabel(s) })),
              "Published syntheses",
            )}
          </Tabs.Panel>
        </Tabs>
      </Box>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
        <Button
          disabled={pick === null}
          onClick={() => {
            if (pick === null) return;
            const synthesis: ChosenSynthesis = {
              kind: pick.startsWith("p") ? "published" : "unpublished",
              id: Number(pick.slice(1)),
            };
            setPick(null);
            props.onSelect(synthesis);
          }}
        >
          Select
        </Button>
      </Group>
    </Modal>
  );
}

/** The References details panel (right). */
export function ReferencePanel() {
  const { state } = useEditor();
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
  return (
    <ReferenceForm key={`${state.chosenSynthesis.kind}${state.chosenSynthesis.id}${row.key}`} row={row} />
  );
}

function ReferenceForm({ row }: { row: ReferenceRow }) {
  const services = useEditor();
  const { state, dispatch, notify } = services;
  const [doi, setDoi] = useState(row.doi ?? "");
  const [display, setDisplay] = useState(row.display);
  const [url, setUrl] = useState(row.url ?? "");
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
        if (next.display.trim() === "") return true; // Not sent until it has a display text.
        const body = { synthesis_id: chosen.id, named_reaction_id: null, type: "standard", ...next };
        const done = await attempt(notify, () => api.post<Reference>("/api/references", body));
        if (done.ok) {
          const reference = { ...body, ...done.value };
          createdId.current = reference.id;
          confirmedReference.current = reference;
          dispatch({ type: "referenceSaved", reference, wasPending: true });
        }
        ok = done.ok;
      } else if (chosen.kind === "published") {
        const current = confirmedReference.current;
        if (!current) return false;
        const body = {
          synthesis_id: current.synthesis_id,
          named_reaction_id: current.named_reaction_id,
          type: current.type ?? "standard",
          ...next,
        };
        const done = await attempt(notify, () => api.put<Reference>(`/api/references/${current.id}`, body));
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

  function saveFields() {
    if (doi === (row.doi ?? "") && display === row.display && url === (row.url ?? "")) return;
    void save({ doi, display, url });
  }

  async function autocomplete() {
    const wanted = doi.trim();
    if (wanted === "") {
      notify("Enter a DOI first.");
      return;
    }
    setLooking(true);
    const found = await attempt(notify, () =>
      api.get<{ doi: string; display: string; url: string }>(doiPath(wanted)),
    );
    if (found.ok) {
      const next = { doi: found.value.doi || wanted, display: found.value.display, url: found.value.url };
      if (await save(next)) {
        setDoi(next.doi);
        setDisplay(next.display);
        setUrl(next.url);
      }
    }
    setLooking(false);
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
        onBlur={saveFields}
        onKeyDown={enter}
      />
      <Group>
        <Button variant="light" onClick={autocomplete} loading={looking}>
          Autocomplete from DOI
        </Button>
      </Group>
      <TextInput
        label="Display"
        description={
          row.key === NEW_REFERENCE_KEY ? "The reference is saved once it has a display text." : undefined
        }
        value={display}
        onChange={(e) => setDisplay(e.currentTarget.value)}
        onBlur={saveFields}
        onKeyDown={enter}
      />
      <TextInput
        label="Custom URL"
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        onBlur={saveFields}
        onKeyDown={enter}
      />
    </Stack>
  );
}
