import { z } from "zod";
import { isPlainText, isSingleLine, MULTI_LINE_MESSAGE, SINGLE_LINE_MESSAGE } from "./plain-text.ts";
import { referenceSchema, slugSchema } from "./synthesis-document.ts";

/** One line of user-written text (docs/decisions/security/0038-uploads-user-text-and-passwords.md, issue 22). */
const line = z.string().trim().refine(isSingleLine, SINGLE_LINE_MESSAGE);

/** Shapes of the reference-data files of data/demo (and of the matching editor payloads). */

export const reagentDocSchema = z.object({
  name: line.min(1).max(200),
  /** Molecular formula with real subscripts where it reads better (Pd(PPh₃)₄), or null. */
  formula: line
    .max(200)
    .nullish()
    .transform((v) => v ?? null),
  synonyms: z.array(line.min(1).max(200)).max(30).default([]),
});
export type ReagentDoc = z.infer<typeof reagentDocSchema>;

export const solventDocSchema = z.object({
  name: line.min(1).max(200),
  /** Other names and abbreviations ('DCM', 'methylene chloride' for CH₂Cl₂). */
  synonyms: z.array(line.min(1).max(200)).max(30).default([]),
});
/** As written in a file (synonyms may be left out: none). */
export type SolventDoc = z.input<typeof solventDocSchema>;

export const namedReactionDocSchema = z.object({
  name: line.min(1).max(200),
  url: slugSchema,
  short_description: line
    .max(500)
    .nullish()
    .transform((v) => v ?? null),
  /** Markdown; rendered sanitised on the page. */
  description: z
    .string()
    .trim()
    .refine(isPlainText, MULTI_LINE_MESSAGE)
    .max(50_000)
    .nullish()
    .transform((v) => v ?? null),
  synonyms: z.array(line.min(1).max(200)).max(20).default([]),
  /** Reaction SMILES (reactants>>products) from which the scheme image is drawn. */
  scheme_smiles: z
    .string()
    .trim()
    .max(4000)
    .nullish()
    .transform((v) => v ?? null),
  original_references: z.array(referenceSchema).max(20).default([]),
  review_references: z.array(referenceSchema).max(20).default([]),
});
export type NamedReactionDoc = z.infer<typeof namedReactionDocSchema>;

export const protectingGroupDocSchema = z.object({
  name: line.min(1).max(200),
  url: slugSchema,
  /** The protected functional group, e.g. "Alcohols". */
  protected: line.min(1).max(200),
  /** The protecting group as named in the page title, e.g. "TBS ether". */
  protector: line.min(1).max(200),
  smiles: z
    .string()
    .trim()
    .max(4000)
    .nullish()
    .transform((v) => v ?? null),
});
export type ProtectingGroupDoc = z.infer<typeof protectingGroupDocSchema>;
