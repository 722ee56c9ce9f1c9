import {
  Badge,
  Box,
  Button,
  CloseButton,
  Divider,
  Group,
  InputBase,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useSite } from "../lib/root-data.ts";
import { api, doiPath } from "./api.ts";
import { blurOnEnter, Prompt, SynonymChips } from "./edit-panel-parts.tsx";
import { attempt, useEditor, useSerialSaves } from "./editor-context.tsx";
import { HistoryList } from "./history-list.tsx";
import { addSynonym } from "./state/lookup-rows.ts";
import { type ReferenceRowInput, referencesToSend, storedImageUrl } from "./state/reference-editor-rows.ts";
import { ReactionDialog } from "./structure/reaction-dialog.tsx";
import { uploadPng } from "./synthesis/uploads.ts";

/** A named reaction as GET /api/named-reactions/{id}/edit and PUT answer it. */
export interface NamedReactionEdit {
  id: number;
  name: string;
  url: string;
  short_description: string | null;
  description: string | null;
  scheme_smiles: string | null;
  scheme_filename: string | null;
  scheme_extension: string | null;
  mechanism_smiles: string | null;
  mechanism_filename: string | null;
  mechanism_extension: string | null;
  synonyms: { id?: number; synonym: string }[];
  original_references: ReferenceRowInput[];
  review_references: ReferenceRowInput[];
  incomplete: boolean;
}

type RefKind = "original_references" | "review_references";

const MARKDOWN_DEBOUNCE_MS = 400;

/** The Named Reaction panel (right): every field of the selected reaction, each saved when left. */
export function NamedReactionPanel() {
  const { state, dispatch, notify } = useEditor();
  const id = state.selection?.type === "namedReactionEdit" ? state.selection.id : null;
  const [loaded, setLoaded] = useState<NamedReactionEdit | null>(null);
  const [restores, setRestores] = useState(0);
  useEffect(() => {
    void restores; // a restore reads the reaction again
    setLoaded(null);
    if (id === null) return;
    let live = true;
    void attempt(notify, () => api.get<NamedReactionEdit>(`/api/named-reactions/${id}/edit`)).then((done) => {
      if (live && done.ok) setLoaded(done.value);
    });
    return () => {
      live = false;
    };
  }, [id, notify, restores]);
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
          version={item}
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
          }}
        />
      </Stack>
    </>
  );
}

