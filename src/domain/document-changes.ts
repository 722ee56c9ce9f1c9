import type { DraftDocument } from "./editor/draft-document.ts";
import {
  formatAmount,
  formatAtmosphere,
  formatCoefficient,
  formatConcentration,
  selectivityLine,
} from "./reaction-record-texts.ts";
import type { Atmosphere, Concentration, Selectivity } from "./reaction-records.ts";
import { referenceText } from "./synthesis-document.ts";

/**
 * What changed in a synthesis between two versions of a draft (docs/decisions/publishing/0043-a-reviewed-draft-cannot-be-swapped.md "A reviewed draft
 * cannot be swapped"), for the editor who reviews it: one entry per field that differs, placed at
 * the synthesis, a part or a reaction. Parts are matched by number and reactions by step, as the
 * page shows them; lists (substrates, reagents, references…) are compared by content, so moving
 * an item is no change and a replaced item reads as changed. Only what publishing stores counts:
 * the editor's own state (sequence, stage count, the special-reagent checkbox) and the submitter
 * field (publishing credits the draft's owner) are left out.
 */

export type ChangeKind = "added" | "removed" | "changed";

export interface DocumentChange {
  /** Where: 'Synthesis', 'Part 2' or 'Part 2, step 3'. */
  place: string;
  /** What: a field's label, e.g. 'yield', 'substrate', 'reagent', or 'part' / 'step' for a whole one. */
  field: string;
  change: ChangeKind;
  /** The old value as text; null when added. */
  before: string | null;
  /** The new value as text; null when removed. */
  after: string | null;
}

type Part = DraftDocument["parts"][number];
type Reaction = Part["reactions"][number];
type Chemical = NonNullable<Reaction["special_reagent"]>;

/** Trimmed text, or null when empty or missing. */
const text = (value: string | number | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  const out = String(value).trim();
  return out === "" ? null : out;
};

const chemicalText = (c: Chemical): string => {
  const name = text(c.name) ?? "unnamed";
  const smiles = text(c.smiles);
  if (smiles) return `${name} (${smiles})`;
  const file = text(c.filename);
  return file ? `${name} (image ${file})` : name;
};

const reactionSummary = (r: Reaction): string => {
  const names = (list: readonly Chemical[] | undefined) =>
    (list ?? []).map((c) => text(c.name) ?? "unnamed").join(" + ") || "nothing";
  return `${names(r.substrates)} → ${names(r.products)}`;
};

/** Compares two single values; pushes nothing when they are equal. */
function compareValue(
  out: DocumentChange[],
  place: string,
  field: string,
  before: string | null,
  after: string | null,
): void {
  if (before === after) return;
  const change: ChangeKind = before === null ? "added" : after === null ? "removed" : "changed";
  out.push({ place, field, change, before, after });
}

/**
 * Compares two lists by content (as a multiset): what only the old one holds is removed, what only
 * the new one holds is added. When as many went as came, they pair up in order as changes.
 */
function compareList(
  out: DocumentChange[],
  place: string,
  field: string,
  before: readonly string[],
  after: readonly string[],
): void {
  const left = [...after];
  const removed: string[] = [];
  for (const item of before) {
    const at = left.indexOf(item);
    if (at === -1) removed.push(item);
    else left.splice(at, 1);
  }
  const added = left;
  if (removed.length === added.length) {
    removed.forEach((item, i) => {
      out.push({ place, field, change: "changed", before: item, after: added[i] ?? null });
    });
    return;
  }
  for (const item of removed) out.push({ place, field, change: "removed", before: item, after: null });
  for (const item of added) out.push({ place, field, change: "added", before: null, after: item });
}

