import { Button, Group, Modal, Paper, Text } from "@mantine/core";
import { useEffect } from "react";

/** Snackbar timeout (docs/product/texts.md §10 / editor rules: 5000 ms). */
export const SNACKBAR_TIMEOUT_MS = 5000;

export interface SnackbarMessage {
  /** Changes with every message, so the same text twice restarts the timeout. */
  id: number;
  text: string;
}

/** The Snackbar: at the top of the screen, with a Close button, gone after 5000 ms. */
export function Snackbar(props: { message: SnackbarMessage | null; onClose: () => void }) {
  const { message, onClose } = props;
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onClose, SNACKBAR_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  if (!message) return null;
  return (
    <Paper
      role="alert"
      data-testid="snackbar"
      shadow="md"
      p="sm"
      withBorder
      style={{
        position: "fixed",
        top: "0.5rem",
        left: "50%",
        transform: "translateX(-50%)",
        zIndex: 3000,
        maxWidth: "min(40rem, calc(100vw - 1rem))",
        background: "var(--mantine-color-dark-7)",
        color: "var(--mantine-color-white)",
      }}
    >
      <Group wrap="nowrap" gap="md">
        <Text size="sm" c="inherit" data-testid="snackbar-text">
          {message.text}
        </Text>
        <Button size="compact-sm" variant="white" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Paper>
  );
}

export type DeleteKind =
  | "reference"
  | "solvent"
  | "author"
  | "reagent"
  | "named reaction"
  | "protecting group";

/** The catalogue's delete messages (docs/product/editor.md §8.7). */
export function confirmMessage(kind: DeleteKind): string {
  if (kind === "reagent") {
    return "This will permanently delete the selected reagent and all associated synonyms. You cannot undo this action.";
  }
  return `This will permanently delete the selected ${kind}. You cannot undo this action.`;
}

function WarningIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2 1 21h22L12 2Z" fill="var(--mantine-color-orange-6)" />
      <path d="M11 9h2v6h-2zM11 17h2v2h-2z" fill="#fff" />
    </svg>
  );
}

/** The Confirm dialog: max width 500, a warning icon, 'Are you sure?', Cancel and Delete. */
export function ConfirmDialog(props: { kind: DeleteKind | null; onAnswer: (yes: boolean) => void }) {
  const { kind, onAnswer } = props;
  return (
    <Modal
      opened={kind !== null}
      onClose={() => onAnswer(false)}
      size={500}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
      title={
        <Group gap="sm" wrap="nowrap">
          <WarningIcon />
          <Text fw={700} size="lg">
            Are you sure?
          </Text>
        </Group>
      }
    >
      <Text>{kind ? confirmMessage(kind) : ""}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => onAnswer(false)}>
          Cancel
        </Button>
        <Button color="red.8" onClick={() => onAnswer(true)}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
