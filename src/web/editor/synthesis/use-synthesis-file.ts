import { useCallback, useMemo, useRef, useState } from "react";
import type { DraftRecord as ContractDraftRecord } from "../../../contract/drafts.ts";
import { actionLabel } from "../../../domain/editor/action-labels.ts";
import {
  type ActionResult,
  draftFromDocument,
  newDraft,
  runAction,
  type SynthesisDraft,
} from "../../../domain/editor/draft.ts";
import { type DraftLookups, loadStoredDraft } from "../../../domain/editor/draft-storage.ts";
import { storeDraft } from "../../../domain/editor/stored-draft.ts";
import { ASK_APPROVAL_SENT } from "../../../domain/review-texts.ts";
import { ApiFailure, messageOf } from "../../api-client/api.ts";
import { createDraft, getDraft, updateDraft } from "../../api-client/drafts.ts";
import { publishDraft, sendForSecondLook, submitDraft } from "../../api-client/review.ts";
import { synthesisDocument } from "../../api-client/syntheses.ts";
import type { EditorServices } from "../editor-context.tsx";
import type { ChosenSynthesis } from "../state/editor-state.ts";
import { normalizeDraft } from "../state/reference-rows.ts";
import type { Problem } from "./problems.ts";
import {
  currentDraft,
  openSession,
  revisionName,
  type SessionAction,
  type SynthesisPanel,
  type SynthesisSession,
  type SynthesisSource,
  sessionReducer,
} from "./session.ts";

/** An unpublished synthesis as /api/unpublishedSyntheses answers it (the API contract's shape). */
export type DraftRecord = ContractDraftRecord;

/** The states in which the editors hold a draft; the owner's change withdraws it (api.md §5.16). */
const UNDER_REVIEW = ["submitted", "second_look", "approved"];

const draftSource = (record: DraftRecord): SynthesisSource => ({
  kind: "draft",
  id: record.id,
  displayName: record.display_name,
  ownerName: record.user.name,
  ownerId: record.user.id,
  status: record.published_synthesis_id ? "published" : (record.status ?? "draft"),
  synthesisId: record.synthesis_id,
  baseVersion: record.base_version,
  documentHash: record.document_hash ?? null,
});

/**
 * The open synthesis and its file operations (docs/product/editor.md §8.2): New, Open, Save (a
 * draft is updated; a new synthesis, or a changed published one, needs a file name and creates a
 * draft — for a published one a revision draft tied to its id and version), plus `run` for every
 * editing action. The session lives in a ref as well as in state, so actions run back to back each
 * see the result of the one before.
 */
