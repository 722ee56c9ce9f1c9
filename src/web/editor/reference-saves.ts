import { api } from "./api.ts";
import { attempt, type EditorServices } from "./editor-context.tsx";
import type { DraftReference, UnpublishedSynthesis } from "./state/editor-data.ts";
import { draftReferences, normalizeDraft, withDraftReferences } from "./state/reference-rows.ts";

/**
 * Saves a draft's references inside its JSON (PUT /api/unpublishedSyntheses/{id}); answers the
 * draft as saved, or null when the server refused. `base` is the draft as last confirmed.
 */
export async function saveDraftReferences(
  services: EditorServices,
  base: UnpublishedSynthesis | undefined,
  change: (refs: DraftReference[]) => DraftReference[],
): Promise<UnpublishedSynthesis | null> {
  if (!base) return null;
  const next = withDraftReferences(base, change(draftReferences(base)));
  const done = await attempt(services.notify, () =>
    api.put<Parameters<typeof normalizeDraft>[0] | undefined>(`/api/unpublishedSyntheses/${base.id}`, {
      display_name: next.display_name,
      synthesis_json: next.synthesis_json,
    }),
  );
  if (!done.ok) return null;
  const answer = done.value;
  const saved =
    answer && typeof answer === "object" && "synthesis_json" in answer ? normalizeDraft(answer) : next;
  services.dispatch({ type: "unpublishedSaved", synthesis: saved });
  return saved;
}

/** The id (key p{id}) or draft index (key u{index}) a reference row stands for. */
export function indexOfKey(key: string): number {
  return Number(key.slice(1));
}
