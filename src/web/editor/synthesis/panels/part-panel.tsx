import { Button, Group, Stack, Title } from "@mantine/core";
import { pasteReaction } from "../../../../domain/editor/clipboard.ts";
import { setPartComment } from "../../../../domain/editor/condition-actions.ts";
import { addReaction, deletePart } from "../../../../domain/editor/structure-actions.ts";
import { REMAINING_STEPS } from "../../../../domain/route-texts.ts";
import { useSynthesis } from "../synthesis-context.tsx";
import { DraftField } from "./draft-field.tsx";
import { useSelectedPart } from "./selected.ts";

/** Part details: the comment, plus the part's own actions. */
export function PartPanel() {
  const { run, session } = useSynthesis();
  const part = useSelectedPart();
  if (!part) return null;
  const clipboard = session.clipboard;
  return (
    <Stack>
      <Title order={2} size="h4">
        {part.number === 0 ? REMAINING_STEPS : `Part ${part.number}`}
      </Title>
      <DraftField
        label="Comment"
        multiline
        value={part.comment}
        onCommit={(text) => run(setPartComment, { partId: part.id, text })}
      />
      <Group gap="xs">
        <Button variant="light" onClick={() => run(addReaction, { partId: part.id })}>
          Add one reaction
        </Button>
        <Button
          variant="light"
          disabled={!clipboard}
          onClick={() => clipboard && run(pasteReaction, { partId: part.id, clipboard })}
        >
          Paste reaction
        </Button>
        <Button variant="light" color="red" onClick={() => run(deletePart, { partId: part.id })}>
          Delete part
        </Button>
      </Group>
    </Stack>
  );
}
