import { Stack, TextInput, Title } from "@mantine/core";
import { useCallback, useRef, useState } from "react";
import { updateSolvent } from "./client/lookups.ts";
import { blurOnEnter, Prompt, ReadOnlyItem } from "./edit-panel-parts.tsx";
import { attempt, useEditor, useSerialSaves } from "./editor-context.tsx";
import { SolventExtras } from "./lookup-extras.tsx";
import type { Solvent } from "./state/editor-data.ts";
import { mayChangeItem, readOnlyReason } from "./state/item-rights.ts";

/** The Solvent panel (right): the name, saved when the field is left or with Enter. */
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
        <ReadOnlyItem title="Solvent" reason={readOnlyReason("solvents")} fields={[["Name", solvent.name]]} />
      )}
      <SolventExtras solvent={solvent} onRestored={restored} />
    </>
  );
}

function SolventForm({ solvent }: { solvent: Solvent }) {
  const { dispatch, notify } = useEditor();
  const [name, setName] = useState(solvent.name);
  const serial = useSerialSaves();
  const confirmed = useRef(solvent);
  function save() {
    const wanted = name;
    return serial(async () => {
      if (wanted === confirmed.current.name) return;
      const done = await attempt(notify, () => updateSolvent(solvent.id, { name: wanted }));
      if (done.ok) {
        confirmed.current = { ...confirmed.current, ...done.value };
        dispatch({ type: "solventSaved", solvent: confirmed.current });
      } else setName(confirmed.current.name);
    });
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
        onBlur={save}
        onKeyDown={blurOnEnter}
      />
    </Stack>
  );
}