export function useSynthesisFile(
  services: Pick<EditorServices, "state" | "dispatch" | "notify">,
  /** Told of every change of the session, as it happens (the reads that follow it start there). */
  changed: (from: SynthesisSession, to: SynthesisSession) => void,
) {
  const { state, dispatch, notify } = services;
  const [session, setSession] = useState<SynthesisSession>(() => openSession(newDraft(), { kind: "new" }));
  const ref = useRef(session);
  const apply = useCallback(
    (action: SessionAction) => {
      const from = ref.current;
      ref.current = sessionReducer(from, action);
      setSession(ref.current);
      changed(from, ref.current);
    },
    [changed],
  );

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
      else apply({ type: "applied", result, label: actionLabel(action, args), panel });
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
          const read = await synthesisDocument(choice.id);
          apply({
            type: "opened",
            draft: draftFromDocument(read.document),
            source: {
              kind: "published",
              id: read.id,
              version: read.version,
              unpublishedAt: read.unpublished_at ?? null,
            },
          });
        } else {
          const record = await getDraft(choice.id);
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

  /**
   * Whether Save needs a file name first: only a new synthesis. A published one's revision draft is
   * named after the synthesis (docs/product/editor.md §8.13), so its title is said once.
   */
  const needsFileName = session.source.kind === "new";

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
          record = await updateDraft(source.id, { synthesis_json: json });
        } else {
          const revision =
            source.kind === "published" ? { synthesis_id: source.id, base_version: source.version } : {};
          record = await createDraft({
            display_name: (fileName ?? (source.kind === "published" ? revisionName(source.id) : "")).trim(),
            synthesis_json: json,
            ...revision,
          });
        }
        // Only what was saved is marked saved: an edit made while the call ran stays unsaved.
        const unchanged = ref.current.history.present.revision === current.history.present.revision;
        apply({ type: "saved", source: draftSource(record), clean: unchanged });
        dispatch({ type: "unpublishedSaved", synthesis: normalizeDraft(record) });
        const withdrawn =
          source.kind === "draft" && UNDER_REVIEW.includes(source.status) && record.status === "draft";
        notify(
          withdrawn
            ? "Saved. Your change withdrew the submission: submit it again when it is ready."
            : "Saved!",
        );
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

  /** Replaces the draft's record (after publish or submit) in the store and in the session. */
  const recordChanged = useCallback(
    (record: DraftRecord) => {
      dispatch({ type: "unpublishedSaved", synthesis: normalizeDraft(record) });
      if (ref.current.source.kind === "draft" && ref.current.source.id === record.id) {
        apply({ type: "saved", source: draftSource(record), clean: !currentDraft(ref.current).dirty });
      }
    },
    [apply, dispatch],
  );

  /**
   * Publishes the open draft (editors, docs/product/api.md §5.14); a changed draft is saved first.
   * Incomplete: the problems come back for the screen to show. Published: the synthesis opens as
   * published, so further changes make a revision draft.
   */
  const publish = useCallback(
    async (body: { note?: string; reason?: string }): Promise<{ ok: boolean; problems: Problem[] }> => {
      if (ref.current.source.kind !== "draft") return { ok: false, problems: [] };
      if (currentDraft(ref.current).dirty && !(await save())) return { ok: false, problems: [] };
      // The version on screen (after the save): a draft changed by anyone since is refused (409).
      const source = ref.current.source;
      if (source.kind !== "draft") return { ok: false, problems: [] };
      try {
        const out = await publishDraft(source.id, {
          ...body,
          ...(source.documentHash ? { seen: source.documentHash } : {}),
        });
        dispatch({ type: "unpublishedSaved", synthesis: normalizeDraft(out.draft) });
        await open({ kind: "published", id: out.id });
        notify(`Published as synthesis No. ${out.id}.`);
        return { ok: true, problems: [] };
      } catch (error) {
        notify(messageOf(error));
        return { ok: false, problems: error instanceof ApiFailure ? error.problems : [] };
      }
    },
    [dispatch, notify, open, save],
  );

  /** Submits the open draft for review (its owner); a changed draft is saved first. */
  const submit = useCallback(async (): Promise<{ ok: boolean; problems: Problem[] }> => {
    const { source } = ref.current;
    if (source.kind !== "draft") return { ok: false, problems: [] };
    if (currentDraft(ref.current).dirty && !(await save())) return { ok: false, problems: [] };
    try {
      recordChanged(await submitDraft(source.id));
      notify("Submitted for review. The editors will write to you.");
      return { ok: true, problems: [] };
    } catch (error) {
      notify(messageOf(error));
      return { ok: false, problems: error instanceof ApiFailure ? error.problems : [] };
    }
  }, [notify, recordChanged, save]);

  /**
   * Mails the submitter the preview link of the open draft (editors: 'Ask the submitter to approve');
   * a changed draft is saved first, so the link shows what is on screen. True when it was sent.
   */
  const askApproval = useCallback(async (): Promise<boolean> => {
    const { source } = ref.current;
    if (source.kind !== "draft") return false;
    if (currentDraft(ref.current).dirty && !(await save())) return false;
    try {
      recordChanged((await sendForSecondLook(source.id)).draft);
      notify(ASK_APPROVAL_SENT);
      return true;
    } catch (error) {
      notify(messageOf(error));
      return false;
    }
  }, [notify, recordChanged, save]);

  /** The session as the latest action left it, before React renders it. */
  const current = useCallback(() => ref.current, []);

  return {
    session,
    current,
    apply,
    run,
    startNew,
    restore,
    open,
    save,
    needsFileName,
    publish,
    submit,
    askApproval,
    recordChanged,
  };
}

export type SynthesisFile = ReturnType<typeof useSynthesisFile>;
