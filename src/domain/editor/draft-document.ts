import type { Selectivity } from "../reaction-records.ts";
import type { SynthesisDocumentInput } from "../synthesis-document.ts";
import type { DraftChemical, DraftReaction, SynthesisDraft } from "./draft.ts";

/**
 * A draft written back as a Synthesis document (what a saved draft stores and publishing checks):
 * editor ids and editor-only state (sequence, stage count, the special-reagent checkbox) are left out,
 * empty names become null. An incomplete draft gives an incomplete document (no molecule or author,
 * year 0), which the full schema refuses at publishing.
 */
export type DraftDocument = Omit<SynthesisDocumentInput, "molecule" | "author"> & {
  molecule: SynthesisDocumentInput["molecule"] | null;
  author: SynthesisDocumentInput["author"] | null;
};

/** A substrate's coefficient: null for one molecule, as a published document reads it back. */
const coefficient = (c: DraftChemical) => ({
  coefficient: c.coefficient && c.coefficient > 1 ? c.coefficient : null,
});

function chemical(c: DraftChemical) {
  return {
    name: c.name.trim() === "" ? null : c.name,
    smiles: c.smiles,
    ...(c.filename === null ? {} : { filename: c.filename }),
    ...(c.extension === null ? {} : { extension: c.extension }),
  };
}

/** The reaction's records (rules.md §3.7), empty (null, false, []) as a published document reads. */
function records(r: DraftReaction) {
  return {
    atmosphere: r.atmosphere ? structuredClone(r.atmosphere) : null,
    concentration: r.concentration ? { ...r.concentration } : null,
    neat: r.neat,
    selectivities: structuredClone(r.selectivities) as Selectivity[],
  };
}

export function draftToDocument(draft: SynthesisDraft): DraftDocument {
  return {
    molecule: draft.molecule ? { ...draft.molecule } : null,
    author: draft.author ? { ...draft.author } : null,
    year: draft.year,
    type_1: draft.type_1,
    type_2: draft.type_2,
    supp_steps: draft.supp_steps,
    comment: draft.comment,
    submitter: draft.submitter,
    references: draft.references.map((r) => ({ ...r })),
    parts: draft.parts.map((part) => ({
      number: part.number,
      comment: part.comment,
      reactions: part.reactions.map((r) => ({
        step: r.step,
        substrates: r.substrates.map((c) => ({ ...chemical(c), ...coefficient(c) })),
        products: r.products.map(chemical),
        reagents: r.reagents.map((g) => ({
          name: g.name,
          stage: g.stage,
          amount: g.amount ? { ...g.amount } : null,
        })),
        solvents: [...r.solvents],
        temperature: r.temperature,
        time: r.time,
        yield: r.yield,
        selectivity: r.selectivity,
        special_condition: r.special_condition,
        special_reagent: r.special_reagent ? chemical(r.special_reagent) : null,
        named_reactions: [...r.named_reactions],
        protecting_groups: r.protecting_groups.map((p) => ({ ...p })),
        comment: r.comment,
        ...records(r),
      })),
    })),
  };
}
