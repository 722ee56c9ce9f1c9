import { Button, Group, Select, Stack, TextInput, Title } from "@mantine/core";
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
} from "../../../../domain/editor/details-actions.ts";
import { CHIRALITY_TYPES } from "../../../../domain/synthesis-constants.ts";
import { useEditor } from "../../editor-context.tsx";
import { NewMoleculeDialog } from "../new-molecule-dialog.tsx";
import { useSynthesis } from "../synthesis-context.tsx";
import { DraftField } from "./draft-field.tsx";
import { DraftReferences } from "./draft-references.tsx";

/**
 * Synthesis details: Synthesis Id ('(temp.)' until published), Molecule and Author picks, Year,
 * Type 1, Supp. Steps (Formal only), Type 2, the comment, the Submitter and the references.
 */
export function SynthesisDetailsPanel() {
  const { session, draft, run } = useSynthesis();
  const { state } = useEditor();
  const [creating, setCreating] = useState(false);
  const { source } = session;
  const id =
    source.kind === "published"
      ? String(source.id)
      : source.kind === "draft"
        ? `${source.synthesisId ?? source.id} (temp.)`
        : "(temp.)";
  // The submitter is the draft's owner (or, once published, whoever submitted it), never the reader.
  const submitter =
    draft.submitter ?? (source.kind === "draft" ? source.ownerName : null) ?? state.user?.name ?? "";
  const moleculeId = state.molecules.find((m) => m.structure === draft.molecule?.structure)?.id;
  const authorId = state.authors.find(
    (a) =>
      (draft.author?.url && a.url === draft.author.url) ||
      (a.firstName === draft.author?.firstName && a.lastName === draft.author?.lastName),
  )?.id;
  return (
    <Stack>
      <Title order={2} size="h4">
        Synthesis details
      </Title>
      <TextInput label="Synthesis Id" value={id} readOnly />
      <Group align="flex-end" wrap="nowrap" gap="xs">
        <Select
          style={{ flex: 1 }}
          label="Molecule"
          searchable
          limit={100}
          placeholder={draft.molecule?.name ?? "Pick the target"}
          nothingFoundMessage="No molecule by that name"
          data={state.molecules.map((m) => ({ value: String(m.id), label: m.name || `(no name) #${m.id}` }))}
          value={moleculeId === undefined ? null : String(moleculeId)}
          onChange={(value) => {
            const m = state.molecules.find((x) => String(x.id) === value);
            if (m) run(setMolecule, { molecule: { name: m.name, structure: m.structure, smiles: null } });
          }}
        />
        <Button variant="light" onClick={() => setCreating(true)}>
          New molecule
        </Button>
      </Group>
      <Select
        label="Author"
        searchable
        limit={100}
        placeholder={
          draft.author
            ? `${draft.author.firstName} ${draft.author.lastName}`
            : "Pick the principal investigator"
        }
        nothingFoundMessage="No author by that name"
        data={state.authors
          .filter((a) => a.firstName.trim() && a.lastName.trim())
          .map((a) => ({ value: String(a.id), label: `${a.firstName} ${a.lastName}` }))}
        value={authorId === undefined ? null : String(authorId)}
        onChange={(value) => {
          const a = state.authors.find((x) => String(x.id) === value);
          if (a?.url)
            run(setAuthor, { author: { firstName: a.firstName, lastName: a.lastName, url: a.url } });
        }}
      />
      <DraftField
        label="Year"
        numeric
        value={draft.year === 0 ? "" : String(draft.year)}
        onCommit={(text) => run(setYear, { text })}
      />
      <Select
        label="Type 1"
        data={[...TYPE_1_OPTIONS]}
        value={draft.type_1}
        allowDeselect={false}
        onChange={(type) => type && run(setType1, { type })}
      />
      {suppStepsVisible(draft) && (
        <DraftField
          label="Supp. Steps"
          numeric
          value={String(draft.supp_steps)}
          onCommit={(text) => run(setSuppSteps, { text })}
        />
      )}
      <Select
        label="Type 2"
        data={[...CHIRALITY_TYPES]}
        value={draft.type_2}
        allowDeselect={false}
        onChange={(type) => type && run(setType2, { type })}
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
