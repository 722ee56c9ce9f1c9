import { Button, Group, InputBase, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";

/**
 * Publish (editors): an optional note for the synthesis's history and, unless the submitter approved
 * the preview, the reason to publish without that approval (kept in the history too).
 */
export function PublishDialog(props: {
  opened: boolean;
  needsReason: boolean;
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
  const ready = !props.needsReason || reason.trim() !== "";
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
            reason: props.needsReason ? reason.trim() : undefined,
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
          {props.needsReason && (
            <InputBase
              component="textarea"
              rows={3}
              label="Reason to publish without the submitter's approval"
              description="The submitter has not approved the preview of this synthesis."
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
