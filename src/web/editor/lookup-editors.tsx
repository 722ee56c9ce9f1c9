import { Badge, CloseButton, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { type KeyboardEvent, type ReactNode, useState } from "react";
import { api } from "./api.ts";
import { attempt, useEditor } from "./editor-context.tsx";
import { LookupList } from "./lookup-list.tsx";
import {
  type Author,
  addSynonym,
  authorLabel,
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
  async function save() {
    if (name === solvent.name) return;
    const done = await attempt(notify, () => api.put<Solvent>(`/api/solvents/${solvent.id}`, { name }));
    if (done.ok) {
      dispatch({ type: "solventSaved", solvent: { ...solvent, ...done.value } });
    } else setName(solvent.name);
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

  /** One PUT with the whole reagent; the store changes only when the server accepts it. */
  async function save(next: { name: string; formula: string; synonyms: Synonym[] }): Promise<boolean> {
    if (next.name.trim() === "") return false; // A reagent is saved only with a name.
    const body = {
      name: next.name,
      formula: next.formula.trim() === "" ? null : next.formula,
      synonyms: next.synonyms.map((s) => ({ synonym: s.synonym })),
    };
    const done = await attempt(notify, () => api.put<Reagent>(`/api/reagents/${reagent.id}`, body));
    if (!done.ok) {
      setName(reagent.name);
      setFormula(reagent.formula ?? "");
      return false;
    }
    const saved = { ...reagent, ...body, ...done.value };
    dispatch({ type: "reagentSaved", reagent: saved });
    return true;
  }

  function saveFields() {
    if (name === reagent.name && formula === (reagent.formula ?? "")) return;
    void save({ name, formula, synonyms: reagent.synonyms });
  }

  async function onSynonymKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const synonyms = addSynonym(reagent.synonyms, synonym);
    if (!synonyms) return;
    if (nameMissing) {
      notify("Give the reagent a name before adding synonyms.");
      return;
    }
    if (await save({ name, formula, synonyms })) setSynonym("");
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
                  void save({ name, formula, synonyms: reagent.synonyms.filter((other) => other !== s) })
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
  const { dispatch, notify } = useEditor();
  const [firstName, setFirstName] = useState(author.firstName);
  const [lastName, setLastName] = useState(author.lastName);
  async function save() {
    if (firstName === author.firstName && lastName === author.lastName) return;
    const done = await attempt(notify, () =>
      api.put<Author>(`/api/authors/${author.id}`, { firstName, lastName }),
    );
    if (done.ok) {
      const saved = { ...author, firstName, lastName, ...(done.value as Partial<Author>) };
      dispatch({ type: "authorSaved", author: saved });
    } else {
      setFirstName(author.firstName);
      setLastName(author.lastName);
    }
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
    </Stack>
  );
}
