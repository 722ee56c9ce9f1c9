/**
 * Where a lookup item is used, for refusing a delete that would lose data (docs/product/api.md
 * §5.6): published syntheses (by id, in the tables) and drafts (by name, in their JSON).
 */
import { isObject, reactionEntries, text } from "./draft-json.ts";
import { authorKey, nameKey } from "./lookup-names.ts";

export type LookupKind = "solvent" | "reagent" | "author";

export interface PublishedUse {
  molecule: string;
  lastName: string;
  year: number;
}

/** The item as a draft may name it. */
export interface LookupIdentity {
  id: number;
  name?: string;
  firstName?: string;
  lastName?: string;
  url?: string;
}

const MAX_NAMED = 5;

/** "Used by 2 published syntheses: Quinine by Woodward (1944), … and 3 drafts". */
export function usageMessage(published: readonly PublishedUse[], drafts: number): string {
  const parts: string[] = [];
  if (published.length) {
    const named = published.slice(0, MAX_NAMED).map((u) => `${u.molecule} by ${u.lastName} (${u.year})`);
    const more = published.length - named.length;
    const list = more ? `${named.join(", ")} and ${more} more` : named.join(", ");
    parts.push(`${count(published.length, "published synthesis", "published syntheses")}: ${list}`);
  }
  if (drafts) parts.push(count(drafts, "draft", "drafts"));
  // "… and 2 more, and 3 drafts": the comma keeps the two counts apart.
  return `Used by ${parts.join(published.length > MAX_NAMED ? ", and " : " and ")}`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * True when a draft's document (the Synthesis document, possibly unfinished, or the editor's own
 * copy with ids) names the item: by id where the draft holds objects with ids, else by name
 * (trimmed, case-insensitive), or for authors by url or by first and last name.
 */
export function draftUses(document: unknown, kind: LookupKind, item: LookupIdentity): boolean {
  if (!isObject(document)) return false;
  if (kind === "author") {
    const author = document.author;
    if (!isObject(author)) return false;
    if (author.id === item.id) return true;
    if (item.url && typeof author.url === "string" && author.url === item.url) return true;
    const key = authorKey(item.firstName ?? "", item.lastName ?? "");
    return key !== "" && authorKey(text(author.firstName), text(author.lastName)) === key;
  }
  const wanted = nameKey(item.name ?? "");
  const list = kind === "reagent" ? "reagents" : "solvents";
  return reactionEntries(document, list).some((entry) => {
    if (typeof entry === "string") return Boolean(wanted) && nameKey(entry) === wanted;
    if (!isObject(entry)) return false;
    if (entry.id === item.id) return true;
    return Boolean(wanted) && typeof entry.name === "string" && nameKey(entry.name) === wanted;
  });
}

/** Parses a draft's stored JSON; an unreadable one names nothing. */
export function parseDraft(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}
