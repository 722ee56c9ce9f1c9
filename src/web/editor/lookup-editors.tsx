import { Badge, CloseButton, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { api } from "./api.ts";
import { attempt, useEditor, useSerialSaves } from "./editor-context.tsx";
import { LookupList } from "./lookup-list.tsx";
import {
  type Author,
  addSynonym,
  authorLabel,
  canEditAuthorUrl,
  filterAuthors,
  filterReagents,
  filterSolvents,
  type Reagent,
  reagentLabel,
  type Solvent,
  type Synonym,
  subscriptDigits,
} from "./state/editor-store.ts";

/** A row whose name is still empty (created, not yet named). */
function rowText(text: string): ReactNode {
  return text.trim() === "" ? (
    <Text span c="dimmed" fs="italic">
      (no name)
    </Text>
  ) : (
    text
  );
}

/** Enter in a field saves it the same way leaving it does. */
function blurOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === "Enter") event.currentTarget.blur();
}

// ---- Left: the lists ----

export function SolventsEditor() {
  const { state, dispatch, notify, confirmDelete } = useEditor();
  const selectedId = state.selection?.type === "solventEdit" ? state.selection.id : null;
  return (
    <LookupList<Solvent>
      title="Solvents Editor"
      addLabel="Add Solvent"
      listLabel="Solvents"
      items={state.solvents}
      filter={filterSolvents}
      label={(s) => rowText(s.name)}
      plainLabel={(s) => s.name}
      selectedId={selectedId}
      onSelect={(s) => dispatch({ type: "selected", selection: { type: "solventEdit", id: s.id } })}
      onAdd={async () => {
        const done = await attempt(notify, () => api.post<Solvent>("/api/solvents", { name: "" }));
        if (!done.ok) return;
        dispatch({ type: "solventSaved", solvent: done.value });
        dispatch({ type: "selected", selection: { type: "solventEdit", id: done.value.id } });
      }}
      onDelete={async (s) => {
        if (!(await confirmDelete("solvent"))) return;
        const done = await attempt(notify, () => api.del(`/api/solvents/${s.id}`));
        if (done.ok) dispatch({ type: "solventDeleted", id: s.id });
      }}
    />
  );
}

export function ReagentsEditor() {
  const { state, dispatch, notify, confirmDelete } = useEditor();
  const selectedId = state.selection?.type === "reagentEdit" ? state.selection.id : null;
  return (
    <LookupList<Reagent>
      title="Reagents Editor"
      addLabel="Add Reagent"
      listLabel="Reagents"
      items={state.reagents}
      filter={filterReagents}
      label={(r) => rowText(reagentLabel(r))}
      plainLabel={(r) => r.name}
      selectedId={selectedId}
      onSelect={(r) => dispatch({ type: "selected", selection: { type: "reagentEdit", id: r.id } })}
      onAdd={async () => {
        const done = await attempt(notify, () => api.post<Reagent>("/api/reagents", { name: "" }));
        if (!done.ok) return;
        dispatch({
          type: "reagentSaved",
          reagent: {
            formula: null,
            synonyms: [],
            ...(done.value as Partial<Reagent>),
            id: done.value.id,
            name: done.value.name ?? "",
          },
        });
        dispatch({ type: "selected", selection: { type: "reagentEdit", id: done.value.id } });
      }}
      onDelete={async (r) => {
        if (!(await confirmDelete("reagent"))) return;
        const done = await attempt(notify, () => api.del(`/api/reagents/${r.id}`));
        if (done.ok) dispatch({ type: "reagentDeleted", id: r.id });
      }}
    />
  );
}

