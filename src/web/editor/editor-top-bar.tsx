import { Button, Group, Menu, Text } from "@mantine/core";
import { ChangePasswordButton } from "./accounts/change-password.tsx";
import type { EditorView } from "./state/editor-state.ts";

export type { EditorView };

/** The Edit menu's commands, each with whether it applies now (docs/product/editor.md §8.9). */
export interface EditCommands {
  undo: (() => void) | null;
  redo: (() => void) | null;
  cut: (() => void) | null;
  copy: (() => void) | null;
  paste: (() => void) | null;
  /** The names of the steps Undo and Redo would take ('Add reaction'), null when there is none. */
  undoLabel: string | null;
  redoLabel: string | null;
}

type EditCommand = "undo" | "redo" | "cut" | "copy" | "paste";

const EDIT_ITEMS: {
  key: EditCommand;
  label: string;
  named?: "undoLabel" | "redoLabel";
  shortcut?: string;
}[] = [
  { key: "undo", label: "Undo", named: "undoLabel", shortcut: "Ctrl+Z" },
  { key: "redo", label: "Redo", named: "redoLabel", shortcut: "Shift+Ctrl+Z" },
  { key: "cut", label: "Cut" },
  { key: "copy", label: "Copy" },
  { key: "paste", label: "Paste" },
];

/**
 * The editor's top bar (docs/product/editor.md §8): File (New, Open, Save, Exit), Edit (Undo,
 * Redo, Cut, Copy and Paste of a reaction), View (the synthesis and lookup-data editors) and Logout.
 */
export function EditorTopBar(props: {
  userName: string;
  canSave: boolean;
  edit: EditCommands;
  /** Further File commands of the open synthesis (Submit for review, Publish…), after Save. */
  fileExtras?: { label: string; onClick: () => void; disabled?: boolean }[];
  onSynthesis: () => void;
  /** Editors see the review queue in the View menu. */
  canReview?: boolean;
  /** Admins see the Accounts view in the View menu. */
  canManageAccounts?: boolean;
  onNew: () => void;
  onOpen: () => void;
  onSave: () => void;
  onExit: () => void;
  /** Opens the saved draft's preview page; null when no saved draft is open. */
  onPreview?: (() => void) | null;
  onView: (view: EditorView) => void;
  onLogout: () => void;
}) {
  return (
    <Group
      justify="space-between"
      px="md"
      py="xs"
      wrap="nowrap"
      style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
    >
      <Group gap="xs" component="nav" aria-label="Editor menus">
        <Menu position="bottom-start" withinPortal={false}>
          <Menu.Target>
            <Button variant="subtle">File</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={props.onNew}>New</Menu.Item>
            <Menu.Item onClick={props.onOpen}>Open</Menu.Item>
            <Menu.Item
              onClick={props.onSave}
              disabled={!props.canSave}
              rightSection={
                <Text size="xs" c="dimmed">
                  Ctrl+S
                </Text>
              }
            >
              Save
            </Menu.Item>
            {props.fileExtras?.map((item) => (
              <Menu.Item key={item.label} onClick={item.onClick} disabled={item.disabled}>
                {item.label}
              </Menu.Item>
            ))}
            <Menu.Item onClick={props.onExit}>Exit</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Menu position="bottom-start" withinPortal={false}>
          <Menu.Target>
            <Button variant="subtle">Edit</Button>
          </Menu.Target>
          <Menu.Dropdown>
            {EDIT_ITEMS.map(({ key, label, named, shortcut }) => {
              const command = props.edit[key];
              // 'Undo Add reaction': the step's name while there is one to take.
              const name = command && named ? props.edit[named] : null;
              return (
                <Menu.Item
                  key={key}
                  disabled={command === null}
                  onClick={() => command?.()}
                  rightSection={
                    shortcut ? (
                      <Text size="xs" c="dimmed">
                        {shortcut}
                      </Text>
                    ) : undefined
                  }
                >
                  {name ? `${label} ${name}` : label}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
        <Menu position="bottom-start" withinPortal={false}>
          <Menu.Target>
            <Button variant="subtle">View</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={props.onSynthesis}>Synthesis Editor</Menu.Item>
            <Menu.Item onClick={() => props.onView("authors")}>Authors Editor</Menu.Item>
            <Menu.Item onClick={() => props.onView("reagents")}>Reagents Editor</Menu.Item>
            <Menu.Item onClick={() => props.onView("solvents")}>Solvents Editor</Menu.Item>
            <Menu.Item onClick={() => props.onView("references")}>References Editor</Menu.Item>
            {props.canReview && <Menu.Item onClick={() => props.onView("review")}>Review Queue</Menu.Item>}
            {props.canReview && <Menu.Item onClick={() => props.onView("pending")}>Pending Items</Menu.Item>}
            {props.canManageAccounts && (
              <Menu.Item onClick={() => props.onView("accounts")}>Accounts</Menu.Item>
            )}
            <Menu.Item onClick={() => props.onView("namedReactions")}>Named Reactions Editor</Menu.Item>
            <Menu.Item onClick={() => props.onView("protectingGroups")}>Protecting Groups Editor</Menu.Item>
            {props.canReview && (
              <Menu.Item onClick={() => props.onView("molecules")}>Molecules Editor</Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {props.onPreview && (
          <Button variant="default" onClick={props.onPreview}>
            Preview the public page
          </Button>
        )}
        <Text size="sm" c="dimmed">
          {props.userName}
        </Text>
        <ChangePasswordButton />
        <Button variant="light" onClick={props.onLogout}>
          Logout
        </Button>
      </Group>
    </Group>
  );
}
