import { z } from "zod";
import { referenceDisplay } from "./citations/reference-display.ts";
import { isStructured, type ReferenceFields, referenceFieldsShape } from "./citations/reference-fields.ts";
import { normalizeDoi } from "./doi.ts";
import { isPlainText, isSingleLine, MULTI_LINE_MESSAGE, SINGLE_LINE_MESSAGE } from "./plain-text.ts";
import {
  amountSchema,
  atmosphereSchema,
  coefficientSchema,
  concentrationSchema,
  NEAT_WITH_SOLVENT,
  selectivitiesSchema,
} from "./reaction-records.ts";
import {
  CHIRALITY_TYPES,
  MIN_YEAR,
  maxYear,
  PROTECTING_GROUP_LINKS,
  SYNTHESIS_TYPES,
} from "./synthesis-constants.ts";
import { yieldBoundsIssue } from "./yield-bounds.ts";

/**
 * The Synthesis document: one whole synthesis as plain JSON. It is the shape of the demo dataset
 * files, of `synthesis_json` of unpublished syntheses, of the editor's draft, and the input of the
 * publish command. Reference data (reagents, solvents, named reactions, protecting groups) is named
 * by its unique name or url; publishing refuses names that do not exist.
 */

export {
  CHIRALITY_TYPES,
  MIN_YEAR,
  maxYear,
  PROTECTING_GROUP_LINKS,
  REFERENCE_TYPES,
  SYNTHESIS_TYPES,
} from "./synthesis-constants.ts";

const trimmed = z.string().trim();
/** One line of user-written text: names, conditions, display texts (docs/decisions/security/0038-uploads-user-text-and-passwords.md, issue 22). */
const line = trimmed.refine(isSingleLine, SINGLE_LINE_MESSAGE);
/** A comment: several lines. */
const comment = trimmed.refine(isPlainText, MULTI_LINE_MESSAGE).max(4000).default("");
const optionalText = line
  .max(2000)
  .nullish()
  .transform((v) => (v ? v : null));

/** A url slug: lower-case letters, digits and single dashes. */
export const slugSchema = trimmed.regex(
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  "must be a lower-case slug (a-z, 0-9, -)",
);

/** A DOI in any form people paste (domain/doi.ts), kept in its one stored form. */
export const doiSchema = z.string().transform((text, ctx) => {
  const doi = normalizeDoi(text);
  if (doi === null) ctx.addIssue({ code: "custom", message: "must be a DOI such as 10.1021/ja00000a000" });
  return doi ?? "";
});

/**
 * A reference: its fields (authors, journal, year …, domain/citations/reference-fields.ts), a DOI and
 * an address. The display text of a reference with fields is derived from them (a `display` given
 * with fields is ignored); a reference written before references had fields is its `display` text
 * alone, and one known only by its DOI has an empty display text.
 */
export const referenceSchema = z
  .object({
    display: line.max(1000).nullish(),
    doi: doiSchema.nullish().transform((v) => v ?? null),
    url: z
      .url({ protocol: /^https?$/, error: "must be an http(s) address" })
      .nullish()
      .transform((v) => v ?? null),
    ...referenceFieldsShape,
  })
  .superRefine((r, ctx) => {
    if (!r.display && !r.doi && !isStructured(r)) {
      ctx.addIssue({
        code: "custom",
        path: ["display"],
        message: "needs its fields, a display text or a DOI",
      });
    }
  })
  .transform(({ display, doi, url, ...fields }): ReferenceDoc => {
    if (!isStructured(fields)) return { display: display ?? "", doi, url };
    return { display: referenceDisplay(fields), doi, url, ...fields };
  });
/** The display text of a reference as a draft may hold it (fields possibly unchecked yet). */
export function referenceText(r: { display?: string | null }): string {
  const parsed = referenceSchema.safeParse(r);
  return (parsed.success ? parsed.data.display : (r.display ?? "")).trim();
}

/** A reference as stored: a display-only one has no fields; one with fields has them all. */
export type ReferenceDoc = {
  display: string;
  doi: string | null;
  url: string | null;
} & Partial<ReferenceFields>;

const chemicalFields = {
  name: optionalText,
  smiles: trimmed
    .min(1)
    .max(4000)
    .nullish()
    .transform((v) => v ?? null),
  filename: trimmed.regex(/^[A-Za-z0-9_-]+$/, "must be a plain file name without extension").nullish(),
  extension: z.enum(["png", "svg"]).nullish(),
};
const hasImage = (c: { smiles: string | null; filename?: string | null }) => Boolean(c.smiles || c.filename);
const imageIssue = { message: "needs a smiles or an image filename", path: ["smiles"] };

/** A structure drawn on a scheme: rendered from SMILES, or an uploaded PNG named by `filename`. */
export const chemicalSchema = z.object(chemicalFields).refine(hasImage, imageIssue);
export type ChemicalDoc = z.infer<typeof chemicalSchema>;

/** A substrate may be used more than once (a dimerisation): 1, the default, is stored as null. */
export const substrateSchema = z
  .object({
    ...chemicalFields,
    coefficient: coefficientSchema.nullish().transform((v) => (v === 1 ? null : (v ?? null))),
  })
  .refine(hasImage, imageIssue);
