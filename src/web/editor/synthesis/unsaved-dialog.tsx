import { Button, Group, Modal, Text } from "@mantine/core";

/** Asked before New or Open replaces a synthesis with unsaved changes: save them, drop them, or stay. */
export function UnsavedDialog(props: {
  opened: boolean;
  onAnswer: (answer: "save" | "discard" | "cancel") => void;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={() => props.onAnswer("cancel")}
      title="Unsaved changes"
      size={500}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Text>The synthesis has changes that are not saved yet.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => props.onAnswer("cancel")}>
          Cancel
        </Button>
        <Button variant="light" color="red" onClick={() => props.onAnswer("discard")}>
          Discard changes
        </Button>
        <Button onClick={() => props.onAnswer("save")}>Save</Button>
      </Group>
    </Modal>
  );
}
