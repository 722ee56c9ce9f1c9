/** The References editor's rows: published references and those kept in a draft's JSON (pure). */
import { fieldsIfAny } from "../../../domain/citations/reference-fields.ts";
import type { DraftReference, PublishedSynthesis, UnpublishedSynthesis } from "./editor-data.ts";
import type { EditorState } from "./editor-state.ts";

/** A published synthesis in the Select synthesis dialog: '[id] molecule by first last (year)'. */
export function publishedLabel(s: PublishedSynthesis): string {
  return `[${s.id}] ${s.molecule.name} by ${s.author.firstName} ${s.author.lastName} (${s.year})`;
}

/** A row of the References editor: a published reference (key p{id}) or a draft's (key u{index}). */
export interface ReferenceRow extends DraftReference {
  key: string;
}

/**
 * A draft as the API sends it (synthesis_json as JSON text) with its document parsed; a summary of
 * the list (no synthesis_json) stays one.
 */
export function normalizeDraft(
  raw: Omit<UnpublishedSynthesis, "synthesis_json"> & { synthesis_json?: unknown },
): UnpublishedSynthesis {
  if (raw.synthesis_json === undefined) return { ...raw, synthesis_json: undefined };
  let json = raw.synthesis_json;
  if (typeof json === "string") {
    try {
      json = JSON.parse(json);
    } catch {
      json = {};
    }
  }
  const document =
    json !== null && typeof json === "object" && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : {};
  return { ...raw, synthesis_json: document };
}

export function draftReferences(draft: UnpublishedSynthesis): DraftReference[] {
  const refs = draft.synthesis_json?.references;
  if (!Array.isArray(refs)) return [];
  return refs.map((r: Partial<DraftReference>) => ({
    display: typeof r?.display === "string" ? r.display : "",
    doi: typeof r?.doi === "string" ? r.doi : null,
    url: typeof r?.url === "string" ? r.url : null,
    ...fieldsIfAny(r ?? {}),
  }));
}

/** The row key of a published synthesis's new reference that is not on the server yet. */
export const NEW_REFERENCE_KEY = "new";

/** The references of the chosen synthesis, in list order. */
export function referenceRows(state: EditorState): ReferenceRow[] {
  const chosen = state.chosenSynthesis;
  if (!chosen) return [];
  if (chosen.kind === "published") {
    const rows = state.references
      .filter((r) => r.synthesis_id === chosen.id)
      .map((r) => ({ key: `p${r.id}`, display: r.display, doi: r.doi, url: r.url, ...fieldsIfAny(r) }));
    if (state.pendingReference === chosen.id)
      rows.push({ key: NEW_REFERENCE_KEY, display: "", doi: null, url: null });
    return rows;
  }
  const draft = state.unpublished.find((d) => d.id === chosen.id);
  return draft ? draftReferences(draft).map((r, i) => ({ key: `u${i}`, ...r })) : [];
}

/**
 * A draft's JSON with its references replaced (the rest of the document untouched). Only for a draft
 * read whole: a summary's missing document would be saved as nothing but references.
 */
export function withDraftReferences(
  draft: UnpublishedSynthesis & { synthesis_json: Record<string, unknown> },
  references: readonly DraftReference[],
): UnpublishedSynthesis & { synthesis_json: Record<string, unknown> } {
  return { ...draft, synthesis_json: { ...draft.synthesis_json, references: [...references] } };
}
