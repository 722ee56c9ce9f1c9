import { z } from "zod";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "../domain/plain-text.ts";
import { slugSchema } from "../domain/synthesis-document.ts";

/**
 * The editor's writes of lookup items (docs/product/api.md §5.6): the bodies of creating, changing
 * and merging authors, reagents and solvents and of creating a named reaction, and their answers.
 * A body may be left out (the route reads it as `{}`), so a create's fields default to "".
 */

/** A lookup item's name: stored trimmed; empty means "not named yet". */
export const nameField = z
  .string()
  .trim()
  .max(200, "must be at most 200 characters")
  .refine(isSingleLine, SINGLE_LINE_MESSAGE);

/** `POST /api/{authors|reagents|solvents}/{id}/merge`: the id of the item to keep. */
export const mergeBodySchema = z.object({
  into: z
    .number({ error: "must be the id of the item to keep" })
    .int("must be the id of the item to keep")
    .positive("must be the id of the item to keep"),
});

// ---- Authors ----

export const authorCreateSchema = z.object({
  firstName: nameField.default(""),
  lastName: nameField.default(""),
});
export const authorUpdateSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  /** Used only when an editor sends it; empty or absent keeps the current url. */
  url: z
    .string()
    .trim()
    .max(200, "must be at most 200 characters")
    .refine(
      (url) => url === "" || slugSchema.safeParse(url).success,
      "must be a lower-case slug (a-z, 0-9, -)",
    )
    .optional(),
});
/** An author as a write answers it ("" while not named yet). */
export const authorItemSchema = z.looseObject({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  url: z.string(),
  syntheses_count: z.number(),
});

// ---- Reagents ----

const synonymField = z
  .string()
  .max(200, "must be at most 200 characters")
  .refine(isSingleLine, SINGLE_LINE_MESSAGE);
const formulaField = z
  .string()
  .trim()
  .max(200, "must be at most 200 characters")
  .refine(isSingleLine, SINGLE_LINE_MESSAGE);
/** The whole set, as the list shows it ({id, synonym}) or as plain strings. */
const synonymsField = z
  .array(z.union([synonymField, z.object({ synonym: synonymField }).transform((s) => s.synonym)]))
  .max(100, "must hold at most 100 synonyms");

/** A new reagent: the name, and (the pickers' short form) its formula and synonyms in the same call. */
export const reagentCreateSchema = z.object({
  name: nameField.default(""),
  formula: formulaField.nullish(),
  synonyms: synonymsField.optional(),
});
export const reagentUpdateSchema = z.object({
  name: nameField,
  /** Absent: unchanged; null or empty: none. */
  formula: formulaField.nullish(),
  synonyms: synonymsField.optional(),
});
export const reagentItemSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  formula: z.string().nullable(),
  synonyms: z.array(z.object({ id: z.number(), synonym: z.string() })),
});

// ---- Solvents ----

/** A new solvent: the name, and its synonyms in the same call if given. */
export const solventCreateSchema = z.object({
  name: nameField.default(""),
  synonyms: synonymsField.optional(),
});
export const solventUpdateSchema = z.object({
  name: nameField,
  /** Absent: unchanged; else the whole set (as a reagent's). */
  synonyms: synonymsField.optional(),
});
export const solventItemSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  synonyms: z.array(z.object({ id: z.number(), synonym: z.string() })),
});

// ---- Named reactions (the other writes are the reference editors') ----

export const namedReactionCreateSchema = z.object({
  name: nameField.default(""),
  synonyms: z
    .array(z.string().max(200, "must be at most 200 characters").refine(isSingleLine, SINGLE_LINE_MESSAGE))
    .max(50)
    .default([]),
});
/** A new named reaction: its url is "" until it is named. */
export const namedReactionCreatedSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  synonyms: z.array(z.string()),
});
