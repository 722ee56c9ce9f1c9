import { z } from "zod";
import { referenceFieldsAnswer } from "./references.ts";

/**
 * The answers of the public reads (syntheses, molecules, authors, named reactions, protecting
 * groups, reagents, solvents, references). Each names the fields pages and the editor rely on and
 * lets the rest through (`looseObject`): a page may read more, but never a field typed otherwise.
 */
const nullableNumber = z.number().nullable();

export const moleculeSummarySchema = z.looseObject({
  id: z.number(),
  name: z.string().nullable(),
  structure: z.string(),
  extension: z.string(),
  formula: z.string().nullable(),
  carbonCount: nullableNumber,
  width: nullableNumber,
  height: nullableNumber,
});

export const synthesisSummarySchema = z
  .looseObject({
    id: z.number(),
    year: z.number(),
    number_of_steps: z.number(),
    number_of_parts: z.number(),
    created_at: z.string(),
    molecule: moleculeSummarySchema,
    author: z.looseObject({ id: z.number(), firstName: z.string(), lastName: z.string(), url: z.string() }),
    submitter: z.object({ name: z.string() }).nullable(),
  })
  .meta({ id: "SynthesisSummary" });
export const synthesisListSchema = z.array(synthesisSummarySchema);

/** A reference: its display text (derived from its fields when it has them), DOI, url and fields. */
export const referenceSchema = z.looseObject({
  id: z.number(),
  display: z.string(),
  doi: z.string().nullable(),
  url: z.string().nullable(),
  type: z.string(),
  ...referenceFieldsAnswer,
});

/** RDKit's standard InChI and InChIKey of a molecule; null without a structure (an uploaded image). */
const moleculeIdentifiers = {
  inchi: z.string().nullable().meta({ description: "Standard InChI (RDKit); null without a structure" }),
  inchiKey: z
    .string()
    .nullable()
    .meta({ description: "Standard InChIKey (27 characters); null without a structure" }),
};

export const synthesisSchema = synthesisSummarySchema
  .extend({
    molecule: moleculeSummarySchema.extend(moleculeIdentifiers),
    references: z.array(referenceSchema),
    parts: z.array(z.looseObject({ id: z.number() })),
    route_figures: z.unknown(),
    /** The contributors whose corrections were published, the submitter left out (api.md §5.3.1). */
    corrected_by: z.array(z.string()),
    createdAtHuman: z.string(),
  })
  .meta({ id: "Synthesis" });
export const countSchema = z.object({ count: z.number() });

export const moleculeListItemSchema = moleculeSummarySchema.extend({
  syntheses_count: z.number(),
  synthesis_id: nullableNumber,
});
export const moleculeSchema = moleculeSummarySchema.extend({
  syntheses_count: z.number(),
  ...moleculeIdentifiers,
});
export const moleculePageSchema = moleculeSchema.extend({ syntheses: synthesisListSchema });

export const authorSchema = z
  .looseObject({
    id: z.number(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    url: z.string().nullable(),
    syntheses_count: z.number().optional(),
    pending: z.literal(true).optional(),
    editable: z.literal(true).optional(),
  })
  .meta({ id: "Author" });
export const authorPageSchema = authorSchema.extend({ syntheses: synthesisListSchema });

export const namedReactionListItemSchema = z.looseObject({
  id: z.number(),
  name: z.string().nullable(),
  url: z.string().nullable(),
  short_description: z.string().nullable(),
});
export const namedReactionPageSchema = namedReactionListItemSchema
  .extend({
    description: z.string().nullable(),
    synonyms: z.array(z.object({ id: z.number(), synonym: z.string() })),
    original_references: z.array(referenceSchema),
    review_references: z.array(referenceSchema),
    reactions: z.array(z.looseObject({ id: z.number() })),
  })
  .meta({ id: "NamedReaction" });

export const protectingGroupItemSchema = z.looseObject({
  id: z.number(),
  name: z.string().nullable(),
  url: z.string().nullable(),
});
export const protectingGroupPageSchema = protectingGroupItemSchema.extend({
  reactions: z.array(z.looseObject({ id: z.number() })),
});

export const lookupItemSchema = z.looseObject({ id: z.number(), name: z.string().nullable() });
export const lookupPageSchema = z.looseObject({ name: z.string() });
export const referenceListSchema = z.array(z.looseObject({ id: z.number() }));
