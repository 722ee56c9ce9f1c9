import { formatAtmosphere } from "./reaction-record-texts.ts";
import type { Atmosphere } from "./reaction-records.ts";
import { REMAINING_STEPS } from "./route-texts.ts";

/**
 * Small display rules of the reaction scheme and the synthesis page (docs/product/rules.md §3,
 * docs/product/pages.md §2.10). Pure functions; the components only lay out what these return.
 */

// ---------- references ----------

/** Only web addresses become links: a stored `javascript:` or `data:` URL must never be clickable. */
export function safeWebUrl(url: string | null | undefined): string | null {
  const text = url?.trim();
  if (!text) return null;
  try {
    const parsed = new URL(text);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * True for an address of another scheme than http(s) (`javascript:`, `data:`, `file:` …): refused in
 * drafts as everywhere else. Text that is not yet an address at all (being typed) is not.
 */
export function isOtherSchemeUrl(url: string | null | undefined): boolean {
  const text = url?.trim();
  if (!text || !URL.canParse(text)) return false;
  return safeWebUrl(text) === null;
}

/** https://doi.org/{doi}, or null without a DOI. */
export function doiHref(doi: string | null | undefined): string | null {
  const text = doi?.trim();
  if (!text) return null;
  // Each path segment encoded on its own, so the DOI's own '/' stays a separator.
  return `https://doi.org/${text.split("/").map(encodeURIComponent).join("/")}`;
}

/** The link of a reference: its URL when present (the URL wins), else https://doi.org/{doi}, else none. */
export function referenceHref(ref: { doi: string | null; url: string | null }): string | null {
  return safeWebUrl(ref.url) ?? doiHref(ref.doi);
}

/**
 * The DOI link shown after a reference whose own link goes to another address (its URL), so that
 * every DOI stays one click away; null when the reference already links to its DOI or has none.
 */
export function separateDoiHref(ref: { doi: string | null; url: string | null }): string | null {
  const href = doiHref(ref.doi);
  const own = referenceHref(ref);
  // DOIs ignore case, and a stored doi.org URL may escape characters differently.
  const same = (a: string, b: string) => decoded(a).toLowerCase() === decoded(b).toLowerCase();
  return href && !(own && same(href, own)) ? href : null;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// ---------- reagents ----------

/** Stages 0 and 1 both count as the first stage (docs/product/rules.md §3.2). */
export const effectiveStage = (stage: number) => Math.max(stage, 1);

/**
 * Reagents grouped by stage, in stage order, keeping their order within a stage. One group means
 * "no sequence": the page shows the names comma separated; several groups are a numbered list.
 */
export function stageGroups<R extends { pivot: { stage: number } }>(reagents: readonly R[]): R[][] {
  const byStage = new Map<number, R[]>();
  for (const reagent of reagents) {
    const stage = effectiveStage(reagent.pivot.stage);
    const group = byStage.get(stage);
    if (group) group.push(reagent);
    else byStage.set(stage, [reagent]);
  }
  return [...byStage.entries()].sort(([a], [b]) => a - b).map(([, group]) => group);
}

/** 'Synonyms : a, b' (docs/product/rules.md §3.1.4), or null for a reagent without synonyms. */
export function synonymsLabel(reagent: { synonyms: readonly { synonym: string }[] }): string | null {
  const names = reagent.synonyms.map((s) => s.synonym.trim()).filter(Boolean);
  return names.length ? `Synonyms : ${names.join(", ")}` : null;
}

// ---------- conditions ----------

const filled = (text: string | null | undefined): text is string => Boolean(text?.trim());

/**
 * 'temperature, time, atmosphere, yield' with only the values that are set (yield as stored: '60% (3
 * steps)'; the atmosphere as rules.md §3.7 writes it, 'H₂ (50 bar)'), the yield last as the result.
 */
export function conditionsLine(r: {
  temperature: string | null;
  time: string | null;
  yield: string | null;
  atmosphere?: Atmosphere | null;
}): string | null {
  const parts = [r.temperature, r.time, formatAtmosphere(r.atmosphere), r.yield]
    .filter(filled)
    .map((t) => t.trim());
  return parts.length ? parts.join(", ") : null;
}

// ---------- chemicals ----------

/** Alt text of a drawn structure. */
export const chemicalAlt = (c: { name: string | null }) =>
  c.name?.trim() ? `Structure of ${c.name.trim()}` : "Structure";

type ChemicalKey = { filename: string; extension: string; coefficient?: number | null };

/**
 * Whether the products of one reaction are exactly the substrates of the next (the editor copies
 * them), so a part can draw the intermediate once and chain the arrows.
 */
export function sameChemicals(a: readonly ChemicalKey[], b: readonly ChemicalKey[]): boolean {
  if (a.length === 0 || a.length !== b.length) return false;
  const key = (c: ChemicalKey) => `${c.filename}.${c.extension}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.every((k, i) => k === right[i]);
}

/**
 * Consecutive reactions cut into runs where each one starts from the previous one's products. A
 * reaction that uses a substrate more than once (a dimerisation, rules.md §3.7) starts a new run, so
 * its substrate is drawn again with its '×2'.
 */
export function reactionChains<
  R extends { substrates: readonly ChemicalKey[]; products: readonly ChemicalKey[] },
>(reactions: readonly R[]): R[][] {
  const chains: R[][] = [];
  for (const reaction of reactions) {
    const chain = chains.at(-1);
    const previous = chain?.at(-1);
    const multiple = reaction.substrates.some((s) => (s.coefficient ?? 1) > 1);
    if (chain && previous && !multiple && sameChemicals(previous.products, reaction.substrates)) {
      chain.push(reaction);
    } else chains.push([reaction]);
  }
  return chains;
}

// ---------- synthesis page ----------

/**
 * Parts in reading order: the numbered parts, then part 0 ("Remaining steps"), which holds the steps of
 * the earlier route that a Formal synthesis joins, i.e. what comes after its own parts.
 */
export function partsInReadingOrder<P extends { number: number }>(parts: readonly P[]): P[] {
  const numbered = parts.filter((p) => p.number > 0).sort((a, b) => a.number - b.number);
  return [...numbered, ...parts.filter((p) => p.number <= 0)];
}

/** 'Part {number} of {partCount}', or 'Remaining steps' for part 0 (docs/product/pages.md §2.10.2). */
export const partHeading = (number: number, partCount: number) =>
  number === 0 ? REMAINING_STEPS : `Part ${number} of ${partCount}`;

/**
 * The fragment that names one step on a synthesis page, e.g. 'part-1-step-5', so other pages (the
 * structure search) can link straight to the step a structure appears in.
 */
export const stepAnchor = (part: number, step: number) => `part-${part}-step-${step}`;

/** Chirality worth showing: 'Not Applicable' (stored as 0) says nothing to a reader. */
export function chiralityLabel(type_2: string | null | undefined): string | null {
  const text = type_2?.trim();
  return !text || text === "0" || text === "Not Applicable" ? null : text;
}

export interface FormulaSegment {
  text: string;
  kind: "text" | "sub" | "sup";
}

/** A Hill formula cut into text, subscript digits and a superscript charge ('C2H3O2-'). */
export function formulaSegments(formula: string): FormulaSegment[] {
  const charge = /[+-]\d*$/.exec(formula);
  const body = charge ? formula.slice(0, charge.index) : formula;
  const segments: FormulaSegment[] = (body.match(/\d+|\D+/g) ?? []).map((text) => ({
    text,
    kind: /^\d/.test(text) ? "sub" : "text",
  }));
  if (charge) segments.push({ text: charge[0], kind: "sup" });
  return segments;
}

// ---------- sample reactions ----------

export interface SampleSource {
  molecule: string;
  /** 'Synthesis of {molecule} by {last name} ({year})' */
  label: string;
}

/**
 * Where each sample reaction comes from, for the pages that list reactions of many syntheses
 * (named reactions, protecting groups): only the ids asked for, so the page carries no more.
 */
export function sampleSources(
  syntheses: readonly {
    id: number;
    year: number;
    molecule: { name: string };
    author: { lastName: string };
  }[],
  ids: Iterable<number>,
): Record<number, SampleSource> {
  const wanted = new Set(ids);
  const sources: Record<number, SampleSource> = {};
  for (const s of syntheses) {
    if (!wanted.has(s.id)) continue;
    sources[s.id] = {
      molecule: s.molecule.name,
      label: `Synthesis of ${s.molecule.name} by ${s.author.lastName} (${s.year})`,
    };
  }
  return sources;
}
