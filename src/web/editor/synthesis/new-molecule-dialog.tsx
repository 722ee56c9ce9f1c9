import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { createMolecule } from "../../api-client/molecules.ts";
import { type Upload, uploadPng } from "../../api-client/uploads.ts";
import { attempt, useEditor } from "../editor-context.tsx";
import type { Molecule } from "../state/editor-data.ts";
import { FormulaText, StructureDialog, type StructureValue } from "../structure/structure-dialog.tsx";
import { svgDataUrl } from "./drawings.ts";
import { usePngDrop } from "./drop-target.ts";
import { ChoiceGroup } from "./panels/choice-group.tsx";

/**
 * A new target molecule (POST /api/molecules): a name and a structure (formula and carbon count
 * computed by the server), or a name, a PNG and its typed formula (checked by the server, which
 * derives the carbon count), so every target reaches the carbon list.
 */
export function NewMoleculeDialog(props: {
  opened: boolean;
  /** The name it starts with: what was typed in the picker, or the draft's name the archive lacks. */
  initialName?: string;
  onClose: () => void;
  onCreated: (m: Molecule) => void;
}) {
  const { dispatch, notify } = useEditor();
  const [name, setName] = useState("");
  const [how, setHow] = useState<"structure" | "image">("structure");
  const [structure, setStructure] = useState<StructureValue | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [formula, setFormula] = useState("");
  const [saving, setSaving] = useState(false);
  const { opened, initialName } = props;
  useEffect(() => {
    if (opened && initialName) setName(initialName);
  }, [opened, initialName]);
  const { dropping, handlers } = usePngDrop(async (file) => {
    const done = await attempt(notify, () => uploadPng(file));
    if (done.ok) setUpload(done.value);
  });

  const ready =
    name.trim() !== "" &&
    (how === "structure" ? structure !== null : upload !== null && formula.trim() !== "");
  function close() {
    setName("");
    setStructure(null);
    setUpload(null);
    setFormula("");
    props.onClose();
  }
  async function create() {
    setSaving(true);
    const body =
      how === "structure"
        ? { name: name.trim(), smiles: structure?.smiles }
        : { name: name.trim(), upload: upload?.filename, formula: formula.trim() };
    const done = await attempt(notify, () => createMolecule(body));
    setSaving(false);
    if (!done.ok) return;
    dispatch({ type: "moleculeSaved", molecule: done.value });
    props.onCreated(done.value);
    close();
  }

  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title="New molecule"
      size={500}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack>
        <TextInput
          label="Name"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
        />
        <ChoiceGroup
          label="Structure from"
          value={how}
          onChange={setHow}
          options={[
            { value: "structure", label: "a drawing or SMILES" },
            { value: "image", label: "PNG image" },
          ]}
        />
        {how === "structure" ? (
          <Stack gap="xs">
            {structure && (
              <>
                <img
                  src={svgDataUrl(structure.svg)}
                  alt={`Structure of ${name || "the molecule"}`}
                  style={{ maxWidth: "100%", maxHeight: 200, alignSelf: "center" }}
                />
                <Text size="sm">
                  <FormulaText formula={structure.formula} />, {structure.carbonCount} carbons
                </Text>
              </>
            )}
            <Button variant="light" onClick={() => setDrawing(true)} style={{ alignSelf: "flex-start" }}>
              {structure ? "Change the structure" : "Draw or paste the structure"}
            </Button>
          </Stack>
        ) : (
          <Stack gap="xs">
            <Text
              size="sm"
              c="dimmed"
              p="md"
              {...handlers}
              style={{
                border: `2px dashed ${dropping ? "var(--mantine-primary-color-filled)" : "var(--mantine-color-gray-4)"}`,
                borderRadius: 8,
                textAlign: "center",
              }}
            >
              {upload
                ? `Image received (${upload.width} × ${upload.height} px). Drop another PNG to replace it.`
                : "Drop a PNG image of the structure here"}
            </Text>
            <TextInput
              label="Formula"
              description="As in C20H24O2; checked, and the carbon count is taken from it"
              value={formula}
              onChange={(e) => setFormula(e.currentTarget.value)}
            />
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={create} disabled={!ready} loading={saving}>
            Create
          </Button>
        </Group>
      </Stack>
      <StructureDialog
        opened={drawing}
        title="Structure of the new molecule"
        initialSmiles={structure?.smiles ?? null}
        onSave={(value) => {
          setStructure(value);
          setDrawing(false);
        }}
        onClose={() => setDrawing(false)}
      />
    </Modal>
  );
}
