import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";

/**
 * The Save synthesis dialog (max width 500): a File Name and the note that it is private and only
 * identifies unpublished syntheses; Cancel and Save.
 */
export function SaveSynthesisDialog(props: {
  opened: boolean;
  suggestion: string;
  onCancel: () => void;
  onSave: (fileName: string) => Promise<void> | void;
}) {
  const [name, setName] = useState(props.suggestion);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (props.opened) setName(props.suggestion);
  }, [props.opened, props.suggestion]);
  async function save() {
    if (!name.trim()) return;
    setSaving(true);
    await props.onSave(name.trim());
    setSaving(false);
  }
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title="Save synthesis"
      size={500}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack>
          <TextInput
            label="File Name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
            maxLength={200}
          />
          <Text size="sm" c="dimmed">
            The file name is private: it only identifies your unpublished syntheses and is never shown on the
            site.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={!name.trim()} loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
