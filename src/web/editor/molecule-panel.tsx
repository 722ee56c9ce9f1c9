import { Button, Divider, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useCallback, useRef, useState } from "react";
import { type MoleculeChange, mergeMolecule, updateMolecule } from "../api-client/molecules.ts";
import { uploadPng } from "../api-client/uploads.ts";
import { useSite } from "../lib/root-data.ts";
import { blurOnEnter, Prompt, UploadPngButton } from "./edit-panel-parts.tsx";
import { attempt, useEditor, useSerialSaves } from "./editor-context.tsx";
import { HistoryList } from "./history-list.tsx";
import { MergeInto } from "./merge-into.tsx";
import type { Molecule } from "./state/editor-data.ts";
import { filterNamed } from "./state/lookup-rows.ts";
import { storedImageUrl } from "./state/reference-editor-rows.ts";
import { FormulaText, StructureDialog } from "./structure/structure-dialog.tsx";

/**
 * The Molecule panel (right, docs/product/editor.md 8.22): the name (saved when left), the
 * structure (drawn or pasted in the structure dialog, or an uploaded PNG with its typed formula; the
 * server draws it and computes the formula and carbon count), 'Merge into…' and the History.
 */
export function MoleculePanel() {
  const { state } = useEditor();
  const [restores, setRestores] = useState(0);
  const restored = useCallback(() => setRestores((n) => n + 1), []);
  const id = state.selection?.type === "moleculeEdit" ? state.selection.id : null;
  const molecule = state.molecules.find((m) => m.id === id);
  if (!molecule) return <Prompt title="Molecule" text="Select a molecule in the list" />;
  return <MoleculeForm key={`${molecule.id}-${restores}`} molecule={molecule} onRestored={restored} />;
}

function MoleculeForm({ molecule, onRestored }: { molecule: Molecule; onRestored: () => void }) {
  const { state, dispatch, notify } = useEditor();
  const { settings } = useSite();
  const [name, setName] = useState(molecule.name);
  const [drawing, setDrawing] = useState(false);
  const [upload, setUpload] = useState<string | null>(null);
  const [formula, setFormula] = useState("");
  // The image keeps its name when the structure changes: a new query string shows the new one.
  const [drawn, setDrawn] = useState(0);
  const serial = useSerialSaves();
  const confirmed = useRef(molecule);

  function save(change: MoleculeChange) {
    return serial(async () => {
      const done = await attempt(notify, () => updateMolecule(molecule.id, change));
      if (!done.ok) {
        setName(confirmed.current.name);
        return false;
      }
      confirmed.current = done.value;
      dispatch({ type: "moleculeSaved", molecule: done.value });
      if (!("name" in change)) setDrawn((n) => n + 1);
      notify("Saved!");
      return true;
    });
  }

  async function chooseFile(file: File | undefined) {
    if (!file) return;
    if (file.type !== "image/png") {
      notify("Only PNG images can be uploaded; draw the structure instead.");
      return;
    }
    const done = await attempt(notify, () => uploadPng(file));
    if (done.ok) setUpload(done.value.filename);
  }

  const m = confirmed.current;
  const image = `${storedImageUrl(settings.imagesBaseUrl, "molecules", m.structure, m.extension ?? "svg")}${drawn ? `?v=${drawn}` : ""}`;
  return (
    <Stack>
      <Title order={2} size="h4">
        Molecule
      </Title>
      <TextInput
        label="Name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        onBlur={() => {
          const wanted = name.trim();
          if (wanted === confirmed.current.name) return;
          if (wanted === "") {
            notify("A molecule needs a name.");
            setName(confirmed.current.name);
            return;
          }
          void save({ name: wanted });
        }}
        onKeyDown={blurOnEnter}
      />
      <Text size="sm" c="dimmed">
        Page address: /molecule/{m.structure} · {m.syntheses_count ?? 0} published{" "}
        {m.syntheses_count === 1 ? "synthesis" : "syntheses"}
      </Text>
      <Text size="sm" fw={500}>
        Structure
      </Text>
      <img src={image} alt={`Structure of ${m.name}`} style={{ maxWidth: "100%", maxHeight: 240 }} />
      <Text size="sm">
        Formula: {m.formula ? <FormulaText formula={m.formula} /> : "(none)"} · Carbons:{" "}
        {m.carbonCount ?? "(none)"}
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={() => setDrawing(true)}>
          Change structure
        </Button>
        <UploadPngButton label="Upload a PNG structure" onFile={(file) => void chooseFile(file)} />
      </Group>
      {upload && (
        <Stack gap="xs">
          <Text size="sm">PNG uploaded: type its formula (Hill order, e.g. C20H24N2O2), then use it.</Text>
          <TextInput label="Formula" value={formula} onChange={(e) => setFormula(e.currentTarget.value)} />
          <Group gap="xs">
            <Button
              size="xs"
              onClick={async () => {
                if (await save({ upload, formula })) {
                  setUpload(null);
                  setFormula("");
                }
              }}
            >
              Use this image
            </Button>
            <Button size="xs" variant="default" onClick={() => setUpload(null)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      )}
      <StructureDialog
        opened={drawing}
        title={`Structure of ${m.name}`}
        initialSmiles={null}
        onClose={() => setDrawing(false)}
        onSave={(value) => {
          setDrawing(false);
          void save({ smiles: value.smiles });
        }}
      />
      <Divider mt="md" />
      <MergeInto
        what="molecule"
        merge={(id, into) => mergeMolecule(id, { into })}
        item={m}
        candidates={state.molecules}
        label={(x) => x.name}
        filter={filterNamed}
        onMerged={(kept) => {
          dispatch({ type: "moleculeDeleted", id: molecule.id });
          dispatch({ type: "moleculeSaved", molecule: kept });
          dispatch({ type: "selected", selection: { type: "moleculeEdit", id: kept.id } });
        }}
      />
      <HistoryList
        kind="molecule"
        id={molecule.id}
        onRestored={(item) => {
          if (item) {
            dispatch({
              type: "moleculeSaved",
              molecule: {
                ...confirmed.current,
                name: String(item.name ?? ""),
                formula: typeof item.formula === "string" ? item.formula : null,
                carbonCount: typeof item.carbonCount === "number" ? item.carbonCount : null,
                extension: typeof item.extension === "string" ? item.extension : confirmed.current.extension,
              },
            });
          }
          onRestored();
        }}
      />
    </Stack>
  );
}
