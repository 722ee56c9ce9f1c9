import { type ReactNode, useCallback, useMemo, useState } from "react";
import { attempt, useEditor } from "../editor-context.tsx";
import { StructureDialog } from "../structure/structure-dialog.tsx";
import { rememberDrawing } from "./drawings.ts";
import type { PlacedProblem } from "./problems.ts";
import { currentDraft } from "./session.ts";
import {
  type PlacedStructure,
  placeStructureAction,
  type StructureTarget,
  targetSmiles,
  targetStart,
  targetTitle,
} from "./structure-target.ts";
import { SynthesisContext, type SynthesisServices } from "./synthesis-context.tsx";
import { uploadPng } from "./uploads.ts";
import type { SynthesisFile } from "./use-synthesis-file.ts";

/** Gives the synthesis editor's cards and panels the open synthesis, and hosts the structure dialog. */
export function SynthesisProvider({
  file,
  problems,
  clearProblems,
  startPublish,
  children,
}: {
  file: SynthesisFile;
  problems: readonly PlacedProblem[];
  clearProblems: () => void;
  startPublish: (() => void) | null;
  children: ReactNode;
}) {
  const { notify } = useEditor();
  const { session, run, apply } = file;
  const [target, setTarget] = useState<StructureTarget | null>(null);
  const draft = currentDraft(session);

  const place = useCallback(
    (to: StructureTarget, structure: PlacedStructure) => run(placeStructureAction, { to, structure }),
    [run],
  );

  const dropPng = useCallback(
    async (to: StructureTarget, png: File) => {
      const done = await attempt(notify, () => uploadPng(png));
      if (done.ok) place(to, { smiles: null, filename: done.value.filename, extension: "png" });
    },
    [notify, place],
  );

  const { source } = session;
  const imagesSynthesisId =
    source.kind === "published" ? source.id : source.kind === "draft" ? source.synthesisId : null;
  const services = useMemo<SynthesisServices>(
    () => ({
      session,
      draft,
      run,
      select: (id, panel) => apply({ type: "selected", id, panel }),
      editStructure: setTarget,
      dropPng: (to, png) => void dropPng(to, png),
      imagesSynthesisId,
      problems,
      clearProblems,
      recordChanged: file.recordChanged,
      askApproval: file.askApproval,
      startPublish,
      reopenPublished: async (id) => {
        await file.open({ kind: "published", id });
      },
    }),
    [
      session,
      draft,
      run,
      apply,
      dropPng,
      imagesSynthesisId,
      problems,
      clearProblems,
      startPublish,
      file.recordChanged,
      file.askApproval,
      file.open,
    ],
  );

  return (
    <SynthesisContext.Provider value={services}>
      {children}
      <StructureDialog
        opened={target !== null}
        title={target ? targetTitle(target) : ""}
        initialSmiles={target ? targetSmiles(draft, target) : null}
        drawStart={target ? targetStart(draft, target) : null}
        onSave={(value) => {
          rememberDrawing(value);
          if (target) place(target, { smiles: value.smiles, filename: null, extension: null });
          setTarget(null);
        }}
        onClose={() => setTarget(null)}
      />
    </SynthesisContext.Provider>
  );
}
