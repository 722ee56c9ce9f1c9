import { Button, Card, Stack, Text } from "@mantine/core";
import type { DraftPart } from "../../../domain/editor/draft.ts";
import { addReaction } from "../../../domain/editor/structure-actions.ts";
import { REMAINING_STEPS } from "../../../domain/route-texts.ts";
import { ReactionCard } from "./reaction-card.tsx";
import { shownPanel } from "./session.ts";
import { useSynthesis } from "./synthesis-context.tsx";
import classes from "./synthesis-editor.module.css";

/** A part: its header ('Part number N of M', or 'Remaining steps' for part 0), reactions, Add one reaction. */
export function PartCard(props: { part: DraftPart; partCount: number }) {
  const { part, partCount } = props;
  const { session, select, run } = useSynthesis();
  const selectedId = session.history.present.selectedId;
  const panel = shownPanel(session);
  const heading = part.number === 0 ? REMAINING_STEPS : `Part number ${part.number} of ${partCount}`;
  const partSelected = selectedId === part.id;
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="section"
      aria-label={heading}
      className={partSelected ? classes.selected : undefined}
    >
      <button
        type="button"
        className={classes.element}
        style={{ textAlign: "left" }}
        aria-pressed={partSelected}
        onClick={() => select(part.id, "part")}
      >
        <Text component="h2" size="lg" fw={600} m={0}>
          {heading}
        </Text>
      </button>
      {part.comment && (
        <Text size="sm" mt={4} c="dimmed">
          {part.comment}
        </Text>
      )}
      <Stack gap="sm" mt="sm">
        {part.reactions.map((reaction) => (
          <ReactionCard
            key={reaction.id}
            reaction={reaction}
            selected={selectedId === reaction.id}
            panel={panel}
          />
        ))}
      </Stack>
      <Button variant="light" mt="sm" onClick={() => run(addReaction, { partId: part.id })}>
        Add one reaction
      </Button>
    </Card>
  );
}
