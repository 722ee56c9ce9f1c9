import { Badge, Divider, Group, Loader, Stack, TextInput, Title } from "@mantine/core";
import { useRef, useState } from "react";
import { href } from "react-router";
import type { NamedReactionEdit } from "../../contract/reference-editors.ts";
import type { NamedReactionChange } from "../api-client/reference-editors.ts";
import { changeNamedReaction } from "../api-client/reference-editors.ts";
import { blurOnEnter, Prompt, ReadOnlyItem, SynonymsField } from "./edit-panel-parts.tsx";
import { attempt, useEditor, useSerialSaves } from "./editor-context.tsx";
import { useEditorRead } from "./editor-reads.ts";
import { HistoryList } from "./history-list.tsx";
import { DescriptionEditor } from "./named-reaction-description.tsx";
import { NamedReactionPictures } from "./named-reaction-pictures.tsx";
import { ReferenceSection, type RefKind } from "./named-reaction-references.tsx";
import { isEditorUser, readOnlyReason } from "./state/item-rights.ts";
import { addSynonym } from "./state/lookup-rows.ts";
import { type ReferenceRowInput, referencesToSend } from "./state/reference-editor-rows.ts";

/** A named reaction as GET /api/named-reactions/{id}/edit and PUT answer it (the contract's type). */
export type { NamedReactionEdit };

/**
 * The Named Reaction panel (right): every field of the selected reaction, each saved when left; a
 * contributor, who may not change named reactions, sees the reaction read-only.
 */
export function NamedReactionPanel() {
  const { state } = useEditor();
  const id = state.selection?.type === "namedReactionEdit" ? state.selection.id : null;
  const item = state.namedReactions.find((n) => n.id === id);
  if (item && !isEditorUser(state)) {
    return (
      <ReadOnlyItem
        title="Named reaction"
        reason={readOnlyReason("named reactions", true)}
        fields={[
          ["Name", item.name],
          ["Short description", item.short_description ?? ""],
        ]}
      />
    );
  }
  return <NamedReactionEditPanel />;
}

function NamedReactionEditPanel() {
  const { state, dispatch } = useEditor();
  const id = state.selection?.type === "namedReactionEdit" ? state.selection.id : null;
  const [restores, setRestores] = useState(0);
  // Read when the reaction is selected (editor-reads.ts) and again after a restore; a failure is
  // the Snackbar's (editor-app.tsx) and the panel keeps its Loader, as a refused read leaves it.
  const read = useEditorRead("namedReaction");
  const answer = read.state === "idle" && read.data?.id === id ? read.data.read : null;
  const loaded = answer?.ok ? answer.value : null;
  const item = state.namedReactions.find((n) => n.id === id);
  if (id === null || !state.namedReactions.some((n) => n.id === id)) {
    return <Prompt title="Named reaction" text="Select a named reaction in the list" />;
  }
  if (!loaded || loaded.id !== id) return <Loader aria-label="Loading the named reaction" />;
  return (
    <>
      <NamedReactionForm key={`${loaded.id}-${restores}`} initial={loaded} />
      <Stack mt="md">
        <Divider />
        <HistoryList
          kind="named_reaction"
          id={loaded.id}
          onRestored={(restored) => {
            if (restored && item) {
              dispatch({
                type: "namedReactionSaved",
                namedReaction: {
                  ...item,
                  name: String(restored.name ?? ""),
                  url: String(restored.url ?? ""),
                },
              });
            }
            setRestores((n) => n + 1);
            if (id !== null)
              void read.load(
                `${href("/edit/data/named-reactions/:id", { id: String(id) })}?restored=${restores + 1}`,
              );
          }}
        />
      </Stack>
    </>
  );
}

