import { z } from "zod";
import { referenceSchema, slugSchema } from "./synthesis-document.ts";

/** Shapes of the reference-data files of data/demo (and of the matching editor payloads). */

export const reagentDocSchema = z.object({
  name: z.string().trim().min(1).max(200),
  /** Molecular formula with real subscripts where it reads better (Pd(PPh₃)₄), or null. */
  formula: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v ?? null),
  synonyms: z.array(z.string().trim().min(1).max(200)).max(30).default([]),
});
export type ReagentDoc = z.infer<typeof reagentDocSchema>;

export const solventDocSchema = z.object({ name: z.string().trim().min(1).max(200) });
export type SolventDoc = z.infer<typeof solventDocSchema>;

export const namedReactionDocSchema = z.object({
  name: z.string().trim().min(1).max(200),
  url: slugSchema,
  short_description: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v ?? null),
  /** Markdown; rendered sanitised on the page. */
  description: z
    .string()
    .trim()
    .max(50_000)
    .nullish()
    .transform((v) => v ?? null),
  synonyms: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
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
  name: z.string().trim().min(1).max(200),
  url: slugSchema,
  /** The protected functional group, e.g. "Alcohols". */
  protected: z.string().trim().min(1).max(200),
  /** The protecting group as named in the page title, e.g. "TBS ether". */
  protector: z.string().trim().min(1).max(200),
  smiles: z
    .string()
    .trim()
    .max(4000)
    .nullish()
    .transform((v) => v ?? null),
});
export type ProtectingGroupDoc = z.infer<typeof protectingGroupDocSchema>;
