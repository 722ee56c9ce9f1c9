import { Stack, Text } from "@mantine/core";
import { REVIEW_SINCE_TEXT } from "../../../domain/review-texts.ts";
import type { ReviewChange, ReviewChangesAnswer } from "../../api-client/review.ts";
import { useSynthesisRead } from "./synthesis-reads.ts";

export type { ReviewChange, ReviewChangesAnswer };

/** One change as a line: 'Part 1, step 2: yield '85%' → '95%''. */
export function changeLine(c: ReviewChange): string {
  if (c.change === "added") return `${c.place}: ${c.field} added: '${c.after}'`;
  if (c.change === "removed") return `${c.place}: ${c.field} removed: '${c.before}'`;
  return `${c.place}: ${c.field} '${c.before}' → '${c.after}'`;
}

/**
 * What changed in a draft since the review last settled on a version (api.md §5.16.9), or null
 * (none asked, or unreadable): read again after each save or step (synthesis-reads.ts); while a newer
 * answer loads, the one before stays.
 */
export function useReviewChanges(
  draftId: number | null,
  /** The details' read, or the Publish dialog's own (read anew at each opening). */
  slot: "reviewChanges" | "publishChanges" = "reviewChanges",
): ReviewChangesAnswer | null {
  const read = useSynthesisRead(slot);
  // The dialog shows no answer of an earlier opening while its own loads.
  if (slot === "publishChanges" && read.state !== "idle") return null;
  const data = read.data;
  return draftId !== null && data?.id === draftId && data.read.ok ? data.read.value : null;
}

/** Changes as a bulleted list, one `changeLine` each. */
function ChangeLines(props: { label: string; changes: readonly ReviewChange[] }) {
  return (
    <Stack gap={0} component="ul" style={{ margin: 0, paddingLeft: "1.2rem" }} aria-label={props.label}>
      {props.changes.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is read only, never reordered
        <li key={i}>
          <Text size="sm">{changeLine(c)}</Text>
        </li>
      ))}
    </Stack>
  );
}

/** The list of changes since the review, or nothing when there are none. */
export function ReviewChangesList(props: { answer: ReviewChangesAnswer | null }) {
  const { answer } = props;
  if (!answer?.since || answer.changes.length === 0) return null;
  const when = new Date(answer.since.at).toLocaleString();
  return (
    <Stack gap={2} data-testid="review-changes">
      <Text size="sm" fw={600} c="orange.9">
        Changed since {REVIEW_SINCE_TEXT[answer.since.as] ?? answer.since.as} ({when}):
      </Text>
      <ChangeLines label="Changes since the review" changes={answer.changes} />
    </Stack>
  );
}

/**
 * A revision's changes to its published synthesis (api.md §5.16.9 `published`), for the reviewer:
 * the revision itself, whatever the review steps since. 'No change' when it changes nothing yet.
 */
export function PublishedChangesList(props: { answer: ReviewChangesAnswer | null }) {
  const published = props.answer?.published;
  if (!published) return null;
  return (
    <Stack gap={2} data-testid="published-changes">
      <Text size="sm" fw={600}>
        Changes to the published version (synthesis {published.synthesis_id}, version {published.version}):
      </Text>
      {published.changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No change yet.
        </Text>
      ) : (
        <ChangeLines label="Changes to the published version" changes={published.changes} />
      )}
    </Stack>
  );
}