function NamedReactionForm({ initial }: { initial: NamedReactionEdit }) {
  const { dispatch, notify } = useEditor();
  const serial = useSerialSaves();
  /** What the server confirmed last (ahead of React's next render). */
  const confirmed = useRef(initial);
  const [view, setView] = useState(initial);
  const [name, setName] = useState(initial.name);
  const [url, setUrl] = useState(initial.url);
  const [short, setShort] = useState(initial.short_description ?? "");
  const [description, setDescription] = useState(initial.description ?? "");
  const [refs, setRefs] = useState<Record<RefKind, ReferenceRowInput[]>>({
    original_references: initial.original_references,
    review_references: initial.review_references,
  });

  function resetFrom(v: NamedReactionEdit) {
    setName(v.name);
    setUrl(v.url);
    setShort(v.short_description ?? "");
    setDescription(v.description ?? "");
    setRefs({ original_references: v.original_references, review_references: v.review_references });
  }

  /** One PUT with `change`, after the previous one was answered; a refusal puts the fields back. */
  function save(change: NamedReactionChange) {
    return serial(async () => {
      const done = await attempt(notify, () => changeNamedReaction(initial.id, change));
      if (!done.ok) {
        resetFrom(confirmed.current);
        return false;
      }
      confirmed.current = done.value;
      setView(done.value);
      setUrl(done.value.url);
      const { id, name: savedName, url: savedUrl, short_description, incomplete } = done.value;
      dispatch({
        type: "namedReactionSaved",
        namedReaction: { id, name: savedName, url: savedUrl, short_description, incomplete },
      });
      return true;
    });
  }

  const changed = (value: string, stored: string | null) => value.trim() !== (stored ?? "").trim();

  async function onAddSynonym(text: string) {
    const next = addSynonym(confirmed.current.synonyms, text);
    if (!next) return false;
    return save({ synonyms: next.map((s) => s.synonym) });
  }

  function saveRefs(kind: RefKind, rows: ReferenceRowInput[]) {
    const wanted = referencesToSend(rows);
    if (JSON.stringify(wanted) === JSON.stringify(referencesToSend(confirmed.current[kind]))) return;
    const change: NamedReactionChange = {};
    change[kind] = wanted;
    void save(change);
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h4">
          Named reaction
        </Title>
        {view.incomplete && (
          <Badge variant="light" color="orange" tt="none">
            incomplete:{" "}
            {[!view.description && "no description", !view.scheme_filename && "no scheme"]
              .filter(Boolean)
              .join(", ")}
          </Badge>
        )}
      </Group>
      <TextInput
        label="Name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        onBlur={() => changed(name, confirmed.current.name) && void save({ name })}
        onKeyDown={blurOnEnter}
      />
      <TextInput
        label="Page address"
        description="Made from the name; the page is /named-reactions/{address} and an old address redirects."
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        onBlur={() => {
          if (url.trim() === "") setUrl(confirmed.current.url);
          else if (changed(url, confirmed.current.url)) void save({ url });
        }}
        onKeyDown={blurOnEnter}
      />
      <SynonymsField
        label="Synonyms of this named reaction"
        synonyms={view.synonyms}
        onAdd={onAddSynonym}
        onRemove={(removed) =>
          void save({
            synonyms: confirmed.current.synonyms.filter((o) => o.synonym !== removed).map((o) => o.synonym),
          })
        }
      />
      <TextInput
        label="Short description"
        value={short}
        onChange={(e) => setShort(e.currentTarget.value)}
        onBlur={() =>
          changed(short, confirmed.current.short_description) && void save({ short_description: short })
        }
        onKeyDown={blurOnEnter}
      />
      <DescriptionEditor
        value={description}
        onChange={setDescription}
        onCommit={() => changed(description, confirmed.current.description) && void save({ description })}
      />
      {/* NamedReactionPictures types its change loosely: a `scheme` or `mechanism` one. */}
      <NamedReactionPictures view={view} save={(change) => save(change as NamedReactionChange)} />
      <ReferenceSection
        title="Original references"
        kind="original_references"
        rows={refs.original_references}
        onChange={(rows) => setRefs((now) => ({ ...now, original_references: rows }))}
        onCommit={(rows) => saveRefs("original_references", rows)}
      />
      <ReferenceSection
        title="Review references"
        kind="review_references"
        rows={refs.review_references}
        onChange={(rows) => setRefs((now) => ({ ...now, review_references: rows }))}
        onCommit={(rows) => saveRefs("review_references", rows)}
      />
    </Stack>
  );
}
