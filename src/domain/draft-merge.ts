/**
 * Rewrites a draft's stored document after two reference-data items were merged
 * (docs/decisions/reference-data/0032-merges-and-history-of-reference-data.md): every place that names the merged
 * item (by id, or by name, url or structure where the draft holds no id) names the kept one, by its
 * id and its current name. A reaction that then lists the kept reagent twice at one stage (or the
 * kept solvent twice) keeps it once. Pure: the caller reads and writes the drafts.
 */
import { isObject, text } from "./draft-json.ts";
import { authorKey, nameKey } from "./lookup-names.ts";

export interface NamedItem {
  id: number;
  name: string;
}
export interface AuthorItem {
  id: number;
  firstName: string;
  lastName: string;
  url: string;
}
export interface MoleculeItem {
  id: number;
  name: string;
  structure: string;
  smiles: string | null;
}

export type DraftMerge =
  | { kind: "reagent" | "solvent"; from: NamedItem; into: NamedItem }
  | { kind: "author"; from: AuthorItem; into: AuthorItem }
  | { kind: "molecule"; from: MoleculeItem; into: MoleculeItem };

type Obj = Record<string, unknown>;
const hasId = (entry: Obj) => typeof entry.id === "number";

/** The document with the merged item replaced, or null when the draft does not name it. */
export function mergeIntoDraft(document: unknown, merge: DraftMerge): unknown | null {
  if (!isObject(document)) return null;
  switch (merge.kind) {
    case "author":
      return mergeAuthor(document, merge.from, merge.into);
    case "molecule":
      return mergeMolecule(document, merge.from, merge.into);
    default:
      return mergeNamed(document, merge.kind, merge.from, merge.into);
  }
}

function mergeAuthor(document: Obj, from: AuthorItem, into: AuthorItem) {
  const author = document.author;
  if (!isObject(author)) return null;
  const matches = hasId(author)
    ? author.id === from.id
    : (from.url !== "" && text(author.url) === from.url) ||
      (authorKey(from.firstName, from.lastName) !== "" &&
        authorKey(text(author.firstName), text(author.lastName)) ===
          authorKey(from.firstName, from.lastName));
  if (!matches) return null;
  return {
    ...document,
    author: {
      ...author,
      ...("id" in author ? { id: into.id } : {}),
      firstName: into.firstName,
      lastName: into.lastName,
      url: into.url,
    },
  };
}

function mergeMolecule(document: Obj, from: MoleculeItem, into: MoleculeItem) {
  const molecule = document.molecule;
  if (!isObject(molecule)) return null;
  const matches = hasId(molecule)
    ? molecule.id === from.id
    : (from.structure !== "" && text(molecule.structure) === from.structure) ||
      (nameKey(from.name) !== "" && nameKey(text(molecule.name)) === nameKey(from.name));
  if (!matches) return null;
  return {
    ...document,
    molecule: {
      ...molecule,
      ...("id" in molecule ? { id: into.id } : {}),
      name: into.name,
      structure: into.structure,
      ...("smiles" in molecule ? { smiles: into.smiles } : {}),
    },
  };
}

function mergeNamed(document: Obj, kind: "reagent" | "solvent", from: NamedItem, into: NamedItem) {
  const list = kind === "reagent" ? "reagents" : "solvents";
  const fromKey = nameKey(from.name);
  const intoKey = nameKey(into.name);
  const isFrom = (entry: unknown) =>
    typeof entry === "string"
      ? fromKey !== "" && nameKey(entry) === fromKey
      : isObject(entry) &&
        (hasId(entry) ? entry.id === from.id : fromKey !== "" && nameKey(text(entry.name)) === fromKey);
  const isInto = (entry: unknown) =>
    typeof entry === "string"
      ? intoKey !== "" && nameKey(entry) === intoKey
      : isObject(entry) &&
        (hasId(entry) ? entry.id === into.id : intoKey !== "" && nameKey(text(entry.name)) === intoKey);
  const stage = (entry: unknown) => (isObject(entry) && typeof entry.stage === "number" ? entry.stage : 0);

  let changed = false;
  const parts = Array.isArray(document.parts)
    ? document.parts.map((part) => {
        if (!isObject(part) || !Array.isArray(part.reactions)) return part;
        return {
          ...part,
          reactions: part.reactions.map((reaction) => {
            if (!isObject(reaction) || !Array.isArray(reaction[list])) return reaction;
            const entries = reaction[list] as unknown[];
            if (!entries.some(isFrom)) return reaction;
            changed = true;
            const out: unknown[] = [];
            for (const entry of entries) {
              const replaced = isFrom(entry)
                ? typeof entry === "string"
                  ? into.name
                  : { ...(entry as Obj), id: into.id, name: into.name }
                : entry;
              const twice =
                isInto(replaced) && out.some((kept) => isInto(kept) && stage(kept) === stage(replaced));
              if (!twice) out.push(replaced);
            }
            return { ...reaction, [list]: out };
          }),
        };
      })
    : document.parts;
  return changed ? { ...document, parts } : null;
}