function compareReaction(out: DocumentChange[], place: string, before: Reaction, after: Reaction): void {
  const chemicals = (list: readonly Chemical[] | undefined) => (list ?? []).map(chemicalText);
  // A substrate used more than once reads '×2 name (smiles)' (rules.md §3.7).
  const substrates = (r: Reaction) =>
    (r.substrates ?? []).map((c) =>
      [formatCoefficient(c.coefficient), chemicalText(c)].filter(Boolean).join(" "),
    );
  compareList(out, place, "substrate", substrates(before), substrates(after));
  compareList(out, place, "product", chemicals(before.products), chemicals(after.products));
  const reagents = (r: Reaction) =>
    (r.reagents ?? []).map((g) => {
      const stage = g.stage ?? 1;
      const amount = formatAmount(g.amount);
      const name = amount ? `${g.name.trim()} ${amount}` : g.name.trim();
      return stage === 1 ? name : `${name} (stage ${stage})`;
    });
  compareList(out, place, "reagent", reagents(before), reagents(after));
  const names = (list: readonly string[] | undefined) => (list ?? []).map((s) => s.trim());
  compareList(out, place, "solvent", names(before.solvents), names(after.solvents));
  const records = (r: Reaction) => ({
    neat: r.neat ? "neat" : null,
    concentration: formatConcentration(r.concentration as Concentration | null | undefined),
    atmosphere: formatAtmosphere(r.atmosphere as Atmosphere | null | undefined),
    selectivities: selectivityLine(null, r.selectivities as Selectivity[] | undefined),
  });
  const [was, is] = [records(before), records(after)];
  compareValue(out, place, "neat", was.neat, is.neat);
  compareValue(out, place, "concentration", was.concentration, is.concentration);
  compareValue(out, place, "atmosphere", was.atmosphere, is.atmosphere);
  compareValue(out, place, "temperature", text(before.temperature), text(after.temperature));
  compareValue(out, place, "time", text(before.time), text(after.time));
  compareValue(out, place, "yield", text(before.yield), text(after.yield));
  compareValue(out, place, "selectivity", text(before.selectivity), text(after.selectivity));
  compareValue(out, place, "selectivity values", was.selectivities, is.selectivities);
  compareValue(
    out,
    place,
    "special condition",
    text(before.special_condition),
    text(after.special_condition),
  );
  const special = (r: Reaction) => (r.special_reagent ? chemicalText(r.special_reagent) : null);
  compareValue(out, place, "special reagent", special(before), special(after));
  compareList(out, place, "named reaction", names(before.named_reactions), names(after.named_reactions));
  const groups = (r: Reaction) => (r.protecting_groups ?? []).map((p) => `${p.url} (${p.type})`);
  compareList(out, place, "protecting group", groups(before), groups(after));
  compareValue(out, place, "comment", text(before.comment), text(after.comment));
}

/** Items of two lists matched by a number (parts by number, reactions by step), in order. */
function matchBy<T>(before: readonly T[], after: readonly T[], key: (item: T) => number) {
  const keys = [...new Set([...before.map(key), ...after.map(key)])].sort((a, b) => a - b);
  return keys.map((k) => ({
    key: k,
    before: before.find((item) => key(item) === k),
    after: after.find((item) => key(item) === k),
  }));
}

function comparePart(out: DocumentChange[], number: number, before: Part, after: Part): void {
  const place = `Part ${number}`;
  compareValue(out, place, "comment", text(before.comment), text(after.comment));
  for (const pair of matchBy(before.reactions ?? [], after.reactions ?? [], (r) => r.step)) {
    const at = `${place}, step ${pair.key}`;
    if (pair.before && pair.after) compareReaction(out, at, pair.before, pair.after);
    else if (pair.before) compareValue(out, at, "step", reactionSummary(pair.before), null);
    else if (pair.after) compareValue(out, at, "step", null, reactionSummary(pair.after));
  }
}

const stepCount = (part: Part) => {
  const count = (part.reactions ?? []).length;
  return count === 1 ? "1 step" : `${count} steps`;
};

/** Every difference between two versions of a draft's document, synthesis first, then part by part. */
export function documentChanges(before: DraftDocument, after: DraftDocument): DocumentChange[] {
  const out: DocumentChange[] = [];
  const place = "Synthesis";
  const molecule = (d: DraftDocument) =>
    d.molecule
      ? `${d.molecule.name.trim()}${text(d.molecule.smiles) ? ` (${text(d.molecule.smiles)})` : ""}`
      : null;
  compareValue(out, place, "molecule", text(molecule(before)), text(molecule(after)));
  const author = (d: DraftDocument) =>
    d.author ? text(`${d.author.firstName.trim()} ${d.author.lastName.trim()}`) : null;
  compareValue(out, place, "investigator", author(before), author(after));
  // A year of 0 and no supplementary steps are how an unfinished draft says "not given".
  compareValue(out, place, "year", text(before.year || null), text(after.year || null));
  compareValue(out, place, "type 1", text(before.type_1), text(after.type_1));
  compareValue(out, place, "type 2", text(before.type_2), text(after.type_2));
  compareValue(
    out,
    place,
    "supplementary steps",
    text(before.supp_steps || null),
    text(after.supp_steps || null),
  );
  compareValue(out, place, "comment", text(before.comment), text(after.comment));
  const references = (d: DraftDocument) =>
    (d.references ?? []).map((r) => {
      const doi = text(r.doi);
      const citation = referenceText(r);
      if (!doi) return citation;
      // A reference known only by its DOI reads 'DOI …', without an empty text before it.
      return citation ? `${citation} (DOI ${doi})` : `DOI ${doi}`;
    });
  compareList(out, place, "reference", references(before), references(after));

  for (const pair of matchBy(before.parts ?? [], after.parts ?? [], (p) => p.number)) {
    if (pair.before && pair.after) comparePart(out, pair.key, pair.before, pair.after);
    else if (pair.before) compareValue(out, `Part ${pair.key}`, "part", stepCount(pair.before), null);
    else if (pair.after) compareValue(out, `Part ${pair.key}`, "part", null, stepCount(pair.after));
  }
  return out;
}
