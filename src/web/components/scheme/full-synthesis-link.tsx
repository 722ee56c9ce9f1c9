import { Anchor } from "@mantine/core";
import { Link } from "react-router";

/**
 * The 'Full Synthesis' link under a sample reaction. Many of them share a page, so the accessible
 * name also says which synthesis (it still starts with the visible words).
 */
export function FullSynthesisLink({ synthesisId, molecule }: { synthesisId: number; molecule?: string }) {
  return (
    <Anchor
      component={Link}
      to={`/syn/${synthesisId}`}
      size="sm"
      aria-label={molecule ? `Full Synthesis of ${molecule}` : undefined}
    >
      Full Synthesis
    </Anchor>
  );
}
