import {
  formatAmount,
  formatAtmosphere,
  formatConcentration,
  selectivityLine,
} from "../reaction-record-texts.ts";
import type { ReactionDoc, ReferenceDoc, SynthesisDocument } from "../synthesis-document.ts";

/**
 * A reaction's facts as the RDfile and route exports write them: texts as the page reads them
 * ('LiAlH4 (1.5 equiv)', 'N₂', '0.1 M'). A fact the archive does not hold is left out, never filled.
 */
export interface ReactionFields {
  reagents: string[];
  solvents: string[];
  conditions: string[];
  yield: string | null;
  selectivity: string | null;
  namedReactions: string[];
}

export function reactionFields(r: ReactionDoc): ReactionFields {
  const conditions = [
    r.temperature,
    r.time,
    formatAtmosphere(r.atmosphere),
    r.neat ? "neat" : null,
    formatConcentration(r.concentration),
    r.special_condition,
  ].filter((c): c is string => Boolean(c?.trim()));
  return {
    reagents: r.reagents.map((g) => {
      const amount = formatAmount(g.amount);
      return amount ? `${g.name} (${amount})` : g.name;
    }),
    solvents: [...r.solvents],
    conditions,
    yield: r.yield?.trim() || null,
    selectivity: selectivityLine(r.selectivity, r.selectivities),
    namedReactions: [...r.named_reactions],
  };
}

/** A reference as one line: its citation, then its DOI (or its url) when it has one. */
export function referenceLine(ref: ReferenceDoc): string {
  const link = ref.doi ? `doi:${ref.doi}` : ref.url;
  return link ? `${ref.display} ${link}` : ref.display;
}

/** Every reaction of a document in order, with its part's number. */
export function reactionsOf(document: SynthesisDocument): { part: number; reaction: ReactionDoc }[] {
  return document.parts.flatMap((p) => p.reactions.map((reaction) => ({ part: p.number, reaction })));
}
