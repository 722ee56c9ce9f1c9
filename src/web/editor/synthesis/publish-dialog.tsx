import { Button, Group, InputBase, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useId, useState } from "react";
import { ASK_APPROVAL, ASK_APPROVAL_HINT, publishBlocker } from "../../../domain/review-texts.ts";
import { PublishedChangesList, ReviewChangesList, useReviewChanges } from "./review-changes.tsx";

/**
 * Publish (editors): an optional note for the synthesis's history and, unless the submitter approved
 * the preview of this very version, the reason to publish without that approval (kept in the history
 * too). Someone else's draft lists what changed since the review, so nothing is published unseen.
 * While the Publish button waits for a reason, the dialog says which review step is missing and
 * offers the button that takes it ('Ask the submitter to approve') when the draft's state allows.
 */
export function PublishDialog(props: {
  opened: boolean;
  /** The draft's review status (null: not a saved draft). */
  status: string | null;
  /** The editor's own draft: no one else approves it, no reason is needed. */
  own: boolean;
  /** Someone else's draft: its id, to list the changes since the review; null for one's own. */
  reviewOf: number | null;
  /** The version on screen (document hash and status): the changes are read again when it moves. */
  version: string;
  onCancel: () => void;
  onPublish: (body: { note?: string; reason?: string }) => Promise<void>;
  /** Mails the submitter the preview link (the review section's button); true when it was sent. */
  onAskApproval: () => Promise<boolean>;
}) {
  const blockerId = useId();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState("");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (props.opened) {
      setNote("");
      setReason("");
    }
  }, [props.opened]);
  const changes = useReviewChanges(props.opened ? props.reviewOf : null, "publishChanges");
  const changedSinceReview = (changes?.changes.length ?? 0) > 0;
  const blocker =
    props.status === null
      ? null
      : publishBlocker({ status: props.status, changedSinceReview, own: props.own });
  const needsReason = blocker !== null;
  const ready = !needsReason || reason.trim() !== "";
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title="Publish synthesis"
      size={500}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          if (!ready) return;
          setBusy(true);
          await props.onPublish({
            note: note.trim() || undefined,
            reason: needsReason ? reason.trim() : undefined,
          });
          setBusy(false);
        }}
      >
        <Stack>
          <Text size="sm">The synthesis goes online at once, on every page, list and search.</Text>
          <TextInput
            label="Note for the history"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={500}
            data-autofocus
          />
          <PublishedChangesList answer={changes} />
          <ReviewChangesList answer={changes} />
          {blocker && (
            <Stack gap={4}>
              <Text size="sm" id={blockerId} data-testid="publish-blocker">
                {blocker.message}
              </Text>
              {blocker.askApproval && (
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Button
                    size="compact-sm"
                    variant="light"
                    loading={asking}
                    onClick={async () => {
                      setAsking(true);
                      await props.onAskApproval();
                      setAsking(false);
                    }}
                  >
                    {ASK_APPROVAL}
                  </Button>
                  <Text size="xs" c="dimmed">
                    {ASK_APPROVAL_HINT}
                  </Text>
                </Group>
              )}
              <InputBase
                component="textarea"
                rows={3}
                label="Reason to publish without the submitter's approval"
                value={reason}
                onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => setReason(e.currentTarget.value)}
                maxLength={1000}
              />
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={!ready}
              loading={busy}
              aria-describedby={!ready && blocker ? blockerId : undefined}
            >
              Publish
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
