import { Group, Stack, Text } from "@mantine/core";
import type { SampleSource } from "../../../domain/display-rules.ts";
import { FullSynthesisLink } from "./full-synthesis-link.tsx";
import { type DisplayedReaction, ReactionDisplay } from "./reaction-display.tsx";

/** A reaction taken from a synthesis, with where it comes from and the 'Full Synthesis' link. */
export function SampleReaction({ reaction, source }: { reaction: DisplayedReaction; source?: SampleSource }) {
  const synthesisId = reaction.part.synthesis.id;
  return (
    <Stack gap={6}>
      <ReactionDisplay reaction={reaction} />
      <Group gap="xs" wrap="wrap">
        {source && (
          <Text size="sm" c="dimmed">
            {source.label}
          </Text>
        )}
        <FullSynthesisLink synthesisId={synthesisId} molecule={source?.molecule} />
      </Group>
    </Stack>
  );
}
