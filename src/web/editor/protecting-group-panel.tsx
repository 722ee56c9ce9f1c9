import { Button, Divider, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useRef, useState } from "react";
import type { ProtectingGroupChange } from "../api-client/reference-editors.ts";
import { changeProtectingGroup } from "../api-client/reference-editors.ts";
import { useSite } from "../lib/root-data.ts";
import { blurOnEnter, Prompt, ReadOnlyItem } from "./edit-panel-parts.tsx";
import { attempt, useEditor, useSerialSaves } from "./editor-context.tsx";
import { HistoryList } from "./history-list.tsx";
import type { ProtectingGroup } from "./state/editor-data.ts";
import { isEditorUser, readOnlyReason } from "./state/item-rights.ts";
import { storedImageUrl } from "./state/reference-editor-rows.ts";
import { StructureDialog } from "./structure/structure-dialog.tsx";

/** The Protecting Group panel (right): name, page address, protected group, protector, structure. */
export function ProtectingGroupPanel() {
  const { state, dispatch } = useEditor();
  const [restores, setRestores] = useState(0);
  const id = state.selection?.type === "protectingGroupEdit" ? state.selection.id : null;
  const group = state.protectingGroups.find((g) => g.id === id);
  if (!group) return <Prompt title="Protecting group" text="Select a protecting group in the list" />;
  // A contributor may not change protecting groups (api.md §5.18): read-only, no field to type into.
  if (!isEditorUser(state)) {
    return (
      <ReadOnlyItem
        title="Protecting group"
        reason={readOnlyReason("protecting groups", true)}
        fields={[
          ["Name", group.name],
          ["Protected group", group.protected],
          ["Protector", group.protector ?? ""],
        ]}
      />
    );
  }
  return (
    <>
      <ProtectingGroupForm key={`${group.id}-${restores}`} group={group} />
      <Stack mt="md">
        <Divider />
        <HistoryList
          kind="protecting_group"
          id={group.id}
          onRestored={(restored) => {
            if (restored) {
              const text = (key: string) => String(restored[key] ?? "");
              dispatch({
                type: "protectingGroupSaved",
                protectingGroup: {
                  ...group,
                  name: text("name"),
                  url: text("url"),
                  protected: text("protected"),
                  protector: text("protector"),
                },
              });
            }
            setRestores((n) => n + 1);
          }}
        />
      </Stack>
    </>
  );
}

type Fields = { name: string; url: string; protected: string; protector: string };

function fieldsOf(g: ProtectingGroup): Fields {
  return { name: g.name, url: g.url, protected: g.protected, protector: g.protector ?? "" };
}

function ProtectingGroupForm({ group }: { group: ProtectingGroup }) {
  const { dispatch, notify } = useEditor();
  const { settings } = useSite();
  const [fields, setFields] = useState<Fields>(fieldsOf(group));
  const [drawing, setDrawing] = useState(false);
  const serial = useSerialSaves();
  const confirmed = useRef(group);

  /** One PUT with what changed, after the previous one was answered; the store follows the answer. */
  function save(change: ProtectingGroupChange) {
    return serial(async () => {
      const done = await attempt(notify, () => changeProtectingGroup(group.id, change));
      if (!done.ok) {
        setFields(fieldsOf(confirmed.current));
        return false;
      }
      confirmed.current = done.value;
      setFields((now) => ({ ...now, url: done.value.url }));
      dispatch({ type: "protectingGroupSaved", protectingGroup: done.value });
      return true;
    });
  }

  function saveField(key: keyof Fields) {
    const value = fields[key];
    const current = fieldsOf(confirmed.current)[key];
    if (value.trim() === current) return;
    if (key === "url" && value.trim() === "") {
      setFields((now) => ({ ...now, url: current }));
      return;
    }
    const change: ProtectingGroupChange = {};
    change[key] = value;
    void save(change);
  }

  const field = (key: keyof Fields, label: string, description?: string) => (
    <TextInput
      label={label}
      description={description}
      value={fields[key]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setFields((now) => ({ ...now, [key]: value }));
      }}
      onBlur={() => saveField(key)}
      onKeyDown={blurOnEnter}
    />
  );

  const g = confirmed.current;
  const image =
    g.structure_filename && g.structure_extension
      ? storedImageUrl(
          settings.imagesBaseUrl,
          "protecting-groups",
          g.structure_filename,
          g.structure_extension,
        )
      : null;

  return (
    <Stack>
      <Title order={2} size="h4">
        Protecting group
      </Title>
      {field("name", "Name")}
      {field(
        "url",
        "Page address",
        "Made from the name; the page is /protecting-group/{address} and an old address redirects.",
      )}
      {field("protected", "Protected functional group", "e.g. Alcohols")}
      {field("protector", "Protector", "The group as the page title names it, e.g. TBS ether")}
      <Text size="sm" fw={500}>
        Structure
      </Text>
      {image ? (
        <img
          src={image}
          alt={`Structure of ${g.name || "the protecting group"}`}
          style={{ maxWidth: "100%" }}
        />
      ) : (
        <Text size="sm" c="dimmed">
          No structure yet: the group shows on the public pages once it has a name and a structure.
        </Text>
      )}
      <Group>
        <Button variant="light" onClick={() => setDrawing(true)}>
          {image ? "Change structure" : "Draw structure"}
        </Button>
      </Group>
      <StructureDialog
        opened={drawing}
        title="Structure of the protecting group"
        initialSmiles={g.smiles ?? null}
        onClose={() => setDrawing(false)}
        onSave={(value) => {
          setDrawing(false);
          void save({ structure: { smiles: value.smiles } });
        }}
      />
    </Stack>
  );
}
