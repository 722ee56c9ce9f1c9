// Only components the editor or every page already loads (see structure-dialog.tsx).
import { Box, Button, Group, InputBase, Loader, Modal, Tabs, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { SketcherPane } from "./sketcher-pane.tsx";
import { enterSaves } from "./structure-text.ts";
import type { DrawOrPaste, Preview, Tab } from "./use-draw-or-paste.ts";

/**
 * The frame both the structure and the reaction dialogs show: Draw and Paste tabs, preview, Save.
 * Enter in a one-line paste box is Save (structure-text.ts `enterSaves`).
 */
export function DrawOrPasteModal<V extends { smiles: string }>(props: {
  state: DrawOrPaste<V>;
  opened: boolean;
  title: string;
  pasteTab: string;
  pasteBox: { label: string; description: string; rows: number; minHeight: number };
  /** The preview area: its text per tab before there is input, while checking, and an accepted value. */
  previewTexts: { draw: string; paste: string; checking: string };
  errorTestId: string;
  children: (value: V) => ReactNode;
  onSave: (value: V) => void;
  onClose: () => void;
}) {
  const { state, pasteBox } = props;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size={state.tab === "draw" ? 980 : 640}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Tabs
        value={state.tab}
        onChange={(value) => void state.switchTo((value as Tab | null) ?? "draw")}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="draw">Draw</Tabs.Tab>
          <Tabs.Tab value="paste">{props.pasteTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="draw" pt="sm">
          {state.drawStart !== null && (
            <Group gap="xs" mb="xs" data-testid="draw-start">
              <Text size="sm">
                {state.startedFromDrawStart
                  ? "Started from the substrate: change it into the product."
                  : "Blank canvas."}
              </Text>
              {state.startedFromDrawStart ? (
                <Button size="compact-sm" variant="default" onClick={() => state.restartDrawing(null)}>
                  Start blank
                </Button>
              ) : (
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => state.restartDrawing(state.drawStart)}
                >
                  Start from the substrate
                </Button>
              )}
            </Group>
          )}
          <Box style={{ height: 480, position: "relative" }}>
            {props.opened && !state.restarting && <SketcherPane key={state.sketchRun} {...state.sketcher} />}
          </Box>
        </Tabs.Panel>
        <Tabs.Panel value="paste" pt="sm">
          <InputBase
            component="textarea"
            label={pasteBox.label}
            description={pasteBox.description}
            value={state.pasteText}
            onChange={(event) => state.setPasteText(event.currentTarget.value)}
            onKeyDown={(event) => {
              const key = {
                key: event.key,
                shiftKey: event.shiftKey,
                composing: event.nativeEvent.isComposing,
              };
              if (!enterSaves(state.pasteText, key)) return;
              event.preventDefault();
              state.saveOnEnter(props.onSave);
            }}
            rows={pasteBox.rows}
            data-autofocus
            spellCheck={false}
            styles={{ input: { fontFamily: "monospace", minHeight: pasteBox.minHeight, paddingBlock: 8 } }}
          />
        </Tabs.Panel>
      </Tabs>
      <Box mt="md" mih={60} aria-live="polite">
        <PreviewArea
          preview={state.preview}
          emptyText={props.previewTexts[state.tab]}
          checkingText={props.previewTexts.checking}
          errorTestId={props.errorTestId}
        >
          {props.children}
        </PreviewArea>
      </Box>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          Cancel
        </Button>
        <Button
          onClick={() => void state.save(props.onSave)}
          disabled={!state.canSave}
          loading={state.saving}
        >
          Save
        </Button>
      </Group>
    </Modal>
  );
}

function PreviewArea<V>(props: {
  preview: Preview<V>;
  emptyText: string;
  checkingText: string;
  errorTestId: string;
  children: (value: V) => ReactNode;
}) {
  const { preview } = props;
  if (preview.status === "idle") {
    return (
      <Text size="sm" c="dimmed">
        {props.emptyText}
      </Text>
    );
  }
  if (preview.status === "loading") {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{props.checkingText}</Text>
      </Group>
    );
  }
  if (preview.status === "invalid") {
    return (
      <Text size="sm" c="red" role="alert" data-testid={props.errorTestId}>
        {preview.message}
      </Text>
    );
  }
  return props.children(preview.value);
}