export type SubstrateDoc = z.infer<typeof substrateSchema>;

export const reagentUseSchema = z.object({
  name: line.min(1).max(200),
  /** 1 = no sequence given; 2, 3 … = the order in which reagents were added. 0 matches any stage. */
  stage: z.number().int().min(0).max(20).default(1),
  /** Equivalents, or mol % for a catalyst (rules.md §3.7). */
  amount: amountSchema.nullish().transform((v) => v ?? null),
});

export const protectingGroupUseSchema = z.object({
  url: slugSchema,
  type: z.enum(PROTECTING_GROUP_LINKS),
});

export const reactionSchema = z
  .object({
    step: z.number().int().min(1).max(1000),
    substrates: z.array(substrateSchema).max(20).default([]),
    products: z.array(chemicalSchema).max(20).default([]),
    reagents: z.array(reagentUseSchema).max(50).default([]),
    solvents: z.array(line.min(1).max(200)).max(20).default([]),
    /** Display texts (docs/product/rules.md §3.3): '-78 °C', 'RT', '2 h', 'ON', '85%', '60% (3 steps)'. */
    temperature: optionalText,
    time: optionalText,
    yield: optionalText,
    selectivity: optionalText,
    special_condition: optionalText,
    special_reagent: chemicalSchema.nullish().transform((v) => v ?? null),
    named_reactions: z.array(slugSchema).max(10).default([]),
    protecting_groups: z.array(protectingGroupUseSchema).max(10).default([]),
    comment,
    /** What a chemist records besides the texts (rules.md §3.7); empty in older documents. */
    atmosphere: atmosphereSchema.nullish().transform((v) => v ?? null),
    concentration: concentrationSchema.nullish().transform((v) => v ?? null),
    neat: z.boolean().default(false),
    selectivities: selectivitiesSchema.default([]),
  })
  .superRefine((r, ctx) => {
    if (r.neat && r.solvents.length > 0) {
      ctx.addIssue({ code: "custom", path: ["neat"], message: NEAT_WITH_SOLVENT });
    }
    const yieldIssue = yieldBoundsIssue(r.yield);
    if (yieldIssue) ctx.addIssue({ code: "custom", path: ["yield"], message: yieldIssue });
  });
export type ReactionDoc = z.infer<typeof reactionSchema>;

export const partSchema = z.object({
  /** 0 is the "remaining steps" of an earlier route that a Formal synthesis intercepts. */
  number: z.number().int().min(0).max(100),
  comment,
  reactions: z.array(reactionSchema).min(1).max(500),
});
export type PartDoc = z.infer<typeof partSchema>;

export const synthesisDocumentSchema = z
  .object({
    molecule: z.object({
      name: line.min(1).max(300),
      /** Image base name and URL identifier of the molecule. */
      structure: slugSchema,
      smiles: trimmed
        .min(1)
        .max(4000)
        .nullish()
        .transform((v) => v ?? null),
    }),
    author: z.object({
      firstName: line.min(1).max(100),
      lastName: line.min(1).max(100),
      url: slugSchema,
    }),
    year: z.number().int().min(MIN_YEAR),
    type_1: z.enum(SYNTHESIS_TYPES),
    type_2: z.enum(CHIRALITY_TYPES),
    /** Formal only: steps of the earlier route to the target that part 0 does not draw (0 to 100). */
    supp_steps: z.number().int().min(0).max(100).default(0),
    comment,
    submitter: optionalText,
    references: z.array(referenceSchema).max(50).default([]),
    parts: z.array(partSchema).min(1).max(100),
  })
  .superRefine((doc, ctx) => {
    if (doc.year > maxYear()) {
      ctx.addIssue({ code: "custom", path: ["year"], message: `must be at most ${maxYear()}` });
    }
    // The earlier route's remaining steps must be accounted for: drawn as part 0, or counted in
    // supp_steps (the steps part 0 does not draw), or both.
    if (doc.type_1 === "Formal" && doc.supp_steps < 1 && !doc.parts.some((p) => p.number === 0)) {
      ctx.addIssue({
        code: "custom",
        path: ["supp_steps"],
        message: "a Formal synthesis needs a part 0 or 1 to 100 supp_steps",
      });
    }
    const numbers = new Set<number>();
    doc.parts.forEach((part, i) => {
      if (numbers.has(part.number)) {
        ctx.addIssue({
          code: "custom",
          path: ["parts", i, "number"],
          message: "part numbers must be unique",
        });
      }
      numbers.add(part.number);
      if (part.number === 0 && doc.type_1 !== "Formal") {
        ctx.addIssue({
          code: "custom",
          path: ["parts", i, "number"],
          message: "only a Formal synthesis has a part 0",
        });
      }
      const steps = new Set<number>();
      part.reactions.forEach((reaction, j) => {
        if (steps.has(reaction.step)) {
          ctx.addIssue({
            code: "custom",
            path: ["parts", i, "reactions", j, "step"],
            message: "steps must be unique within a part",
          });
        }
        steps.add(reaction.step);
      });
    });
  });

export type SynthesisDocument = z.infer<typeof synthesisDocumentSchema>;
export type SynthesisDocumentInput = z.input<typeof synthesisDocumentSchema>;
