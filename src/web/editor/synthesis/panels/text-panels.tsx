import { Button, Group, Stack, Title } from "@mantine/core";
import { setReactionText } from "../../../../domain/editor/condition-actions.ts";
import { SPECIAL_CONDITION_CHIPS, withCondition } from "../../../../domain/editor/special-conditions.ts";
import { useSynthesis } from "../synthesis-context.tsx";
import { DraftField } from "./draft-field.tsx";
import { useSelectedReaction } from "./selected.ts";
import { SelectivityValues } from "./selectivity-values.tsx";

/** Selectivity details: one text field. */
export function SelectivityPanel() {
  const { run } = useSynthesis();
  const selected = useSelectedReaction();
  if (!selected) return null;
  const { reaction } = selected;
  return (
    <Stack>
      <Title order={2} size="h4">
        Selectivity
      </Title>
      <DraftField
        label="Selectivity"
        value={reaction.selectivity ?? ""}
        placeholder="e.g. dr 10:1, 92% ee"
        onCommit={(text) => run(setReactionText, { reactionId: reaction.id, field: "selectivity", text })}
      />
      <SelectivityValues key={reaction.id} reaction={reaction} />
    </Stack>
  );
}

/** Special condition: a text field plus quick-add chips that append a common condition. */
export function SpecialConditionPanel() {
  const { run } = useSynthesis();
  const selected = useSelectedReaction();
  if (!selected) return null;
  const { reaction } = selected;
  const current = reaction.special_condition ?? "";
  const set = (text: string) =>
    run(setReactionText, { reactionId: reaction.id, field: "special_condition", text });
  return (
    <Stack>
      <Title order={2} size="h4">
        Special condition
      </Title>
      <DraftField label="Special condition" value={current} onCommit={set} />
      <Group gap={6} role="group" aria-label="Quick add">
        {SPECIAL_CONDITION_CHIPS.map((chip) => (
          <Button
            key={chip}
            size="compact-xs"
            variant="default"
            radius="xl"
            onClick={() => set(withCondition(current, chip))}
          >
            {chip}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
