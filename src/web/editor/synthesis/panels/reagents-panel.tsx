import { Button, Checkbox, CloseButton, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { chemicalNameText } from "../../../../domain/chemical-name-text.ts";
import type { DraftReaction } from "../../../../domain/editor/draft.ts";
import {
  addReagent,
  addStage,
  removeReagent,
  removeStage,
  setSequence,
} from "../../../../domain/editor/reagent-actions.ts";
import { nameKey } from "../../../../domain/lookup-names.ts";
import { useEditor } from "../../editor-context.tsx";
import type { Reagent } from "../../state/editor-data.ts";
import { filterReagents, reagentLabel } from "../../state/lookup-rows.ts";
import { useSynthesis } from "../synthesis-context.tsx";
import { ChoiceGroup } from "./choice-group.tsx";
import { PickList } from "./pick-list.tsx";
import { AddReagentForm } from "./quick-add.tsx";
import { ReagentAmount } from "./record-fields.tsx";
import { useSelectedReaction } from "./selected.ts";

/**
 * Reagents details (docs/product/editor.md §8.4): the reaction's reagents (by stage when a sequence
 * is specified), 'Specify sequence' with '+ Step' / '- Step', and the reagents to add from.
 */
export function ReagentsPanel() {
  const selected = useSelectedReaction();
  if (!selected) return null;
  return <ReagentsForm key={selected.reaction.id} reaction={selected.reaction} />;
}

function ReagentsForm({ reaction }: { reaction: DraftReaction }) {
  const { run } = useSynthesis();
  const { state } = useEditor();
  const [stage, setStage] = useState(1);
  // The reagent being added to the archive: its typed name and, for a row of the reaction, its place.
  const [adding, setAdding] = useState<{ typed: string; index: number | null } | null>(null);
  const current = Math.min(stage, reaction.stageCount);
  const named = state.reagents.filter((r) => r.name.trim() !== "");
  const known = new Set(named.map((r) => nameKey(r.name)));
  const stages = reaction.sequence ? Array.from({ length: reaction.stageCount }, (_, i) => i + 1) : [1];
  return (
    <Stack>
      <Title order={2} size="h4">
        Reagents
      </Title>
      {reaction.reagents.length === 0 ? (
        <Text c="dimmed">No reagent specified...</Text>
      ) : (
        <Stack gap={4} aria-label="Reagents of the reaction">
          {stages.map((s) => {
            const rows = reaction.reagents
              .map((g, index) => ({ ...g, index }))
              .filter((g) => (reaction.sequence ? g.stage === s : true));
            if (rows.length === 0) return null;
            return (
              <div key={s}>
                {reaction.sequence && (
                  <Text size="xs" fw={600} c="dimmed">
                    Step {s}
                  </Text>
                )}
                {rows.map((g) => (
                  <Group key={`${g.name}-${g.stage}`} gap={4} wrap="nowrap">
                    <Text size="sm" style={{ flex: 1 }}>
                      {chemicalNameText(g.name)}
                    </Text>
                    <ReagentAmount reaction={reaction} index={g.index} />
                    {!known.has(nameKey(g.name)) && g.name.trim() && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        color="red"
                        aria-label={`Add '${g.name}' to the archive`}
                        onClick={() => setAdding({ typed: g.name, index: g.index })}
                      >
                        Not in the archive: add
                      </Button>
                    )}
                    <CloseButton
                      size="sm"
                      aria-label={`Remove ${g.name}`}
                      onClick={() => run(removeReagent, { reactionId: reaction.id, index: g.index })}
                    />
                  </Group>
                ))}
              </div>
            );
          })}
        </Stack>
      )}
      <Checkbox
        label="Specify sequence"
        checked={reaction.sequence}
        onChange={(e) => {
          const result = run(setSequence, { reactionId: reaction.id, on: e.currentTarget.checked });
          if (result.ok) setStage(result.selectedStage);
        }}
      />
      {reaction.sequence && (
        <Stack gap={6}>
          <ChoiceGroup
            label="Step to add reagents to"
            value={String(current)}
            onChange={(v) => setStage(Number(v))}
            options={stages.map((s) => ({ value: String(s), label: `Step ${s}` }))}
          />
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => {
                const result = run(addStage, { reactionId: reaction.id });
                if (result.ok) setStage(result.selectedStage);
              }}
            >
              + Step
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              disabled={reaction.stageCount <= 2}
              onClick={() => {
                const result = run(removeStage, { reactionId: reaction.id });
                if (result.ok) setStage(result.selectedStage);
              }}
            >
              - Step
            </Button>
          </Group>
        </Stack>
      )}
      <PickList<Reagent>
        label="Available reagents"
        firstField
        items={named}
        filter={filterReagents}
        getKey={(r) => r.id}
        rowLabel={(r) => chemicalNameText(reagentLabel(r))}
        plainLabel={(r) => r.name}
        onAdd={(r) =>
          run(addReagent, { reactionId: reaction.id, name: r.name, stage: reaction.sequence ? current : 1 })
        }
        names={(r) => [r.name, ...r.synonyms.map((x) => x.synonym)]}
        onCreate={(typed) => setAdding({ typed, index: null })}
      />
      {adding && (
        <AddReagentForm
          key={`${adding.typed}|${adding.index}`}
          typed={adding.typed}
          onCancel={() => setAdding(null)}
          onAdded={(r) => {
            setAdding(null);
            const row = adding.index === null ? null : reaction.reagents[adding.index];
            // A row of the reaction added under another name takes that name (same stage).
            if (row && nameKey(row.name) === nameKey(r.name)) return;
            if (row) run(removeReagent, { reactionId: reaction.id, index: adding.index as number });
            run(addReagent, {
              reactionId: reaction.id,
              name: r.name,
              stage: row ? row.stage : reaction.sequence ? current : 1,
            });
          }}
        />
      )}
    </Stack>
  );
}
