import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import {
  setAuthor,
  setMolecule,
  setSuppSteps,
  setSynthesisComment,
  setType1,
  setType2,
  setYear,
  suppStepsVisible,
  TYPE_1_OPTIONS,
  type Type1,
} from "../../../../domain/editor/details-actions.ts";
import { authorKey, nameKey } from "../../../../domain/lookup-names.ts";
import { hasRole } from "../../../../domain/roles.ts";
import { CHIRALITY_TYPES } from "../../../../domain/synthesis-constants.ts";
import { useEditor } from "../../editor-context.tsx";
import type { Author, Molecule } from "../../state/editor-data.ts";
import { filterAuthors, filterNamed } from "../../state/lookup-rows.ts";
import { NewMoleculeDialog } from "../new-molecule-dialog.tsx";
import { useSynthesis } from "../synthesis-context.tsx";
import { ChoiceGroup } from "./choice-group.tsx";
import { DraftField } from "./draft-field.tsx";
import { DraftReferences } from "./draft-references.tsx";
import { PickList } from "./pick-list.tsx";
import { PublicationSection } from "./publication-section.tsx";
import { AddAuthorForm } from "./quick-add.tsx";
import { ReviewSection } from "./review-section.tsx";

/**
 * Synthesis details: Synthesis Id ('(temp.)' until published), Molecule and Author picks, Year,
 * Type 1, Supp. Steps (Formal only), Type 2, the comment, the Submitter and the references.
 */
export function SynthesisDetailsPanel() {
  const { session, draft, run } = useSynthesis();
  const { state } = useEditor();
  // The name the New molecule dialog starts with (null: closed); the author being added (null: none).
  const [creating, setCreating] = useState<string | null>(null);
  const [addingAuthor, setAddingAuthor] = useState<string | null>(null);
  const { source } = session;
  const isEditor = state.user !== null && hasRole(state.user.role, "editor");
  const id =
    source.kind === "published"
      ? String(source.id)
      : source.kind === "draft"
        ? `${source.synthesisId ?? source.id} (temp.)`
        : "(temp.)";
  // The submitter is the draft's owner (or, once published, whoever submitted it), never the reader.
  const submitter =
    draft.submitter ?? (source.kind === "draft" ? source.ownerName : null) ?? state.user?.name ?? "";
  // A molecule or investigator named (e.g. in Contribute's step 2) but not in the archive: offered to add.
  const m = draft.molecule;
  const missingMolecule =
    m && !m.smiles && m.name.trim() && !state.molecules.some((x) => nameKey(x.name) === nameKey(m.name))
      ? m.name.trim()
      : null;
  const a = draft.author;
  const missingAuthor =
    a &&
    authorKey(a.firstName, a.lastName) &&
    !state.authors.some(
      (x) =>
        (a.url && x.url === a.url) ||
        authorKey(x.firstName, x.lastName) === authorKey(a.firstName, a.lastName),
    )
      ? `${a.firstName} ${a.lastName}`.trim()
      : null;
  return (
    <Stack>
      <Title order={2} size="h4">
        Synthesis details
      </Title>
      <TextInput label="Synthesis Id" value={id} readOnly />
      <TextInput label="Molecule" value={draft.molecule?.name ?? ""} placeholder="Not picked yet" readOnly />
      {missingMolecule && <NotInArchive name={missingMolecule} onAdd={() => setCreating(missingMolecule)} />}
      <PickList<Molecule>
        label="Find the target molecule"
        actionLabel="Pick"
        searchFirst
        items={state.molecules}
        filter={filterNamed}
        getKey={(m) => m.id}
        rowLabel={(m) => m.name || `(no name) #${m.id}`}
        plainLabel={(m) => m.name}
        onAdd={(m) => run(setMolecule, { molecule: { name: m.name, structure: m.structure, smiles: null } })}
        onCreate={setCreating}
      />
      <Button variant="light" onClick={() => setCreating("")} style={{ alignSelf: "flex-start" }}>
        New molecule
      </Button>
      <TextInput
        label="Author"
        value={draft.author ? `${draft.author.firstName} ${draft.author.lastName}` : ""}
        placeholder="Not picked yet"
        readOnly
      />
      {missingAuthor && addingAuthor === null && (
        <NotInArchive name={missingAuthor} onAdd={() => setAddingAuthor(missingAuthor)} />
      )}
      <PickList<Author>
        label="Find the principal investigator"
        actionLabel="Pick"
        searchFirst
        items={state.authors.filter((a) => a.firstName.trim() && a.lastName.trim() && a.url)}
        filter={filterAuthors}
        getKey={(a) => a.id}
        rowLabel={(a) => `${a.firstName} ${a.lastName}`}
        plainLabel={(a) => `${a.firstName} ${a.lastName}`}
        onAdd={(a) =>
          a.url && run(setAuthor, { author: { firstName: a.firstName, lastName: a.lastName, url: a.url } })
        }
        onCreate={setAddingAuthor}
      />
      {addingAuthor !== null && (
        <AddAuthorForm
          typed={addingAuthor}
          onCancel={() => setAddingAuthor(null)}
          onAdded={(added) => {
            setAddingAuthor(null);
            if (added.url) {
              run(setAuthor, {
                author: { firstName: added.firstName, lastName: added.lastName, url: added.url },
              });
            }
          }}
        />
      )}
      <DraftField
        label="Year"
        numeric
        value={draft.year === 0 ? "" : String(draft.year)}
        onCommit={(text) => run(setYear, { text })}
      />
      <ChoiceGroup<Type1>
        label="Type 1"
        value={draft.type_1}
        options={TYPE_1_OPTIONS.map((t) => ({ value: t, label: t }))}
        onChange={(type) => run(setType1, { type })}
      />
      {suppStepsVisible(draft) && (
        <DraftField
          label="Supp. Steps"
          numeric
          value={String(draft.supp_steps)}
          onCommit={(text) => run(setSuppSteps, { text })}
        />
      )}
      <ChoiceGroup
        label="Type 2"
        value={draft.type_2}
        options={CHIRALITY_TYPES.map((t) => ({ value: t, label: t }))}
        onChange={(type) => run(setType2, { type })}
      />
      <DraftField
        label="Synthesis comment"
        multiline
        placeholder="No comment yet"
        value={draft.comment}
        onCommit={(text) => run(setSynthesisComment, { text })}
      />
      <TextInput label="Submitter" value={submitter} readOnly />
      <DraftReferences />
      {source.kind === "draft" && (
        <ReviewSection
          draftId={source.id}
          status={source.status}
          documentHash={source.documentHash}
          own={source.ownerId === state.user?.id}
        />
      )}
      {source.kind === "published" && isEditor && (
        <PublicationSection
          synthesisId={source.id}
          unpublishedAt={source.unpublishedAt}
          version={source.version}
        />
      )}
      <NewMoleculeDialog
        opened={creating !== null}
        initialName={creating ?? ""}
        onClose={() => setCreating(null)}
        onCreated={(m) => {
          setCreating(null);
          run(setMolecule, { molecule: { name: m.name, structure: m.structure, smiles: null } });
        }}
      />
    </Stack>
  );
}

/** A name the draft holds that the archive lacks, with the way to add it. */
function NotInArchive({ name, onAdd }: { name: string; onAdd: () => void }) {
  return (
    <Group gap="xs">
      <Text size="sm" c="red.8">
        '{name}' is not in the archive yet.
      </Text>
      <Button size="compact-sm" variant="light" onClick={onAdd}>
        Add '{name}'
      </Button>
    </Group>
  );
}
