import { z } from "zod";

/** A large natural product's Molfile is some tens of KB; this leaves room and stops abuse. */
export const STRUCTURE_MAX_CHARS = 200_000;

const structureText = z
  .string({ error: "must be a text" })
  .max(STRUCTURE_MAX_CHARS, `must be at most ${STRUCTURE_MAX_CHARS} characters`);

/** POST /api/structures/preview: a SMILES or a Molfile (exactly one of them). */
export const structurePreviewRequestSchema = z.object({
  smiles: structureText.optional().meta({ description: "A SMILES", example: "CCO" }),
  molfile: structureText.optional().meta({ description: "A Molfile (V2000 or V3000)" }),
});
export type StructurePreviewRequest = { smiles: string } | { molfile: string };

/** The structure as the server read it: what the editor stores after Save and the page will show. */
export const structurePreviewSchema = z
  .object({
    smiles: z.string().meta({ description: "RDKit's canonical SMILES" }),
    formula: z.string().meta({ description: "The Hill formula" }),
    carbonCount: z.number(),
    svg: z.string().meta({ description: "The drawing (SVG text)" }),
    width: z.number(),
    height: z.number(),
  })
  .meta({ id: "StructurePreview" });
export type StructurePreview = z.infer<typeof structurePreviewSchema>;
