import type { ReactionDoc, ReferenceDoc, SynthesisDocument } from "../../synthesis-document.ts";
import { ordConditions } from "./ord-conditions.ts";
import { ordInputs } from "./ord-inputs.ts";
import type { OrdData, OrdProvenance, OrdReaction } from "./ord-json.ts";
import { ordOutcome } from "./ord-outcome.ts";

/**
 * One published synthesis as ORD Reactions, one per step of every part (part 0 of a formal
 * synthesis included), in the document's order. Pure: the archive's address and the synthesis's
 * id and publication time come in `meta`. Facts the archive does not hold (masses, an e-mail, a
 * DOI it was not given) are left out, never made up.
 */

export interface OrdSynthesisMeta {
  /** The synthesis id: its page is `${origin}/syn/${id}`. */
  id: number;
  /** The archive's address, without a trailing slash. */
  origin: string;
  /** When the synthesis was published, as an ISO 8601 time. */
  createdAt: string;
}

/**
 * The DOI pattern ORD's validator accepts whole (ord_schema message_helpers.parse_doi): a DOI
 * holding other characters would be reported as "should be trimmed", so it goes into the metadata
 * and the publication address instead of `doi`.
 */
const ORD_DOI = /^10\.[\d.]+\/[a-zA-Z\d.-]+$/;

const doiAddress = (doi: string) => `https://doi.org/${doi.split("/").map(encodeURIComponent).join("/")}`;

/** The first reference with a DOI (else with an address) is the publication the provenance names. */
export function publicationOf(references: ReferenceDoc[]): { doi?: string; publicationUrl?: string } {
  const ref = references.find((r) => r.doi) ?? references.find((r) => r.url);
  if (!ref) return {};
  const out: { doi?: string; publicationUrl?: string } = {};
  if (ref.doi && ORD_DOI.test(ref.doi)) out.doi = ref.doi;
  const url = ref.url ?? (ref.doi ? doiAddress(ref.doi) : null);
  if (url) out.publicationUrl = url;
  return out;
}

function provenance(
  doc: SynthesisDocument,
  meta: OrdSynthesisMeta,
  part: number,
  reaction: ReactionDoc,
): OrdProvenance {
  const page = `${meta.origin}/syn/${meta.id}`;
  const metadata: Record<string, OrdData> = {
    archive_page: { url: page, description: "The synthesis on Synthesis Archive" },
    target: { stringValue: doc.molecule.name, description: "The synthesis's target molecule" },
    step: { stringValue: `part ${part}, step ${reaction.step}`, description: "Place in the route" },
  };
  doc.references.forEach((r, i) => {
    const data: OrdData = { stringValue: r.display, description: "A publication of the synthesis" };
    if (r.doi) data.description = `A publication of the synthesis, DOI ${r.doi}`;
    metadata[`reference_${i + 1}`] = data;
  });
  if (reaction.named_reactions.length > 0) {
    metadata.named_reactions = {
      stringValue: reaction.named_reactions.join(", "),
      description: "The archive's named-reaction identifiers",
    };
  }
  return {
    ...publicationOf(doc.references),
    recordCreated: {
      time: { value: meta.createdAt },
      person: { name: "Synthesis Archive contributors" },
      details: `Published on Synthesis Archive at ${page} (licence CC BY 4.0)`,
    },
    reactionMetadata: metadata,
  };
}

/** `substrates>>products` when every one of them has a SMILES; ORD reads it as the reaction. */
function reactionSmiles(reaction: ReactionDoc): string | null {
  const all = [...reaction.substrates, ...reaction.products];
  if (reaction.substrates.length === 0 || reaction.products.length === 0) return null;
  if (!all.every((c) => c.smiles)) return null;
  const side = (list: { smiles: string | null }[]) => list.map((c) => c.smiles?.trim()).join(".");
  return `${side(reaction.substrates)}>>${side(reaction.products)}`;
}

function ordReaction(
  doc: SynthesisDocument,
  meta: OrdSynthesisMeta,
  part: number,
  r: ReactionDoc,
): OrdReaction {
  const { inputs, unidentified } = ordInputs(r);
  const outcome = ordOutcome(r);
  const out: OrdReaction = { inputs, outcomes: [outcome], provenance: provenance(doc, meta, part, r) };
  const smiles = reactionSmiles(r);
  if (smiles) out.identifiers = [{ type: "REACTION_SMILES", value: smiles }];
  const conditions = ordConditions(r);
  if (conditions) out.conditions = conditions;
  const notes: string[] = [];
  if (r.comment) notes.push(r.comment);
  if (unidentified > 0) notes.push(`${unidentified} compound(s) drawn only as an image are not listed.`);
  if (!outcome.products && r.yield) notes.push(`Yield as published: ${r.yield}.`);
  if (notes.length > 0) out.notes = { procedureDetails: notes.join("\n") };
  return out;
}

export function ordReactionsOfSynthesis(doc: SynthesisDocument, meta: OrdSynthesisMeta): OrdReaction[] {
  return doc.parts.flatMap((part) => part.reactions.map((r) => ordReaction(doc, meta, part.number, r)));
}
