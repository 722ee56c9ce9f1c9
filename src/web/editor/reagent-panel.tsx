import { Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { useCallback, useRef, useState } from "react";
import { updateReagent } from "../api-client/lookups.ts";
import { blurOnEnter, Prompt, ReadOnlyItem, SynonymsField } from "./edit-panel-parts.tsx";
import { attempt, useEditor, useSerialSaves } from "./editor-context.tsx";
import { ReagentExtras } from "./lookup-extras.tsx";
import type { Reagent, Synonym } from "./state/editor-data.ts";
import { mayChangeItem, readOnlyReason } from "./state/item-rights.ts";
import { addSynonym, subscriptDigits } from "./state/lookup-rows.ts";
import { svgDataUrl, useDrawing } from "./synthesis/drawings.ts";

/** The Reagent panel (right): name, formula and synonyms, saved as one whole reagent. */
export function ReagentPanel() {
  const { state } = useEditor();
  const [restores, setRestores] = useState(0);
  const restored = useCallback(() => setRestores((n) => n + 1), []);
  const id = state.selection?.type === "reagentEdit" ? state.selection.id : null;
  const reagent = state.reagents.find((r) => r.id === id);
  if (!reagent) return <Prompt title="Reagent" text="Select a reagent in the list" />;
  return (
    <>
      {mayChangeItem(state, reagent) ? (
        <ReagentForm key={`${reagent.id}-${restores}`} reagent={reagent} />
      ) : (
        <ReadOnlyItem
          title="Reagent"
          reason={readOnlyReason("reagents")}
          fields={[
            ["Name", reagent.name],
            ["Formula", reagent.formula ?? ""],
            ["Synonyms", reagent.synonyms.map((s) => s.synonym).join(", ")],
          ]}
        />
      )}
      {reagent.smiles && <ReagentStructure smiles={reagent.smiles} name={reagent.name} />}
      <ReagentExtras reagent={reagent} onRestored={restored} />
    </>
  );
}

/** The structure an import drew for the reagent, drawn as the editor draws structures. */
function ReagentStructure({ smiles, name }: { smiles: string; name: string }) {
  const drawing = useDrawing(smiles);
  return (
    <Stack gap={4} mt="md" data-testid="reagent-structure">
      <Text size="sm" fw={500}>
        Structure (from an import)
      </Text>
      {drawing.status === "ready" ? (
        <img
          src={svgDataUrl(drawing.svg)}
          alt={name || smiles}
          width={drawing.width}
          height={drawing.height}
          style={{ maxWidth: "100%", height: "auto" }}
        />
      ) : drawing.status === "loading" ? (
        <Loader size="xs" aria-label={`Drawing ${name || smiles}`} />
      ) : null}
      <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
        {smiles}
      </Text>
    </Stack>
  );
}

function ReagentForm({ reagent }: { reagent: Reagent }) {
  const { dispatch, notify } = useEditor();
  const [name, setName] = useState(reagent.name);
  const [formula, setFormula] = useState(reagent.formula ?? "");
  const nameMissing = name.trim() === "";
  const serial = useSerialSaves();
  /** The reagent as the server last confirmed it (ahead of the store's next render). */
  const confirmed = useRef(reagent);

  /**
   * One PUT with the whole reagent, after the previous one was answered; `synonymsOf` works on the
   * synonyms the server confirmed last. The store changes only when the server accepts it.
   */
  function save(
    fields: { name: string; formula: string },
    synonymsOf?: (current: Synonym[]) => Synonym[] | null,
  ) {
    return serial(async (): Promise<boolean> => {
      const current = confirmed.current;
      const synonyms = synonymsOf ? synonymsOf(current.synonyms) : current.synonyms;
      if (synonyms === null) return false;
      if (fields.name.trim() === "") return false; // A reagent is saved only with a name.
      const body = {
        name: fields.name,
        formula: fields.formula.trim() === "" ? null : fields.formula,
        synonyms: synonyms.map((s) => ({ synonym: s.synonym })),
      };
      const done = await attempt(notify, () => updateReagent(reagent.id, body));
      if (!done.ok) {
        setName(current.name);
        setFormula(current.formula ?? "");
        return false;
      }
      confirmed.current = { ...current, ...body, ...done.value };
      dispatch({ type: "reagentSaved", reagent: confirmed.current });
      return true;
    });
  }

  function saveFields() {
    const current = confirmed.current;
    if (name === current.name && formula === (current.formula ?? "")) return;
    void save({ name, formula });
  }

  async function onAddSynonym(text: string) {
    if (!addSynonym(reagent.synonyms, text)) return false;
    if (nameMissing) {
      notify("Give the reagent a name before adding synonyms.");
      return false;
    }
    return save({ name, formula }, (current) => addSynonym(current, text));
  }

  return (
    <Stack>
      <Title order={2} size="h4">
        Reagent
      </Title>
      <TextInput
        label="Name"
        value={name}
        error={nameMissing ? "A reagent is saved only with a name." : undefined}
        onChange={(e) => setName(e.currentTarget.value)}
        onBlur={saveFields}
        onKeyDown={blurOnEnter}
      />
      <TextInput
        label="Formula"
        description="Digits are written as subscripts."
        value={formula}
        onChange={(e) => setFormula(subscriptDigits(e.currentTarget.value))}
        onBlur={saveFields}
        onKeyDown={blurOnEnter}
      />
      <SynonymsField
        label="Synonyms of this reagent"
        synonyms={reagent.synonyms}
        onAdd={onAddSynonym}
        onRemove={(removed) =>
          void save({ name, formula }, (current) => current.filter((other) => other.synonym !== removed))
        }
      />
    </Stack>
  );
}
