import { Button, Group, InputBase, Stack, Text } from "@mantine/core";
import { useState } from "react";
import {
  ASK_APPROVAL,
  ASK_APPROVAL_HINT,
  ASK_FOR_CHANGES,
  reviewCommentText,
  reviewStatusText,
} from "../../../../domain/review-texts.ts";
import { hasRole } from "../../../../domain/roles.ts";
import { commentOnDraft, requestChanges } from "../../../api-client/review.ts";
import { LicenceAgreement } from "../../../components/licence-agreement.tsx";
import { attempt, useEditor } from "../../editor-context.tsx";
import { PublishedChangesList, ReviewChangesList, useReviewChanges } from "../review-changes.tsx";
import { useSynthesis } from "../synthesis-context.tsx";
import { commentsHref, useSynthesisRead } from "../synthesis-reads.ts";

/**
 * A saved draft's review (docs/product/api.md §5.16): its state, the comments between the
 * contributor and the editors, and for editors 'Ask for changes', 'Ask the submitter to approve' and
 * 'Publish…' (the File menu's, here beside the other review actions).
 */
export function ReviewSection(props: {
  draftId: number;
  status: string;
  documentHash: string | null;
  /** The reader owns the draft (its submitter): the state says what is theirs to do. */
  own: boolean;
}) {
  const { state, notify } = useEditor();
  const { recordChanged, startPublish, askApproval } = useSynthesis();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const isEditor = state.user !== null && hasRole(state.user.role, "editor");
  const { draftId, status } = props;
  // What changed since the review settled on a version: read again after every save or step.
  const changes = useReviewChanges(draftId);
  // The comments, read while the details show and again after each step (synthesis-reads.ts); a
  // list that cannot be read shows as none.
  const read = useSynthesisRead("comments");
  const comments = read.data?.id === draftId ? (read.data.read.ok ? read.data.read.value : []) : null;
  const [reads, setReads] = useState(0);
  /** Reads the comments again after this section added one (or a review step did). */
  const load = async () => {
    setReads((n) => n + 1);
    await read.load(commentsHref(draftId, `${status}-${reads + 1}`));
  };

  /** Runs a review step; the draft it answers (a comment answers none) replaces the store's. */
  async function post(call: () => Promise<Parameters<typeof recordChanged>[0] | null>, done: string) {
    setBusy(true);
    const answer = await attempt(notify, call);
    setBusy(false);
    if (!answer.ok) return;
    if (answer.value) recordChanged(answer.value);
    setText("");
    notify(done);
    await load();
  }

  return (
    <Stack gap="xs">
      <Text fw={600}>Review</Text>
      <Text size="sm" data-testid="review-status">
        {reviewStatusText(status, props.own)}
      </Text>
      {status !== "published" && <PublishedChangesList answer={changes} />}
      {status !== "published" && <ReviewChangesList answer={changes} />}
      {/* File → Submit for review sends a draft not yet submitted (or sent back for changes). */}
      {(status === "draft" || status === "changes_requested") && <LicenceAgreement />}
      {comments && comments.length > 0 && (
        <Stack gap={4} component="ol" style={{ margin: 0, paddingLeft: "1.2rem" }} aria-label="Comments">
          {comments.map((c) => (
            <li key={c.id}>
              <Text size="sm">
                <b>{c.author.name}</b> ({new Date(c.created_at).toLocaleString()}):{" "}
                {reviewCommentText(c.kind, c.body)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      <InputBase
        component="textarea"
        rows={3}
        label="Review comment"
        value={text}
        onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => setText(e.currentTarget.value)}
        maxLength={4000}
      />
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="light"
          disabled={!text.trim()}
          loading={busy}
          onClick={() =>
            post(async () => {
              await commentOnDraft(draftId, { body: text.trim() });
              return null;
            }, "Comment sent.")
          }
        >
          Send comment
        </Button>
        {isEditor && status !== "published" && (
          <>
            <Button
              size="compact-sm"
              variant="light"
              color="orange"
              disabled={!text.trim() || !["submitted", "second_look", "approved"].includes(status)}
              loading={busy}
              onClick={() =>
                post(
                  () => requestChanges(draftId, { body: text.trim() }),
                  "Sent back to the contributor with your comment.",
                )
              }
            >
              {ASK_FOR_CHANGES}
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              disabled={!["submitted", "approved"].includes(status)}
              loading={busy}
              onClick={async () => {
                setBusy(true);
                const sent = await askApproval();
                setBusy(false);
                if (sent) await load();
              }}
            >
              {ASK_APPROVAL}
            </Button>
            {startPublish && (
              <Button size="compact-sm" onClick={startPublish}>
                Publish…
              </Button>
            )}
          </>
        )}
      </Group>
      {isEditor && ["submitted", "approved"].includes(status) && (
        <Text size="xs" c="dimmed">
          {ASK_APPROVAL}: {ASK_APPROVAL_HINT}
        </Text>
      )}
    </Stack>
  );
}
