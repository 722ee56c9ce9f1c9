import { Button, CloseButton, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { chemicalNameText } from "../../../../domain/chemical-name-text.ts";
import { addSolvent, removeSolvent } from "../../../../domain/editor/reagent-actions.ts";
import { nameKey } from "../../../../domain/lookup-names.ts";
import { useEditor } from "../../editor-context.tsx";
import type { Solvent } from "../../state/editor-data.ts";
import { filterSolvents } from "../../state/lookup-rows.ts";
import { useSynthesis } from "../synthesis-context.tsx";
import { PickList } from "./pick-list.tsx";
import { AddSolventForm } from "./quick-add.tsx";
import { SolventRecords } from "./record-fields.tsx";
import { useSelectedReaction } from "./selected.ts";

/**
 * Solvents details: the reaction's solvents, each with a delete (and an add to the archive when it
 * lacks the name), and the solvents to add from, or to add to the archive by the name typed.
 */
export function SolventsPanel() {
  const { run } = useSynthesis();
  const { state } = useEditor();
  const selected = useSelectedReaction();
  // The solvent being added to the archive: its typed name, and the reaction's row it replaces.
  const [adding, setAdding] = useState<{ typed: string; row: string | null } | null>(null);
  if (!selected) return null;
  const { reaction } = selected;
  const solvents = state.solvents.filter((s) => s.name.trim() !== "");
  const known = new Set(solvents.map((s) => nameKey(s.name)));
  return (
    <Stack>
      <Title order={2} size="h4">
        Solvents
      </Title>
      {reaction.solvents.length === 0 ? (
        <Text c="dimmed">No solvent specified...</Text>
      ) : (
        <Stack gap={2}>
          {reaction.solvents.map((name) => (
            <Group key={name} gap={4} wrap="nowrap">
              <Text size="sm" style={{ flex: 1 }}>
                {chemicalNameText(name)}
              </Text>
              {!known.has(nameKey(name)) && name.trim() && (
                <Button
                  size="compact-xs"
                  variant="light"
                  color="red"
                  aria-label={`Add '${name}' to the archive`}
                  onClick={() => setAdding({ typed: name, row: name })}
                >
                  Not in the archive: add
                </Button>
              )}
              <CloseButton
                size="sm"
                aria-label={`Remove ${name}`}
                onClick={() => run(removeSolvent, { reactionId: reaction.id, name })}
              />
            </Group>
          ))}
        </Stack>
      )}
      <SolventRecords key={reaction.id} reaction={reaction} />
      <PickList<Solvent>
        label="Available solvents"
        firstField
        items={solvents}
        filter={filterSolvents}
        getKey={(s) => s.id}
        rowLabel={(s) => chemicalNameText(s.name)}
        plainLabel={(s) => s.name}
        onAdd={(s) => run(addSolvent, { reactionId: reaction.id, name: s.name })}
        onCreate={(typed) => setAdding({ typed, row: null })}
      />
      {adding && (
        <AddSolventForm
          key={`${adding.typed}|${adding.row}`}
          typed={adding.typed}
          onCancel={() => setAdding(null)}
          onAdded={(s) => {
            setAdding(null);
            // A row of the reaction added under another name takes that name.
            if (adding.row !== null && nameKey(adding.row) === nameKey(s.name)) return;
            if (adding.row !== null) run(removeSolvent, { reactionId: reaction.id, name: adding.row });
            run(addSolvent, { reactionId: reaction.id, name: s.name });
          }}
        />
      )}
    </Stack>
  );
}
