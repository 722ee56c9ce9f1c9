import { useCallback, useMemo, useRef, useState } from "react";
import {
  type ActionResult,
  draftFromDocument,
  newDraft,
  runAction,
  type SynthesisDraft,
} from "../../../domain/editor/draft.ts";
import { type DraftLookups, loadStoredDraft, storeDraft } from "../../../domain/editor/draft-storage.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";
import { api, messageOf } from "../api.ts";
import type { EditorServices } from "../editor-context.tsx";
import type { ChosenSynthesis } from "../state/editor-state.ts";
import { normalizeDraft } from "../state/reference-rows.ts";
import {
  currentDraft,
  openSession,
  type SessionAction,
  type SynthesisPanel,
  type SynthesisSession,
  type SynthesisSource,
  sessionReducer,
} from "./session.ts";

/** An unpublished synthesis as /api/unpublishedSyntheses answers it. */
interface DraftRecord {
  id: number;
  user: { id: number; name: string };
  display_name: string;
  synthesis_json: string;
  updated_at: string;
  synthesis_id: number | null;
  base_version: number | null;
}

const draftSource = (record: DraftRecord): SynthesisSource => ({
  kind: "draft",
  id: record.id,
  displayName: record.display_name,
  ownerName: record.user.name,
  synthesisId: record.synthesis_id,
  baseVersion: record.base_version,
});

/**
 * The open synthesis and its file operations (docs/product/editor.md §8.2): New, Open, Save (a
 * draft is updated; a new synthesis, or a changed published one, needs a file name and creates a
 * draft — for a published one a revision draft tied to its id and version), plus `run` for every
 * editing action. The session lives in a ref as well as in state, so actions run back to back each
 * see the result of the one before.
 */
export function useSynthesisFile(services: Pick<EditorServices, "state" | "dispatch" | "notify">) {
  const { state, dispatch, notify } = services;
  const [session, setSession] = useState<SynthesisSession>(() => openSession(newDraft(), { kind: "new" }));
  const ref = useRef(session);
  const apply = useCallback((action: SessionAction) => {
    ref.current = sessionReducer(ref.current, action);
    setSession(ref.current);
  }, []);

  const lookups = useMemo<DraftLookups>(
    () => ({
      reagents: state.reagents,
      solvents: state.solvents,
      namedReactions: state.namedReactions,
      molecules: state.molecules,
      authors: state.authors,
      protectingGroups: state.protectingGroups,
    }),
    [
      state.reagents,
      state.solvents,
      state.namedReactions,
      state.molecules,
      state.authors,
      state.protectingGroups,
    ],
  );

  const run = useCallback(
    <Args, Extra extends object>(
      action: (draft: SynthesisDraft, args: Args) => ActionResult<Extra>,
      args: Args,
      panel?: SynthesisPanel,
    ): ActionResult<Extra> => {
      const result = runAction(currentDraft(ref.current), action, args);
      if (!result.ok) notify(result.message);
      else apply({ type: "applied", result, panel });
      return result;
    },
    [apply, notify],
  );

  const startNew = useCallback(
    () => apply({ type: "opened", draft: newDraft(), source: { kind: "new" } }),
    [apply],
  );

  const restore = useCallback(
    (draft: SynthesisDraft, source: SynthesisSource) =>
      apply({ type: "opened", draft: { ...draft, dirty: true }, source }),
    [apply],
  );

  const open = useCallback(
    async (choice: ChosenSynthesis): Promise<boolean> => {
      try {
        if (choice.kind === "published") {
          const read = await api.get<{ id: number; version: number; document: SynthesisDocument }>(
            `/api/syntheses/${choice.id}/document`,
          );
          apply({
            type: "opened",
            draft: draftFromDocument(read.document),
            source: { kind: "published", id: read.id, version: read.version },
          });
        } else {
          const record = await api.get<DraftRecord>(`/api/unpublishedSyntheses/${choice.id}`);
          apply({
            type: "opened",
            draft: loadStoredDraft(record.synthesis_json, lookups),
            source: draftSource(record),
          });
        }
        return true;
      } catch (error) {
        notify(messageOf(error));
        return false;
      }
    },
    [apply, lookups, notify],
  );

  /** Whether Save needs a file name first (nothing stored yet, or a published synthesis). */
  const needsFileName = session.source.kind !== "draft";

  /**
   * Saves the open synthesis: an update of its draft, or (with `fileName`) a new draft. Shows 'Saved!'
   * or the catalogue's failure text with the server's message; true when saved.
   */
  const save = useCallback(
    async (fileName?: string): Promise<boolean> => {
      const current = ref.current;
      const json = JSON.stringify(storeDraft(currentDraft(current), lookups));
      const { source } = current;
      try {
        let record: DraftRecord;
        if (source.kind === "draft") {
          record = await api.put<DraftRecord>(`/api/unpublishedSyntheses/${source.id}`, {
            synthesis_json: json,
          });
        } else {
          const revision =
            source.kind === "published" ? { synthesis_id: source.id, base_version: source.version } : {};
          record = await api.post<DraftRecord>("/api/unpublishedSyntheses", {
            display_name: (fileName ?? "").trim(),
            synthesis_json: json,
            ...revision,
          });
        }
        // Only what was saved is marked saved: an edit made while the call ran stays unsaved.
        const unchanged = ref.current.history.present.revision === current.history.present.revision;
        apply({ type: "saved", source: draftSource(record), clean: unchanged });
        dispatch({ type: "unpublishedSaved", synthesis: normalizeDraft(record) });
        notify("Saved!");
        return true;
      } catch (error) {
        notify(
          source.kind === "draft"
            ? `Something went wrong : ${messageOf(error)}`
            : `Error saving synthesis : ${messageOf(error)}`,
        );
        return false;
      }
    },
    [apply, dispatch, lookups, notify],
  );

  return { session, apply, run, startNew, restore, open, save, needsFileName };
}

export type SynthesisFile = ReturnType<typeof useSynthesisFile>;
