/**
 * Whether a draft names a named reaction or a protecting group (docs/decisions/reference-data/0029-named-reaction-and-protecting-group-editors.md "Named reaction
 * and protecting group editors"): a reaction of the Synthesis document names them by url, the
 * editor's stored copy by `{id, name, url}` (named reactions) or `{id, url, type}` (protecting
 * groups).
 */
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
  for (const part of array(document.parts)) {
    if (!isObject(part)) continue;
    for (const reaction of array(part.reactions)) {
      if (!isObject(reaction)) continue;
      for (const entry of array(reaction[list])) {
        if (typeof entry === "string") {
          if (item.url !== "" && entry === item.url) return true;
          if (kind === "named_reaction" && name !== "" && nameKey(entry) === name) return true;
        } else if (isObject(entry)) {
          if (entry.id === item.id) return true;
          if (item.url !== "" && entry.url === item.url) return true;
        }
      }
    }
  }
  return false;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const array = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
