import { Button, Stack, Text, TextInput, Title } from "@mantine/core";
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
import { ReviewSection } from "./review-section.tsx";

/**
 * Synthesis details: Synthesis Id ('(temp.)' until published), Molecule and Author picks, Year,
 * Type 1, Supp. Steps (Formal only), Type 2, the comment, the Submitter and the references.
 */
export function SynthesisDetailsPanel() {
  const { session, draft, run } = useSynthesis();
  const { state } = useEditor();
  const [creating, setCreating] = useState(false);
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
  return (
    <Stack>
      <Title order={2} size="h4">
        Synthesis details
      </Title>
      <TextInput label="Synthesis Id" value={id} readOnly />
      <TextInput label="Molecule" value={draft.molecule?.name ?? ""} placeholder="Not picked yet" readOnly />
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
        empty={() => (
          <Text size="sm" c="dimmed">
            No molecule by that name: create it with New molecule.
          </Text>
        )}
      />
      <Button variant="light" onClick={() => setCreating(true)} style={{ alignSelf: "flex-start" }}>
        New molecule
      </Button>
      <TextInput
        label="Author"
        value={draft.author ? `${draft.author.firstName} ${draft.author.lastName}` : ""}
        placeholder="Not picked yet"
        readOnly
      />
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
      />
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
        <ReviewSection draftId={source.id} status={source.status} documentHash={source.documentHash} />
      )}
      {source.kind === "published" && isEditor && (
        <PublicationSection
          synthesisId={source.id}
          unpublishedAt={source.unpublishedAt}
          version={source.version}
        />
      )}
      <NewMoleculeDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(m) => {
          setCreating(false);
          run(setMolecule, { molecule: { name: m.name, structure: m.structure, smiles: null } });
        }}
      />
    </Stack>
  );
}
