/**
 * Whether a draft names a named reaction or a protecting group (docs/decisions/reference-data/0029-named-reaction-and-protecting-group-editors.md "Named reaction
 * and protecting group editors"): a reaction of the Synthesis document names them by url, the
 * editor's stored copy by `{id, name, url}` (named reactions) or `{id, url, type}` (protecting
 * groups).
 */
import { isObject, reactionEntries } from "./draft-json.ts";
import { nameKey } from "./lookup-names.ts";

export interface ReferenceItem {
  id: number;
  name: string;
  url: string;
}

export function draftNamesReference(
  document: unknown,
  kind: "named_reaction" | "protecting_group",
  item: ReferenceItem,
): boolean {
  if (!isObject(document)) return false;
  const list = kind === "named_reaction" ? "named_reactions" : "protecting_groups";
  const name = nameKey(item.name);
  return reactionEntries(document, list).some((entry) => {
    if (typeof entry === "string") {
      if (item.url !== "" && entry === item.url) return true;
      return kind === "named_reaction" && name !== "" && nameKey(entry) === name;
    }
    if (!isObject(entry)) return false;
    return entry.id === item.id || (item.url !== "" && entry.url === item.url);
  });
}
