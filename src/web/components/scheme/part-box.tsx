import { Card, Text, Title } from "@mantine/core";
import { useId } from "react";
import { partHeading, reactionChains } from "../../../domain/display-rules.ts";
import type { DisplayedReaction } from "./reaction-display.tsx";
import { ReactionChain } from "./reaction-display.tsx";
import classes from "./scheme.module.css";

export interface DisplayedPart {
  id: number;
  number: number;
  comment: string;
  reactions: DisplayedReaction[];
}

/**
 * One part of a synthesis: 'Part {number} of {partCount}' (or 'Remaining steps' for part 0), its
 * comment, and its reactions as a horizontal flow where each intermediate is drawn once.
 */
export function PartBox({ part, partCount }: { part: DisplayedPart; partCount: number }) {
  const heading = partHeading(part.number, partCount);
  const headingId = useId();
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" mb="xs" id={headingId}>
        {heading}
      </Title>
      {part.comment.trim() && (
        <Text size="sm" mb="sm">
          {part.comment}
        </Text>
      )}
      {reactionChains(part.reactions).map((chain) => (
        <div key={chain[0].id} className={classes.part}>
          <ReactionChain reactions={chain} partNumber={part.number} />
        </div>
      ))}
    </Card>
  );
}