export function AuthorsEditor() {
  const { state, dispatch, notify, confirmDelete } = useEditor();
  const selectedId = state.selection?.type === "authorEdit" ? state.selection.id : null;
  return (
    <LookupList<Author>
      title="Authors Editor"
      addLabel="Add Author"
      listLabel="Authors"
      items={state.authors}
      filter={filterAuthors}
      label={(a) => rowText(authorLabel(a))}
      plainLabel={authorLabel}
      selectedId={selectedId}
      onSelect={(a) => dispatch({ type: "selected", selection: { type: "authorEdit", id: a.id } })}
      onAdd={async () => {
        const done = await attempt(notify, () => api.post<Author>("/api/authors", {}));
        if (!done.ok) return;
        dispatch({ type: "authorSaved", author: done.value });
        dispatch({ type: "selected", selection: { type: "authorEdit", id: done.value.id } });
      }}
      onDelete={async (a) => {
        if (!(await confirmDelete("author"))) return;
        const done = await attempt(notify, () => api.del(`/api/authors/${a.id}`));
        if (done.ok) dispatch({ type: "authorDeleted", id: a.id });
      }}
    />
  );
}

// ---- Right: the edit panels (saved when a field is left, or with Enter) ----

function Prompt(props: { title: string; text: string }) {
  return (
    <Stack>
      <Title order={2} size="h4">
        {props.title}
      </Title>
      <Text c="dimmed">{props.text}</Text>
    </Stack>
  );
}

export function SolventPanel() {
  const { state } = useEditor();
  const id = state.selection?.type === "solventEdit" ? state.selection.id : null;
  const solvent = state.solvents.find((s) => s.id === id);
  if (!solvent) return <Prompt title="Solvent" text="Select a solvent in the list" />;
  return <SolventForm key={solvent.id} solvent={solvent} />;
}

function SolventForm({ solvent }: { solvent: Solvent }) {
  const { dispatch, notify } = useEditor();
  const [name, setName] = useState(solvent.name);
  const serial = useSerialSaves();
  const confirmed = useRef(solvent);
  function save() {
    const wanted = name;
    return serial(async () => {
      if (wanted === confirmed.current.name) return;
      const done = await attempt(notify, () =>
        api.put<Solvent>(`/api/solvents/${solvent.id}`, { name: wanted }),
      );
      if (done.ok) {
        confirmed.current = { ...confirmed.current, ...done.value };
        dispatch({ type: "solventSaved", solvent: confirmed.current });
      } else setName(confirmed.current.name);
    });
  }
  return (
    <Stack>
      <Title order={2} size="h4">
        Solvent
      </Title>
      <TextInput
        label="Name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        onBlur={save}
        onKeyDown={blurOnEnter}
      />
    </Stack>
  );
}

export function ReagentPanel() {
  const { state } = useEditor();
  const id = state.selection?.type === "reagentEdit" ? state.selection.id : null;
  const reagent = state.reagents.find((r) => r.id === id);
  if (!reagent) return <Prompt title="Reagent" text="Select a reagent in the list" />;
  return <ReagentForm key={reagent.id} reagent={reagent} />;
}

