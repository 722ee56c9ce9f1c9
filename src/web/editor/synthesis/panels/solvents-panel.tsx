import { CloseButton, Group, Stack, Text, Title } from "@mantine/core";
import { chemicalNameText } from "../../../../domain/chemical-name-text.ts";
import { addSolvent, removeSolvent } from "../../../../domain/editor/reagent-actions.ts";
import { useEditor } from "../../editor-context.tsx";
import type { Solvent } from "../../state/editor-data.ts";
import { filterSolvents } from "../../state/lookup-rows.ts";
import { useSynthesis } from "../synthesis-context.tsx";
import { PickList } from "./pick-list.tsx";
import { useSelectedReaction } from "./selected.ts";

/** Solvents details: the reaction's solvents, each with a delete, and the solvents to add from. */
export function SolventsPanel() {
  const { run } = useSynthesis();
  const { state } = useEditor();
  const selected = useSelectedReaction();
  if (!selected) return null;
  const { reaction } = selected;
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
              <CloseButton
                size="sm"
                aria-label={`Remove ${name}`}
                onClick={() => run(removeSolvent, { reactionId: reaction.id, name })}
              />
            </Group>
          ))}
        </Stack>
      )}
      <PickList<Solvent>
        label="Available solvents"
        items={state.solvents.filter((s) => s.name.trim() !== "")}
        filter={filterSolvents}
        getKey={(s) => s.id}
        rowLabel={(s) => chemicalNameText(s.name)}
        plainLabel={(s) => s.name}
        onAdd={(s) => run(addSolvent, { reactionId: reaction.id, name: s.name })}
      />
    </Stack>
  );
}
