import { Button, Group, InputBase, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { ReviewChangesList, useReviewChanges } from "./review-changes.tsx";

/**
 * Publish (editors): an optional note for the synthesis's history and, unless the submitter approved
 * the preview of this very version, the reason to publish without that approval (kept in the history
 * too). Someone else's draft lists what changed since the review, so nothing is published unseen.
 */
export function PublishDialog(props: {
  opened: boolean;
  needsReason: boolean;
  /** Someone else's draft: its id, to list the changes since the review; null for one's own. */
  reviewOf: number | null;
  /** The version on screen (document hash and status): the changes are read again when it moves. */
  version: string;
  onCancel: () => void;
  onPublish: (body: { note?: string; reason?: string }) => Promise<void>;
}) {
  const [note, setNote] = useState("");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (props.opened) {
      setNote("");
      setReason("");
    }
  }, [props.opened]);
  const changes = useReviewChanges(props.opened ? props.reviewOf : null, props.version);
  const changedSinceReview = (changes?.changes.length ?? 0) > 0;
  const needsReason = props.needsReason || changedSinceReview;
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
          <ReviewChangesList answer={changes} />
          {needsReason && (
            <InputBase
              component="textarea"
              rows={3}
              label="Reason to publish without the submitter's approval"
              description={
                props.needsReason
                  ? "The submitter has not approved the preview of this synthesis."
                  : "The submitter approved the version before these changes."
              }
              value={reason}
              onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => setReason(e.currentTarget.value)}
              maxLength={1000}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={!ready} loading={busy}>
              Publish
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
