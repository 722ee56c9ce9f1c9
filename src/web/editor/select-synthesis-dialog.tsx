import { Box, Button, Group, Modal, Radio, Stack, Tabs } from "@mantine/core";
import { useState } from "react";
import { useEditor } from "./editor-context.tsx";
import type { ChosenSynthesis } from "./state/editor-state.ts";
import { publishedLabel } from "./state/reference-rows.ts";

type Tab = "unpublished" | "published";

/** Select synthesis (600 × 500): Unpublished and Published tabs with scrolling radio lists. */
export function SelectSynthesisDialog(props: {
  opened: boolean;
  /** 'Select synthesis' unless given (the File menu's Open uses it too). */
  title?: string;
  confirmLabel?: string;
  onCancel: () => void;
  onSelect: (synthesis: ChosenSynthesis) => void;
}) {
  const { state } = useEditor();
  const [tab, setTab] = useState<Tab>("unpublished");
  const [pick, setPick] = useState<string | null>(null);

  function close() {
    setPick(null);
    props.onCancel();
  }

  const list = (items: { value: string; label: string }[], label: string) => (
    <Box style={{ height: 330, overflowY: "auto" }} mt="sm">
      <Radio.Group value={pick} onChange={setPick} aria-label={label}>
        <Stack gap="xs">
          {items.map((item) => (
            <Radio key={item.value} value={item.value} label={item.label} />
          ))}
        </Stack>
      </Radio.Group>
    </Box>
  );

  return (
    <Modal
      opened={props.opened}
      onClose={close}
      size={600}
      title={props.title ?? "Select synthesis"}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Box style={{ height: 500 - 130, display: "flex", flexDirection: "column" }}>
        <Tabs
          value={tab}
          onChange={(value) => {
            setTab((value as Tab | null) ?? "unpublished");
            setPick(null); // A tab change clears the pick.
          }}
        >
          <Tabs.List>
            <Tabs.Tab value="unpublished">Unpublished</Tabs.Tab>
            <Tabs.Tab value="published">Published</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="unpublished">
            {list(
              // A draft that was published is listed as its synthesis, under Published.
              state.unpublished
                .filter((d) => !d.published_synthesis_id)
                .map((d) => ({ value: `u${d.id}`, label: d.display_name })),
              "Unpublished syntheses",
            )}
          </Tabs.Panel>
          <Tabs.Panel value="published">
            {list(
              state.published.map((s) => ({ value: `p${s.id}`, label: publishedLabel(s) })),
              "Published syntheses",
            )}
          </Tabs.Panel>
        </Tabs>
      </Box>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
        <Button
          disabled={pick === null}
          onClick={() => {
            if (pick === null) return;
            const synthesis: ChosenSynthesis = {
              kind: pick.startsWith("p") ? "published" : "unpublished",
              id: Number(pick.slice(1)),
            };
            setPick(null);
            props.onSelect(synthesis);
          }}
        >
          {props.confirmLabel ?? "Select"}
        </Button>
      </Group>
    </Modal>
  );
}
