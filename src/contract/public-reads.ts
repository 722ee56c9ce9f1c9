import { z } from "zod";
import { referenceFieldsAnswer } from "./references.ts";

/**
 * The answers of the public reads (syntheses, molecules, authors, named reactions, protecting
 * groups, reagents, solvents, references). The lists the editor reads at start, their items and
 * the author and molecule reads are exact: every field the server sends, with its type, so the web
 * app's types come from here (docs/decisions/api/0143-exact-list-answers.md;
 * server/api/openapi/editor-answers.test.ts holds them to the repositories' types). The synthesis,
 * named-reaction and protecting-group pages name the fields pages rely on and let the rest through
 * (`.loose()`).
 */
const nullableNumber = z.number().nullable();
/** Marks only a signed-in viewer's lists carry: not accepted yet, and (a contributor's) still changeable. */
const pending = z.literal(true).optional();
const editable = z.literal(true).optional();
const synonymSchema = z.object({ id: z.number(), synonym: z.string() });

export const moleculeSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  structure: z.string(),
  extension: z.string(),
  formula: z.string().nullable(),
  carbonCount: nullableNumber,
  width: nullableNumber,
  height: nullableNumber,
});

export const synthesisSummarySchema = z
  .object({
    id: z.number(),
    year: z.number(),
    type_1: z.string(),
    type_2: z.string(),
    supp_steps: z.number(),
    comment: z.string(),
    number_of_steps: z.number(),
    number_of_parts: z.number(),
    created_at: z.string(),
    molecule: moleculeSummarySchema,
    author: z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), url: z.string() }),
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
  .loose()
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
  .object({
    id: z.number(),
    firstName: z.string(),
    lastName: z.string(),
    url: z.string(),
    syntheses_count: z.number(),
    pending,
    editable,
  })
  .meta({ id: "Author" });
export const authorPageSchema = authorSchema.extend({ syntheses: synthesisListSchema });

const namedReactionFields = {
  id: z.number(),
  name: z.string(),
  url: z.string(),
  short_description: z.string().nullable(),
  pending,
};
export const namedReactionListItemSchema = z.object({
  ...namedReactionFields,
  /** Signed-in lists: no description or no scheme yet (e.g. created by name from a synthesis). */
  incomplete: z.boolean().optional(),
});
export const namedReactionPageSchema = z
  .object({
    ...namedReactionFields,
    description: z.string().nullable(),
    synonyms: z.array(z.object({ id: z.number(), synonym: z.string() })),
    original_references: z.array(referenceSchema),
    review_references: z.array(referenceSchema),
    reactions: z.array(z.looseObject({ id: z.number() })),
  })
  .loose()
  .meta({ id: "NamedReaction" });

/** A protecting group; its structure image is `{structure_filename}.{structure_extension}`. */
const protectingGroupFields = {
  id: z.number(),
  name: z.string(),
  url: z.string(),
  protected: z.string(),
  protector: z.string(),
  structure_filename: z.string(),
  structure_extension: z.string(),
  structure_width: nullableNumber,
  structure_height: nullableNumber,
};
export const protectingGroupItemSchema = z.object({
  ...protectingGroupFields,
  /** Signed-in lists: the drawing's SMILES, for the sketcher. */
  smiles: z.string().nullable().optional(),
});
export const protectingGroupPageSchema = z
  .object({ ...protectingGroupFields, reactions: z.array(z.looseObject({ id: z.number() })) })
  .loose();

export const solventListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  synonyms: z.array(synonymSchema),
  pending,
  editable,
});
export const reagentListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  formula: z.string().nullable(),
  /** The structure an import drew for it (canonical SMILES); absent for most reagents. */
  smiles: z.string().optional(),
  synonyms: z.array(synonymSchema),
  pending,
  editable,
});
export const lookupPageSchema = z.looseObject({ name: z.string() });

/** A published synthesis's or a named reaction's reference, as the editor's list has it. */
export const referenceListItemSchema = z.object({
  id: z.number(),
  synthesis_id: nullableNumber,
  named_reaction_id: nullableNumber,
  type: z.string(),
  display: z.string(),
  doi: z.string().nullable(),
  url: z.string().nullable(),
  ...referenceFieldsAnswer,
});
export const referenceListSchema = z.array(referenceListItemSchema);
