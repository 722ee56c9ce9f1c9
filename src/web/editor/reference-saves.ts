import { getDraft, updateDraft } from "../api-client/drafts.ts";
import { attempt, type EditorServices } from "./editor-context.tsx";
import type { DraftReference, UnpublishedSynthesis } from "./state/editor-data.ts";
import { draftReferences, normalizeDraft, withDraftReferences } from "./state/reference-rows.ts";

/**
 * Saves a draft's references inside its JSON (PUT /api/unpublishedSyntheses/{id}); answers the
 * draft as saved, or null when the server refused. `base` is the draft as last confirmed, read whole
 * (loadDraft).
 */
export async function saveDraftReferences(
  services: EditorServices,
  base: UnpublishedSynthesis | undefined,
  change: (refs: DraftReference[]) => DraftReference[],
): Promise<UnpublishedSynthesis | null> {
  // A summary of the list (no document) is never saved: it would replace the document.
  if (!base?.synthesis_json) return null;
  const next = withDraftReferences(
    { ...base, synthesis_json: base.synthesis_json },
    change(draftReferences(base)),
  );
  const done = await attempt(services.notify, () =>
    updateDraft(base.id, { display_name: next.display_name, synthesis_json: next.synthesis_json }),
  );
  if (!done.ok) return null;
  const saved = normalizeDraft(done.value);
  services.dispatch({ type: "unpublishedSaved", synthesis: saved });
  return saved;
}

/** The id (key p{id}) or draft index (key u{index}) a reference row stands for. */
export function indexOfKey(key: string): number {
  return Number(key.slice(1));
}

/**
 * Reads one draft whole (the list has only summaries) and keeps it in the store; answers whether it
 * could be read (a failure goes to the Snackbar).
 */
export async function loadDraft(services: EditorServices, id: number): Promise<boolean> {
  const done = await attempt(services.notify, () => getDraft(id));
  if (done.ok) services.dispatch({ type: "unpublishedSaved", synthesis: normalizeDraft(done.value) });
  return done.ok;
}
