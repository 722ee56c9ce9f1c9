/** Pure helpers of the Named Reactions and Protecting Groups editors. */
import {
  fieldsIfAny,
  isStructured,
  type ReferenceFields,
} from "../../../domain/citations/reference-fields.ts";
import { normalizeSearchText } from "../../../domain/search-text.ts";
import type { NamedReaction, ProtectingGroup } from "./editor-data.ts";

/**
 * A reference row of a named reaction as the panel edits it (DOI and URL may be blank), with the
 * reference's fields when it has them (they are sent back unchanged).
 */
export interface ReferenceRowInput extends Partial<ReferenceFields> {
  display: string;
  doi: string | null;
  url: string | null;
}

/** Marked in the list: no description or no scheme yet (also a reaction just created by name). */
export function isIncomplete(n: NamedReaction): boolean {
  return n.incomplete !== false;
}

/** Protecting groups are found by their name, the protected group or the protector. */
export function filterProtectingGroups(
  list: readonly ProtectingGroup[],
  query: string,
): readonly ProtectingGroup[] {
  const q = normalizeSearchText(query);
  if (q === "") return list;
  return list.filter((g) =>
    [g.name, g.protected, g.protector ?? ""].some((text) => normalizeSearchText(text).includes(q)),
  );
}

/** "TBS ether (Alcohols)", or the name alone while the protected group is not given. */
export function protectingGroupLabel(g: ProtectingGroup): string {
  return g.protected.trim() ? `${g.name} (${g.protected})` : g.name;
}

/**
 * The references the server is sent: rows with neither fields nor a display text are kept in the
 * panel only (the server keeps no reference without them); blank DOIs and URLs become null; a
 * reference's fields go back as they came (the server derives its text from them).
 */
export function referencesToSend(rows: readonly ReferenceRowInput[]): ReferenceRowInput[] {
  return rows
    .filter((r) => r.display.trim() !== "" || isStructured(r))
    .map((r) => ({
      display: r.display.trim(),
      doi: r.doi?.trim() ? r.doi.trim() : null,
      url: r.url?.trim() ? r.url.trim() : null,
      ...fieldsIfAny(r),
    }));
}

/** An image of the storage folders under the configured base (docs/product/rules.md §4.10). */
export function storedImageUrl(base: string, folder: string, filename: string, extension: string): string {
  return `${base.replace(/\/$/, "")}/${folder}/${encodeURIComponent(`${filename}.${extension}`)}`;
}
