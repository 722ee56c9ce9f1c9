import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { REVIEW_BADGE_TEXT } from "../../../domain/review-texts.ts";
import { useEditorRead } from "../editor-reads.ts";

const CREATED_LABELS = {
  authors: "authors",
  reagents: "reagents",
  solvents: "solvents",
  named_reactions: "named reactions",
} as const;

/**
 * The editors' review queue (View → Review Queue): submitted drafts, oldest first, with the reference
 * data each contributor created for them; Open loads one in the synthesis editor.
 */
export function ReviewQueue(props: { onOpen: (draftId: number) => void }) {
  // Read when the view is chosen (editor-reads.ts); an answer of an earlier visit waits for this one.
  const read = useEditorRead("reviewQueue");
  const answer = read.state === "idle" ? read.data : undefined;
  const items = answer?.ok ? answer.value : null;
  const failure = answer?.ok === false ? answer.message : null;
  return (
    <Stack>
      <Title order={1} size="h3">
        Review Queue
      </Title>
      {failure && <Text c="red">{failure}</Text>}
      {!items && !failure && <Loader aria-label="Loading the review queue" />}
      {items?.length === 0 && <Text c="dimmed">Nothing waits for review.</Text>}
      {items?.map(({ draft, owner, created_items }) => (
        <Card key={draft.id} withBorder padding="sm" component="section" aria-label={draft.display_name}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text fw={600}>{draft.display_name}</Text>
              <Text size="sm">
                {owner ? `by ${owner.name} (${owner.email}), ` : ""}submitted{" "}
                {draft.submitted_at ? new Date(draft.submitted_at).toLocaleString() : "—"}
                {draft.synthesis_id ? `, revision of synthesis No. ${draft.synthesis_id}` : ""}
              </Text>
              {(Object.keys(CREATED_LABELS) as (keyof typeof CREATED_LABELS)[]).map((kind) =>
                created_items[kind]?.length ? (
                  <Text key={kind} size="sm" c="dimmed">
                    New {CREATED_LABELS[kind]}: {created_items[kind].map((i) => i.name).join(", ")}
                  </Text>
                ) : null,
              )}
            </Stack>
            <Stack gap={4} align="flex-end">
              <Badge variant="light">{REVIEW_BADGE_TEXT[draft.status] ?? draft.status}</Badge>
              <Button size="compact-sm" onClick={() => props.onOpen(draft.id)}>
                Open
              </Button>
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
