import { Button, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { createAuthor, createReagent, createSolvent } from "../../../api-client/lookups.ts";
import { attempt, useEditor } from "../../editor-context.tsx";
import type { Author, Reagent, Solvent } from "../../state/editor-data.ts";
import { isEditorUser, newItemMarks } from "../../state/item-rights.ts";
import { subscriptDigits } from "../../state/lookup-rows.ts";

/**
 * The pickers' short forms (docs/decisions/editor/0058-no-dead-ends-while-entering-a-synthesis.md): an author,
 * a reagent or a solvent the archive lacks, added where it is picked through the editor's own create
 * calls (api.md §5.6). What a contributor adds is usable in the draft at once and pending until an
 * editor accepts it (§5.22); the store marks it so, and as theirs to change.
 */

function useMarks() {
  return newItemMarks(useEditor().state);
}

function ShortForm(props: {
  title: string;
  children: ReactNode;
  ready: boolean;
  busy: boolean;
  onAdd: () => void;
  onCancel: () => void;
}) {
  const contributor = !isEditorUser(useEditor().state);
  return (
    <fieldset
      style={{ margin: 0, padding: 8, border: "1px solid var(--mantine-color-gray-4)", borderRadius: 8 }}
    >
      <legend style={{ fontWeight: 600, fontSize: "var(--mantine-font-size-sm)" }}>{props.title}</legend>
      <Stack gap={6}>
        {contributor && (
          <Text size="xs" c="dimmed">
            Usable in your draft at once; public once an editor accepts it.
          </Text>
        )}
        {props.children}
        <Group gap="xs">
          <Button size="compact-sm" onClick={props.onAdd} disabled={!props.ready} loading={props.busy}>
            Add to the archive
          </Button>
          <Button size="compact-sm" variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </fieldset>
  );
}

/** Runs a create call, tells the store, and hands the new row on; a refusal goes to the Snackbar. */
function useCreate<T>(call: () => Promise<T>, saved: (row: T) => void) {
  const { notify } = useEditor();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    run: async () => {
      setBusy(true);
      const done = await attempt(notify, call);
      setBusy(false);
      if (done.ok) saved(done.value);
    },
  };
}

/** "R. B. Woodward" → first names "R. B.", last name "Woodward". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words.slice(0, -1).join(" "), lastName: words.at(-1) ?? "" };
}

export function AddAuthorForm(props: { typed: string; onAdded: (a: Author) => void; onCancel: () => void }) {
  const { dispatch } = useEditor();
  const marks = useMarks();
  const [names, setNames] = useState(() => splitName(props.typed));
  const create = useCreate(
    () =>
      createAuthor({
        firstName: names.firstName.trim(),
        lastName: names.lastName.trim(),
      }),
    (row) => {
      const author = { ...row, ...marks };
      dispatch({ type: "authorSaved", author });
      props.onAdded(author);
    },
  );
  return (
    <ShortForm
      title="New author"
      ready={names.firstName.trim() !== "" && names.lastName.trim() !== ""}
      busy={create.busy}
      onAdd={create.run}
      onCancel={props.onCancel}
    >
      <TextInput
        label="First name"
        value={names.firstName}
        onChange={(e) => setNames({ ...names, firstName: e.currentTarget.value })}
        data-autofocus
      />
      <TextInput
        label="Last name"
        value={names.lastName}
        onChange={(e) => setNames({ ...names, lastName: e.currentTarget.value })}
      />
    </ShortForm>
  );
}

export function AddReagentForm(props: {
  typed: string;
  onAdded: (r: Reagent) => void;
  onCancel: () => void;
}) {
  const { dispatch } = useEditor();
  const marks = useMarks();
  const [name, setName] = useState(props.typed.trim());
  const [formula, setFormula] = useState("");
  const [synonyms, setSynonyms] = useState("");
  const lines = synonyms
    .split("\n")
    .map((s) => s.trim())
    .filter(Boolean);
  const create = useCreate(
    () =>
      createReagent({
        name: name.trim(),
        formula: formula.trim() || null,
        synonyms: lines,
      }),
    (row) => {
      const reagent = { ...row, ...marks };
      dispatch({ type: "reagentSaved", reagent });
      props.onAdded(reagent);
    },
  );
  return (
    <ShortForm
      title="New reagent"
      ready={name.trim() !== ""}
      busy={create.busy}
      onAdd={create.run}
      onCancel={props.onCancel}
    >
      <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <TextInput
        label="Formula"
        placeholder="e.g. KMnO4"
        value={formula}
        onChange={(e) => setFormula(subscriptDigits(e.currentTarget.value))}
      />
      <Textarea
        label="Synonyms"
        description="One a line"
        autosize
        minRows={2}
        value={synonyms}
        onChange={(e) => setSynonyms(e.currentTarget.value)}
      />
    </ShortForm>
  );
}

export function AddSolventForm(props: {
  typed: string;
  onAdded: (s: Solvent) => void;
  onCancel: () => void;
}) {
  const { dispatch } = useEditor();
  const marks = useMarks();
  const [name, setName] = useState(props.typed.trim());
  const create = useCreate(
    () => createSolvent({ name: name.trim() }),
    (row) => {
      const solvent = { ...row, ...marks };
      dispatch({ type: "solventSaved", solvent });
      props.onAdded(solvent);
    },
  );
  return (
    <ShortForm
      title="New solvent"
      ready={name.trim() !== ""}
      busy={create.busy}
      onAdd={create.run}
      onCancel={props.onCancel}
    >
      <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
    </ShortForm>
  );
}