function ReagentForm({ reagent }: { reagent: Reagent }) {
  const { dispatch, notify } = useEditor();
  const [name, setName] = useState(reagent.name);
  const [formula, setFormula] = useState(reagent.formula ?? "");
  const [synonym, setSynonym] = useState("");
  const nameMissing = name.trim() === "";
  const serial = useSerialSaves();
  /** The reagent as the server last confirmed it (ahead of the store's next render). */
  const confirmed = useRef(reagent);

  /**
   * One PUT with the whole reagent, after the previous one was answered; `synonymsOf` works on the
   * synonyms the server confirmed last. The store changes only when the server accepts it.
   */
  function save(
    fields: { name: string; formula: string },
    synonymsOf?: (current: Synonym[]) => Synonym[] | null,
  ) {
    return serial(async (): Promise<boolean> => {
      const current = confirmed.current;
      const synonyms = synonymsOf ? synonymsOf(current.synonyms) : current.synonyms;
      if (synonyms === null) return false;
      if (fields.name.trim() === "") return false; // A reagent is saved only with a name.
      const body = {
        name: fields.name,
        formula: fields.formula.trim() === "" ? null : fields.formula,
        synonyms: synonyms.map((s) => ({ synonym: s.synonym })),
      };
      const done = await attempt(notify, () => api.put<Reagent>(`/api/reagents/${reagent.id}`, body));
      if (!done.ok) {
        setName(current.name);
        setFormula(current.formula ?? "");
        return false;
      }
      confirmed.current = { ...current, ...body, ...done.value };
      dispatch({ type: "reagentSaved", reagent: confirmed.current });
      return true;
    });
  }

  function saveFields() {
    const current = confirmed.current;
    if (name === current.name && formula === (current.formula ?? "")) return;
    void save({ name, formula });
  }

  async function onSynonymKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const text = synonym;
    if (!addSynonym(reagent.synonyms, text)) return;
    if (nameMissing) {
      notify("Give the reagent a name before adding synonyms.");
      return;
    }
    if (await save({ name, formula }, (current) => addSynonym(current, text))) {
      setSynonym((now) => (now === text ? "" : now));
    }
  }

  return (
    <Stack>
      <Title order={2} size="h4">
        Reagent
      </Title>
      <TextInput
        label="Name"
        value={name}
        error={nameMissing ? "A reagent is saved only with a name." : undefined}
        onChange={(e) => setName(e.currentTarget.value)}
        onBlur={saveFields}
        onKeyDown={blurOnEnter}
      />
      <TextInput
        label="Formula"
        description="Digits are written as subscripts."
        value={formula}
        onChange={(e) => setFormula(subscriptDigits(e.currentTarget.value))}
        onBlur={saveFields}
        onKeyDown={blurOnEnter}
      />
      <TextInput
        label="Synonyms"
        placeholder="Type a synonym and press Enter"
        value={synonym}
        onChange={(e) => setSynonym(e.currentTarget.value)}
        onKeyDown={onSynonymKey}
      />
      <Group gap="xs" aria-label="Synonyms of this reagent" role="list">
        {reagent.synonyms.map((s) => (
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
                onClick={() =>
                  void save({ name, formula }, (current) =>
                    current.filter((other) => other.synonym !== s.synonym),
                  )
                }
              />
            }
          >
            {s.synonym}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

export function AuthorPanel() {
  const { state } = useEditor();
  const id = state.selection?.type === "authorEdit" ? state.selection.id : null;
  const author = state.authors.find((a) => a.id === id);
  if (!author) return <Prompt title="Author" text="Select an author in the list" />;
  return <AuthorForm key={author.id} author={author} />;
}

function AuthorForm({ author }: { author: Author }) {
  const { state, dispatch, notify } = useEditor();
  const [firstName, setFirstName] = useState(author.firstName);
  const [lastName, setLastName] = useState(author.lastName);
  const [url, setUrl] = useState(author.url ?? "");
  const mayEditUrl = canEditAuthorUrl(state);
  const serial = useSerialSaves();
  const confirmed = useRef(author);
  function save() {
    const wanted = { firstName, lastName, url };
    return serial(async () => {
      const current = confirmed.current;
      const urlChanged = mayEditUrl && wanted.url.trim() !== "" && wanted.url !== (current.url ?? "");
      if (wanted.firstName === current.firstName && wanted.lastName === current.lastName && !urlChanged)
        return;
      const body = urlChanged ? wanted : { firstName: wanted.firstName, lastName: wanted.lastName };
      const done = await attempt(notify, () => api.put<Author>(`/api/authors/${author.id}`, body));
      if (done.ok) {
        confirmed.current = { ...current, ...body, ...(done.value as Partial<Author>) };
        dispatch({ type: "authorSaved", author: confirmed.current });
      } else {
        setFirstName(current.firstName);
        setLastName(current.lastName);
        setUrl(current.url ?? "");
      }
    });
  }
  return (
    <Stack>
      <Title order={2} size="h4">
        Author
      </Title>
      <TextInput
        label="First name"
        value={firstName}
        onChange={(e) => setFirstName(e.currentTarget.value)}
        onBlur={save}
        onKeyDown={blurOnEnter}
      />
      <TextInput
        label="Last name"
        value={lastName}
        onChange={(e) => setLastName(e.currentTarget.value)}
        onBlur={save}
        onKeyDown={blurOnEnter}
      />
      {mayEditUrl && (
        <TextInput
          label="Page address"
          description="The author's page is /author/{address}; the old address then redirects."
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          onBlur={save}
          onKeyDown={blurOnEnter}
        />
      )}
    </Stack>
  );
}
