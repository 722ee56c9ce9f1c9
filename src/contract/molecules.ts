import { z } from "zod";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "../domain/plain-text.ts";
import { mergeBodySchema } from "./lookups.ts";
import { moleculeSchema } from "./public-reads.ts";
import { uploadNameField } from "./uploads.ts";

/**
 * The writes of target molecules (docs/product/api.md §5.12, §5.19): POST /api/molecules for
 * contributors, PUT /api/molecules/{id} and POST /api/molecules/{id}/merge for editors.
 */

const text = (max: number) =>
  z
    .string({ error: "must be a text" })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE);

const fields = {
  name: text(300).min(1, "must not be empty"),
  smiles: text(4000).min(1, "must not be empty").meta({ description: "The structure as a SMILES" }),
  upload: uploadNameField.meta({ description: "An uploaded PNG instead of a SMILES" }),
  formula: z
    .string({ error: "must be a text" })
    .meta({ description: "The formula of an uploaded PNG, typed in", example: "C10H16O" }),
};

/**
 * The structure rules of a new and a changed molecule: a SMILES or an upload, not both, and an
 * upload with its formula. True when the body breaks one (its issue is added to `ctx`).
 */
function structureRefused(
  body: { smiles?: string; upload?: string; formula?: string },
  ctx: z.RefinementCtx,
): boolean {
  if (body.smiles !== undefined && body.upload !== undefined) {
    ctx.addIssue({ code: "custom", path: ["upload"], message: "send either smiles or upload, not both" });
    return true;
  }
  if (body.upload !== undefined && body.formula === undefined) {
    ctx.addIssue({ code: "custom", path: ["formula"], message: "is needed with an uploaded image" });
    return true;
  }
  return false;
}

/**
 * `{name, smiles}` or `{name, upload, formula}`: one structure, either drawn from a SMILES or an
 * uploaded PNG whose formula is typed in.
 */
export const moleculeCreateSchema = z
  .object({
    name: fields.name,
    smiles: fields.smiles.optional(),
    upload: fields.upload.optional(),
    formula: fields.formula.optional(),
  })
  .superRefine((body, ctx) => {
    if (structureRefused(body, ctx)) return;
    if (body.smiles === undefined && body.upload === undefined) {
      ctx.addIssue({ code: "custom", path: ["smiles"], message: "send a smiles or an uploaded image" });
    }
  });

/** Any of the name and the structure (a SMILES, or an upload with its formula). */
export const moleculeUpdateSchema = z
  .object({
    name: fields.name.optional(),
    smiles: fields.smiles.optional(),
    upload: fields.upload.optional(),
    formula: fields.formula.optional(),
  })
  .superRefine((body, ctx) => {
    if (structureRefused(body, ctx)) return;
    if (body.smiles !== undefined && body.formula !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["formula"],
        message: "is computed from the smiles; leave it out",
      });
    }
  });

/** POST /api/molecules/{id}/merge: the id of the molecule to keep (the lookups' merge body). */
export const moleculeMergeSchema = mergeBodySchema;

/** The molecule as written (or kept by a merge), every molecule having a name. */
export const moleculeWriteAnswerSchema = moleculeSchema
  .extend({ name: z.string() })
  .meta({ id: "MoleculeRecord" });
export type MoleculeWriteAnswer = z.output<typeof moleculeWriteAnswerSchema>;
