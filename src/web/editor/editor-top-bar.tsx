import { Button, Group, Menu, Text } from "@mantine/core";
import type { EditorView } from "./state/editor-state.ts";

export type { EditorView };

/**
 * The editor's top bar (docs/product/editor.md §8): File (New, Open, Save, Exit), Edit
 * (disabled: Undo, Redo, Cut, Copy, Paste), View (the lookup-data editors) and Logout.
 */
export function EditorTopBar(props: {
  userName: string;
  canSave: boolean;
  onNew: () => void;
  onOpen: () => void;
  onSave: () => void;
  onExit: () => void;
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
            <Menu.Item onClick={props.onSave} disabled={!props.canSave}>
              Save
            </Menu.Item>
            <Menu.Item onClick={props.onExit}>Exit</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Menu position="bottom-start" withinPortal={false} disabled>
          <Menu.Target>
            <Button variant="subtle" disabled>
              Edit
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {["Undo", "Redo", "Cut", "Copy", "Paste"].map((label) => (
              <Menu.Item key={label} disabled>
                {label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Menu position="bottom-start" withinPortal={false}>
          <Menu.Target>
            <Button variant="subtle">View</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => props.onView("authors")}>Authors Editor</Menu.Item>
            <Menu.Item onClick={() => props.onView("reagents")}>Reagents Editor</Menu.Item>
            <Menu.Item onClick={() => props.onView("solvents")}>Solvents Editor</Menu.Item>
            <Menu.Item onClick={() => props.onView("references")}>References Editor</Menu.Item>
            <Menu.Item disabled onClick={() => console.log("Named Reactions Editor: not implemented")}>
              Named Reactions Editor
            </Menu.Item>
            <Menu.Item disabled onClick={() => console.log("Protecting Groups Editor: not implemented")}>
              Protecting Groups Editor
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {props.userName}
        </Text>
        <Button variant="light" onClick={props.onLogout}>
          Logout
        </Button>
      </Group>
    </Group>
  );
}
