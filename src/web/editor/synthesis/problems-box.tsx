import { Box, CloseButton, Group, Text, UnstyledButton } from "@mantine/core";
import { problemFix } from "../../../domain/problem-fixes.ts";
import type { PlacedProblem } from "./problems.ts";
import { useSynthesis } from "./synthesis-context.tsx";

/**
 * What the completeness check found, each a link to the panel that fixes it (problem-fixes.ts: a
 * reagent opens the Reagents panel with its picker); shown above the parts until fixed.
 */
export function ProblemsBox(props: { problems: readonly PlacedProblem[]; onClose: () => void }) {
  const { select } = useSynthesis();
  if (props.problems.length === 0) return null;
  return (
    <Box
      role="region"
      aria-label="Still missing"
      p="sm"
      style={{ border: "1px solid var(--mantine-color-red-6)", borderRadius: 8 }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>Still missing before it can be published ({props.problems.length})</Text>
        <CloseButton aria-label="Hide the list" onClick={props.onClose} />
      </Group>
      <Box component="ul" m={0} pl="md">
        {props.problems.map((p) => (
          <li key={`${p.path}|${p.message}`}>
            <UnstyledButton
              fz="sm"
              td="underline"
              onClick={() => select(p.reactionId ?? p.partId, problemFix(p.path).place.panel)}
            >
              {p.message}
            </UnstyledButton>
          </li>
        ))}
      </Box>
    </Box>
  );
}
