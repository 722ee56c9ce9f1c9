import { Stack, TextInput, Title } from "@mantine/core";
import { useCallback, useRef, useState } from "react";
import { updateSolvent } from "../api-client/lookups.ts";
import { blurOnEnter, Prompt, ReadOnlyItem, SynonymsField } from "./edit-panel-parts.tsx";
import { attempt, useEditor, useSerialSaves } from "./editor-context.tsx";
import { SolventExtras } from "./lookup-extras.tsx";
import type { Solvent, Synonym } from "./state/editor-data.ts";
import { mayChangeItem, readOnlyReason } from "./state/item-rights.ts";
import { addSynonym } from "./state/lookup-rows.ts";

/** The Solvent panel (right): the name, saved when the field is left or with Enter, and the synonyms. */
export function SolventPanel() {
  const { state } = useEditor();
  const [restores, setRestores] = useState(0);
  const restored = useCallback(() => setRestores((n) => n + 1), []);
  const id = state.selection?.type === "solventEdit" ? state.selection.id : null;
  const solvent = state.solvents.find((s) => s.id === id);
  if (!solvent) return <Prompt title="Solvent" text="Select a solvent in the list" />;
  return (
    <>
      {mayChangeItem(state, solvent) ? (
        <SolventForm key={`${solvent.id}-${restores}`} solvent={solvent} />
      ) : (
        <ReadOnlyItem
          title="Solvent"
          reason={readOnlyReason("solvents")}
          fields={[
            ["Name", solvent.name],
            ["Synonyms", solvent.synonyms.map((s) => s.synonym).join(", ")],
          ]}
        />
      )}
      <SolventExtras solvent={solvent} onRestored={restored} />
    </>
  );
}

function SolventForm({ solvent }: { solvent: Solvent }) {
  const { dispatch, notify } = useEditor();
  const [name, setName] = useState(solvent.name);
  const serial = useSerialSaves();
  /** The solvent as the server last confirmed it (ahead of the store's next render). */
  const confirmed = useRef(solvent);

  /**
   * One PUT with the name and, when `synonymsOf` is given, the whole set of synonyms worked out from
   * those the server confirmed last; the store changes only when the server accepts it.
   */
  function save(wanted: string, synonymsOf?: (current: Synonym[]) => Synonym[] | null) {
    return serial(async (): Promise<boolean> => {
      const current = confirmed.current;
      const synonyms = synonymsOf ? synonymsOf(current.synonyms) : undefined;
      if (synonyms === null) return false;
      if (!synonyms && wanted === current.name) return true;
      const body = synonyms
        ? { name: wanted, synonyms: synonyms.map((s) => ({ synonym: s.synonym })) }
        : { name: wanted };
      const done = await attempt(notify, () => updateSolvent(solvent.id, body));
      if (!done.ok) {
        setName(current.name);
        return false;
      }
      confirmed.current = { ...current, ...done.value };
      dispatch({ type: "solventSaved", solvent: confirmed.current });
      return true;
    });
  }

  async function onAddSynonym(text: string) {
    if (!addSynonym(solvent.synonyms, text)) return false;
    if (name.trim() === "") {
      notify("Give the solvent a name before adding synonyms.");
      return false;
    }
    return save(name, (current) => addSynonym(current, text));
  }

  return (
    <Stack>
      <Title order={2} size="h4">
        Solvent
      </Title>
      <TextInput
        label="Name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        onBlur={() => void save(name)}
        onKeyDown={blurOnEnter}
      />
      <SynonymsField
        label="Synonyms of this solvent"
        description="Other names and abbreviations (DCM, methylene chloride); the search finds the solvent by them."
        synonyms={solvent.synonyms}
        onAdd={onAddSynonym}
        onRemove={(removed) =>
          void save(name, (current) => current.filter((other) => other.synonym !== removed))
        }
      />
    </Stack>
  );
}
