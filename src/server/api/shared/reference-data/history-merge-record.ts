import type { ReagentUse, SolventUse } from "../../../../db/repositories/merge-moves.ts";
import type { Snapshot } from "../../../../db/repositories/reference-history.ts";

/**
 * What a merge moved, kept on its two history entries (`moves_json`, migration 0015) so that a
 * restore can move exactly those rows back (docs/decisions/reference-data/0033-undoing-a-merge-pictures-in-the-history.md "Undoing a merge"). Pure: the
 * commands read and write the rows.
 */
export type MergeKind = "author" | "reagent" | "solvent" | "molecule";

/** A place in a draft's document the merge rewrote: what was there before and what it wrote. */
export interface DraftPlace {
  path: (string | number)[];
  before: unknown;
  after: unknown;
}

export interface MergeRecord {
  format: 1;
  kind: MergeKind;
  from: number;
  into: number;
  /** The merged item as it was (the snapshot its history entry keeps as `before`). */
  item: Snapshot;
  drafts: { id: number; places: DraftPlace[] }[];
  /** Reagents: reaction rows repointed (by reaction and stage) and doubles dropped. */
  reagentUses?: { moved: { reaction_id: number; stage: number }[]; dropped: ReagentUse[] };
  /** Solvents: reaction rows repointed (by reaction) and doubles dropped. */
  solventUses?: { moved: number[]; dropped: SolventUse[] };
  /** Authors and molecules: the syntheses credited to the kept item. */
  syntheses?: number[];
  /** Former urls (identifiers, slugs) of the merged item that now redirect to the kept one. */
  redirects?: string[];
  /** The merged item's own url (identifier, slug) the merge made a redirect; "" for none. */
  redirect?: string;
  /** Reagents and solvents: the synonyms the kept item gained; reagents: the formula it took (null when none). */
  synonymsAdded?: string[];
  formulaTaken?: string | null;
}

/** The record a merge entry keeps, or null for a merge recorded before records were kept. */
export function readMergeRecord(moves: Snapshot | null): MergeRecord | null {
  if (moves?.format !== 1 || typeof moves.from !== "number" || typeof moves.into !== "number") {
    return null;
  }
  return moves as unknown as MergeRecord;
}

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The places a merge of `kind` may rewrite: the author, the molecule, or each reaction's list. */
function placesOf(kind: MergeKind, document: unknown): { path: (string | number)[]; value: unknown }[] {
  if (!isObject(document)) return [];
  if (kind === "author" || kind === "molecule") return [{ path: [kind], value: document[kind] }];
  const list = kind === "reagent" ? "reagents" : "solvents";
  const out: { path: (string | number)[]; value: unknown }[] = [];
  const parts = Array.isArray(document.parts) ? document.parts : [];
  parts.forEach((part, i) => {
    const reactions = isObject(part) && Array.isArray(part.reactions) ? part.reactions : [];
    reactions.forEach((reaction, j) => {
      if (isObject(reaction) && list in reaction) {
        out.push({ path: ["parts", i, "reactions", j, list], value: reaction[list] });
      }
    });
  });
  return out;
}

const valueAt = (document: unknown, path: readonly (string | number)[]) =>
  path.reduce<unknown>(
    (node, key) => (isObject(node) || Array.isArray(node) ? (node as Obj)[key] : undefined),
    document,
  );

/** What the merge changed in one draft (the merge keeps the parts' and reactions' order). */
export function draftPlaces(kind: MergeKind, before: unknown, after: unknown): DraftPlace[] {
  return placesOf(kind, before)
    .map((p) => ({ path: p.path, before: p.value, after: valueAt(after, p.path) }))
    .filter((p) => !same(p.before, p.after));
}

/**
 * The draft with each place the merge rewrote put back, where it still holds exactly what the
 * merge wrote; a place the contributor changed since keeps their version. Null when nothing changes.
 */
export function undoDraftPlaces(document: unknown, places: readonly DraftPlace[]): unknown | null {
  let changed = false;
  for (const place of places) {
    const parentPath = place.path.slice(0, -1);
    const parent = valueAt(document, parentPath);
    const key = place.path[place.path.length - 1];
    if (key === undefined || !(isObject(parent) || Array.isArray(parent))) continue;
    if (!same((parent as Obj)[key], place.after)) continue;
    (parent as Obj)[key] = place.before;
    changed = true;
  }
  return changed ? document : null;
}
