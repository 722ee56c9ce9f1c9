import { z } from "zod";
import { isPlainText, isSingleLine, MULTI_LINE_MESSAGE, SINGLE_LINE_MESSAGE } from "../domain/plain-text.ts";
import { slugSchema } from "../domain/synthesis-document.ts";
import { UPLOAD_NAME } from "../domain/upload-name.ts";
import { nameField } from "./lookups.ts";
import { referenceFieldsAnswer, referenceInputSchema } from "./references.ts";

/**
 * The Named Reactions and Protecting Groups editors' calls (docs/product/api.md §5.18): the bodies
 * of their writes and previews, and the items as the editor shows them. A body's fields left out
 * keep their values.
 */

const line = (max: number) =>
  z
    .string({ error: "must be a text" })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE);

/** Another page address (a lower-case slug); blank keeps the current one. */
const urlField = z
  .string({ error: "must be a text" })
  .trim()
  .max(200, "must be at most 200 characters")
  .refine((url) => url === "" || slugSchema.safeParse(url).success, "must be a lower-case slug (a-z, 0-9, -)")
  .transform((url) => url || undefined)
  .optional();

/** An original or review reference of a named reaction (the rules of §5.8): as a synthesis's. */
const referenceInput = referenceInputSchema;

/** A drawing as a reaction SMILES, or an uploaded PNG (POST /api/uploads); null removes it. */
const picture = z
  .union(
    [
      z.object({
        smiles: z.string({ error: "must be a text" }).trim().min(1, "must not be empty").max(20_000),
      }),
      z.object({
        upload: z
          .string({ error: "must be a text" })
          .regex(UPLOAD_NAME, "must be the filename POST /api/uploads answered (upload-…)"),
      }),
    ],
    { error: "must be {smiles}, {upload} or null" },
  )
  .nullable()
  .optional();

/** PUT /api/named-reactions/{id}. */
export const namedReactionChangeSchema = z.object({
  name: nameField.optional(),
  url: urlField,
  synonyms: z.array(line(200)).max(50).optional(),
  short_description: line(500).nullable().optional(),
  description: z
    .string({ error: "must be a text" })
    .max(50_000, "must be at most 50000 characters")
    .refine(isPlainText, MULTI_LINE_MESSAGE)
    .nullable()
    .optional(),
  scheme: picture,
  mechanism: picture,
  original_references: z.array(referenceInput).max(20).optional(),
  review_references: z.array(referenceInput).max(20).optional(),
});
export type NamedReactionChange = z.input<typeof namedReactionChangeSchema>;

/** POST /api/protecting-groups: unnamed unless a name is sent (no body counts as `{}`). */
export const protectingGroupCreateSchema = z.object({ name: nameField.default("") });
export type ProtectingGroupCreate = z.input<typeof protectingGroupCreateSchema>;

/** PUT /api/protecting-groups/{id}; `structure` is a molecule SMILES, drawn by the server. */
export const protectingGroupChangeSchema = z.object({
  name: nameField.optional(),
  url: urlField,
  protected: line(200).optional(),
  protector: line(200).optional(),
  structure: z
    .object({ smiles: z.string({ error: "must be a text" }).trim().min(1, "must not be empty").max(4000) })
    .optional(),
});
export type ProtectingGroupChange = z.input<typeof protectingGroupChangeSchema>;

/** POST /api/structures/reaction-preview: a reaction SMILES (`reactants>agents>products`). */
export const reactionPreviewRequestSchema = z.object({
  smiles: z.string({ error: "must be a text" }).max(20_000, "must be at most 20000 characters"),
});

/** POST /api/markdown/preview: a description's Markdown. */
export const markdownPreviewRequestSchema = z.object({
  markdown: z.string({ error: "must be a text" }).max(50_000, "must be at most 50000 characters"),
});

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();
const editorReference = z.looseObject({
  id: z.number(),
  display: z.string(),
  doi: nullableText,
  url: nullableText,
  ...referenceFieldsAnswer,
});

/** A named reaction as the editor shows it: every field, with the SMILES its drawings came from. */
export const namedReactionEditSchema = z
  .looseObject({
    id: z.number(),
    name: z.string(),
    url: z.string(),
    short_description: nullableText,
    description: nullableText,
    description_html: nullableText,
    scheme_smiles: nullableText,
    scheme_filename: nullableText,
    scheme_extension: nullableText,
    scheme_width: nullableNumber,
    scheme_height: nullableNumber,
    mechanism_smiles: nullableText,
    mechanism_filename: nullableText,
    mechanism_extension: nullableText,
    synonyms: z.array(z.object({ id: z.number(), synonym: z.string() })),
    original_references: z.array(editorReference),
    review_references: z.array(editorReference),
    /** Without a description or a scheme. */
    incomplete: z.boolean(),
  })
  .meta({ id: "NamedReactionEdit" });
export type NamedReactionEdit = z.output<typeof namedReactionEditSchema>;

/** A protecting group as the editor shows it (`structure_filename` null while it has no structure). */
export const protectingGroupEditSchema = z
  .looseObject({
    id: z.number(),
    name: z.string(),
    url: z.string(),
    protected: z.string(),
    protector: z.string(),
    smiles: nullableText,
    structure_filename: nullableText,
    structure_extension: z.string(),
    structure_width: nullableNumber,
    structure_height: nullableNumber,
  })
  .meta({ id: "ProtectingGroupEdit" });
export type ProtectingGroupEdit = z.output<typeof protectingGroupEditSchema>;

/** The reaction as the server read it: each molecule canonical, drawn as a scheme is. Nothing is stored. */
export const reactionPreviewSchema = z.object({
  smiles: z.string(),
  svg: z.string(),
  width: z.number(),
  height: z.number(),
});
export type ReactionPreview = z.output<typeof reactionPreviewSchema>;

/** The public page's rendering of the Markdown. */
export const markdownPreviewSchema = z.object({ html: z.string() });