function NamedReactionForm({ initial }: { initial: NamedReactionEdit }) {
  const { dispatch, notify } = useEditor();
  const { settings } = useSite();
  const serial = useSerialSaves();
  /** What the server confirmed last (ahead of React's next render). */
  const confirmed = useRef(initial);
  const [view, setView] = useState(initial);
  const [name, setName] = useState(initial.name);
  const [url, setUrl] = useState(initial.url);
  const [synonym, setSynonym] = useState("");
  const [short, setShort] = useState(initial.short_description ?? "");
  const [description, setDescription] = useState(initial.description ?? "");
  const [refs, setRefs] = useState({
    original_references: initial.original_references,
    review_references: initial.review_references,
  });
  const [drawing, setDrawing] = useState<"scheme" | "mechanism" | null>(null);
  const preview = useMarkdownPreview(description, notify);

  function resetFrom(v: NamedReactionEdit) {
    setName(v.name);
    setUrl(v.url);
    setShort(v.short_description ?? "");
    setDescription(v.description ?? "");
    setRefs({ original_references: v.original_references, review_references: v.review_references });
  }

  /** One PUT with `change`, after the previous one was answered; a refusal puts the fields back. */
  function save(change: Record<string, unknown>) {
    return serial(async () => {
      const done = await attempt(notify, () =>
        api.put<NamedReactionEdit>(`/api/named-reactions/${initial.id}`, change),
      );
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

  function onSynonymKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const text = synonym;
    const next = addSynonym(confirmed.current.synonyms, text);
    if (!next) return;
    void save({ synonyms: next.map((s) => s.synonym) }).then((ok) => {
      if (ok) setSynonym((now) => (now === text ? "" : now));
    });
  }

  function saveRefs(kind: RefKind, rows: ReferenceRowInput[]) {
    const wanted = referencesToSend(rows);
    if (JSON.stringify(wanted) === JSON.stringify(referencesToSend(confirmed.current[kind]))) return;
    void save({ [kind]: wanted });
  }

  async function upload(kind: "scheme" | "mechanism", file: File | undefined) {
    if (!file) return;
    if (file.type !== "image/png") {
      notify("Only PNG images can be uploaded; draw the reaction instead.");
      return;
    }
    const done = await attempt(notify, () => uploadPng(file));
    if (done.ok) await save({ [kind]: { upload: done.value.filename } });
  }

  const picture = (kind: "scheme" | "mechanism") => {
    const filename = kind === "scheme" ? view.scheme_filename : view.mechanism_filename;
    const extension = (kind === "scheme" ? view.scheme_extension : view.mechanism_extension) ?? "png";
    const folder = kind === "scheme" ? "named-reactions" : "mechanisms";
    const label = kind === "scheme" ? "Scheme" : "Mechanism";
    return (
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        {filename ? (
          <Box style={{ maxHeight: 240, overflow: "auto" }}>
            <img
              src={storedImageUrl(settings.imagesBaseUrl, folder, filename, extension)}
              alt={`${label} of the ${view.name || "named reaction"}`}
              data-testid={`${kind}-image`}
              style={{ maxWidth: "100%" }}
            />
          </Box>
        ) : (
          <Text size="sm" c="dimmed">
            No {kind} yet.
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setDrawing(kind)}>
            Draw {kind}
          </Button>
          <Button size="xs" variant="default" component="label">
            Upload PNG
            <input
              type="file"
              accept="image/png"
              hidden
              aria-label={`Upload a PNG ${kind}`}
              onChange={(e) => {
                void upload(kind, e.currentTarget.files?.[0]);
                e.currentTarget.value = "";
              }}
            />
          </Button>
          {filename && (
            <Button size="xs" variant="subtle" color="red" onClick={() => void save({ [kind]: null })}>
              Remove {kind}
            </Button>
          )}
        </Group>
      </Stack>
    );
  };

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
      <TextInput
        label="Synonyms"
        placeholder="Type a synonym and press Enter"
        value={synonym}
        onChange={(e) => setSynonym(e.currentTarget.value)}
        onKeyDown={onSynonymKey}
      />
      <SynonymChips
        label="Synonyms of this named reaction"
        synonyms={view.synonyms}
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
      <InputBase
        component="textarea"
        label="Description"
        description="Markdown: **bold**, *italic*, [links](https://…), lists and paragraphs."
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        onBlur={() => changed(description, confirmed.current.description) && void save({ description })}
        rows={8}
        styles={{ input: { minHeight: 160, paddingBlock: 8 } }}
      />
      <Box>
        <Text size="sm" fw={500}>
          Preview
        </Text>
        <Box
          data-testid="description-preview"
          p="xs"
          style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 4, minHeight: 40 }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML from POST /api/markdown/preview, made by the server with the public page's sanitising rules
          dangerouslySetInnerHTML={{ __html: preview }}
        />
      </Box>
      {picture("scheme")}
      {picture("mechanism")}
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
      <ReactionDialog
        opened={drawing !== null}
        title={drawing === "mechanism" ? "Mechanism" : "Scheme"}
        initialSmiles={(drawing === "mechanism" ? view.mechanism_smiles : view.scheme_smiles) ?? null}
        onClose={() => setDrawing(null)}
        onSave={(value) => {
          const kind = drawing;
          setDrawing(null);
          if (kind) void save({ [kind]: { smiles: value.smiles } });
        }}
      />
    </Stack>
  );
}

/** The server's HTML of the Markdown, read again after a pause in typing. */
function useMarkdownPreview(markdown: string, notify: (text: string) => void): string {
  const [html, setHtml] = useState("");
  useEffect(() => {
    if (markdown.trim() === "") {
      setHtml("");
      return;
    }
    let current = true;
    const timer = setTimeout(async () => {
      const done = await attempt(notify, () =>
        api.post<{ html: string }>("/api/markdown/preview", { markdown }),
      );
      if (current && done.ok) setHtml(done.value.html);
    }, MARKDOWN_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [markdown, notify]);
  return html;
}

/** One list of references: DOI (with its look-up), display text and URL per row; saved when left. */
function ReferenceSection(props: {
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
    const found = await attempt(notify, () =>
      api.get<{ doi: string; display: string; url: string }>(doiPath(doi)),
    );
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
              row.display.trim() === "" ? "The reference is saved once it has a display text." : undefined
            }
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
