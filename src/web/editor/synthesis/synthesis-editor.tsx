import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { addPart } from "../../../domain/editor/structure-actions.ts";
import { useCitationLookups } from "./citation-lookups.ts";
import { PartCard } from "./part-card.tsx";
import { ProblemsBox } from "./problems-box.tsx";
import { sessionTitle } from "./session.ts";
import { useSynthesis } from "./synthesis-context.tsx";

/** The synthesis editor (left area): the part cards in reading order, then Add one part. */
export function SynthesisEditor() {
  const { session, draft, run, select, problems, clearProblems } = useSynthesis();
  const typing = useFieldBeingTyped();
  // References added with a DOI alone get their citation text in the background.
  useCitationLookups();
  // Numbered parts first, then part 0 (the remaining steps of an earlier route), as pages read them.
  const parts = [...draft.parts].sort((a, b) =>
    a.number === 0 ? 1 : b.number === 0 ? -1 : a.number - b.number,
  );
  const partCount = draft.parts.filter((p) => p.number > 0).length;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h3">
          {sessionTitle(session)}
        </Title>
        <Group gap="xs">
          {(draft.dirty || typing) && (
            <Text size="sm" c="dimmed" data-testid="unsaved">
              Unsaved changes
            </Text>
          )}
          <Button variant="subtle" size="compact-sm" onClick={() => select(null, "synthesis")}>
            Synthesis details
          </Button>
        </Group>
      </Group>
      <ProblemsBox problems={problems} onClose={clearProblems} />
      {parts.map((part) => (
        <PartCard key={part.id} part={part} partCount={partCount} />
      ))}
      <Button variant="outline" onClick={() => run(addPart, undefined)} style={{ alignSelf: "flex-start" }}>
        Add one part
      </Button>
    </Stack>
  );
}

/**
 * Whether a field of the details panel holds text not handed to the draft yet: a field gives its text
 * when it is left (one edit, one Undo step), but what is typed is already a change not saved.
 */
function useFieldBeingTyped(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const onInput = (event: Event) => {
      if (event.target instanceof Element && event.target.closest("[data-details-panel]")) setTyping(true);
    };
    const onLeave = () => setTyping(false);
    document.addEventListener("input", onInput, true);
    document.addEventListener("focusout", onLeave, true);
    return () => {
      document.removeEventListener("input", onInput, true);
      document.removeEventListener("focusout", onLeave, true);
    };
  }, []);
  return typing;
}
