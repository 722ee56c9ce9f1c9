import { type ActionResult, edit, refuse, type SynthesisDraft } from "./draft.ts";

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

function normalise(input: ReferenceInput): Reference | null {
  const display = input.display.trim();
  return display ? { display, doi: blankToNull(input.doi), url: blankToNull(input.url) } : null;
}

/** Two references are the same when their DOIs match (ignoring case) or, without DOI, their texts. */
function same(a: Reference, b: Reference): boolean {
  if (a.doi && b.doi) return a.doi.toLowerCase() === b.doi.toLowerCase();
  return a.display === b.display;
}

const missingText = refuse("Enter the reference text.");
const duplicate = refuse("This reference is already in the list.", "warning");
const notFound = refuse("This reference is no longer in the list.");

export function addReference(draft: SynthesisDraft, args: { reference: ReferenceInput }): ActionResult {
  return edit(draft, (d) => {
    const reference = normalise(args.reference);
    if (!reference) return missingText;
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
    if (!reference) return missingText;
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
