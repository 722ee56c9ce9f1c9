import { normalizeDoi, sameDoi, splitCitation } from "../doi.ts";
import { citationToLookUp } from "../doi-citation.ts";
import { type ActionResult, edit, type Refusal, refuse, type SynthesisDraft } from "./draft.ts";

/**
 * The references of a draft (an unpublished synthesis keeps them in its document; a published one
 * uses the reference calls instead): add, change and delete as pure actions.
 */

export interface ReferenceInput {
  readonly display: string;
  readonly doi?: string | null;
  readonly url?: string | null;
}

type Reference = SynthesisDraft["references"][number];

const blankToNull = (text: string | null | undefined) => {
  const t = (text ?? "").trim();
  return t === "" ? null : t;
};

const missingText = refuse("Enter the reference text or its DOI.");
const notADoi = refuse("This is not a DOI: a DOI looks like 10.1021/ja00000a000.");
const duplicate = refuse("This reference is already in the list.", "warning");

/**
 * The reference to store: texts trimmed, blanks null, the DOI in its one form (domain/doi.ts). A
 * DOI typed or pasted where the text goes, without a DOI of its own, becomes the DOI: the whole
 * text (its citation text is then looked up or typed later, so a reference may have a DOI and no
 * text yet) or a DOI ending the citation.
 */
function normalise(input: ReferenceInput): Reference | Refusal {
  let display = input.display.trim();
  const doiText = (input.doi ?? "").trim();
  let doi: string | null = null;
  if (doiText !== "") {
    doi = normalizeDoi(doiText);
    if (doi === null) return notADoi;
  } else {
    ({ display, doi } = splitCitation(display));
  }
  if (display === "" && doi === null) return missingText;
  return { display, doi, url: blankToNull(input.url) };
}

/** Two references are the same when their DOIs match (ignoring case) or, without DOI, their texts. */
function same(a: Reference, b: Reference): boolean {
  if (a.doi && b.doi) return sameDoi(a.doi, b.doi);
  return a.display === b.display;
}

const notFound = refuse("This reference is no longer in the list.");

export function addReference(draft: SynthesisDraft, args: { reference: ReferenceInput }): ActionResult {
  return edit(draft, (d) => {
    const reference = normalise(args.reference);
    if ("ok" in reference) return reference;
    if (d.references.some((r) => same(r, reference))) return duplicate;
    d.references.push(reference);
    return {};
  });
}

export function updateReference(
  draft: SynthesisDraft,
  args: { index: number; reference: ReferenceInput },
): ActionResult {
  return edit(draft, (d) => {
    if (!d.references[args.index]) return notFound;
    const reference = normalise(args.reference);
    if ("ok" in reference) return reference;
    if (d.references.some((r, i) => i !== args.index && same(r, reference))) return duplicate;
    d.references[args.index] = reference;
    return {};
  });
}

export function removeReference(draft: SynthesisDraft, args: { index: number }): ActionResult {
  return edit(draft, (d) => {
    if (!d.references[args.index]) return notFound;
    d.references.splice(args.index, 1);
    return {};
  });
}

/**
 * The citation text the DOI resolver found for a reference's DOI (docs/decisions/editor/0057-references-from-a-doi-and-links-already-used.md "References from
 * a DOI"): it fills the text of each reference with that DOI whose text is still empty (or only
 * 'DOI: {doi}', doi-citation.ts). A text the
 * contributor typed meanwhile wins, and a reference deleted meanwhile stays deleted: then nothing
 * changes (and no Undo step is made).
 */
export function completeCitation(
  draft: SynthesisDraft,
  args: { doi: string; display: string },
): ActionResult {
  const display = args.display.trim();
  // Empty, or only the text composed from the DOI (a synthesis published before the resolver answered).
  const waiting = (r: Reference) => r.doi !== null && sameDoi(r.doi, args.doi) && citationToLookUp(r);
  if (display === "" || !draft.references.some(waiting)) return { ok: true, draft };
  return edit(draft, (d) => {
    d.references = d.references.map((r) => (waiting(r) ? { ...r, display } : r));
    return {};
  });
}
