import { z } from "zod";
import { isStructured, type ReferenceFields } from "../citations/reference-fields.ts";
import { isOtherSchemeUrl } from "../display-rules.ts";
import {
  amountSchema,
  atmosphereSchema,
  coefficientSchema,
  concentrationSchema,
  selectivitiesSchema,
} from "../reaction-records.ts";
import { CHIRALITY_TYPES, PROTECTING_GROUP_LINKS, SYNTHESIS_TYPES } from "../synthesis-constants.ts";
import { emptySynthesisFields } from "./draft.ts";

/**
 * How a stored draft is read (draft-storage.ts opens it): a lenient schema, so a half-finished, old
 * or damaged draft still opens. Every field falls back to an empty value instead of failing.
 */

const text = z.string().catch("");
const maybeText = z.string().nullable().catch(null);
const id = z.number().int().positive().nullable().catch(null);
const whole = (fallback: number) => z.number().int().catch(fallback);
const flag = z.boolean().nullable().catch(null);

/** A list whose unreadable entries are dropped (and anything but an array is an empty list). */
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success && parsed.data !== null ? [parsed.data as NonNullable<z.output<T>>] : [];
      }),
    );

/** An entry named by a plain string (a Synthesis document) or by an object with an id (stored). */
const named = <Key extends "name" | "url">(key: Key) =>
  z.union([
    z.string().transform((value) => ({ id: null, name: key === "name" ? value : "", url: value })),
    z
      .object({ id, name: text, url: text })
      .transform((entry) => ({ ...entry, url: key === "url" ? entry.url : entry.name })),
  ]);

const chemicalIn = z
  .object({
    name: maybeText,
    smiles: maybeText,
    filename: maybeText,
    extension: z.enum(["png", "svg"]).nullable().catch(null),
    coefficient: coefficientSchema.nullable().catch(null),
  })
  .nullable()
  .catch(null);

/** A record that does not read as valid is left out (the draft opens without it). */
const record = <T extends z.ZodType>(schema: T) => schema.nullable().catch(null);

const reactionIn = z
  .object({
    step: z.number().int().nullable().catch(null),
    substrates: list(chemicalIn),
    products: list(chemicalIn),
    reagents: list(
      z.union([
        z.string().transform((name) => ({ id: null, name, stage: 1, amount: null })),
        z.object({ id, name: text, stage: whole(1), amount: record(amountSchema) }),
      ]),
    ),
    sequence: flag,
    stageCount: z.number().int().nullable().catch(null),
    solvents: list(named("name")),
    temperature: maybeText,
    time: maybeText,
    yield: maybeText,
    selectivity: maybeText,
    special_condition: maybeText,
    hasSpecialReagent: flag,
    special_reagent: chemicalIn,
    named_reactions: list(named("url")),
    protecting_groups: list(
      z
        .object({ id, url: z.string(), type: z.enum(PROTECTING_GROUP_LINKS) })
        .nullable()
        .catch(null),
    ),
    comment: text,
    atmosphere: record(atmosphereSchema),
    concentration: record(concentrationSchema),
    neat: z.boolean().catch(false),
    selectivities: selectivitiesSchema.catch([]),
  })
  .nullable()
  .catch(null);

export const storedDraftIn = z
  .object({
    molecule: z.object({ id, name: text, structure: text, smiles: maybeText }).nullable().catch(null),
    author: z
      .object({ id, firstName: text, lastName: text, url: z.string().nullable().catch("") })
      .nullable()
      .catch(null),
    year: whole(0),
    type_1: z.enum(SYNTHESIS_TYPES).catch("Total"),
    type_2: z.enum(CHIRALITY_TYPES).catch("Racemic"),
    supp_steps: whole(0),
    comment: text,
    submitter: maybeText,
    references: list(
      z
        // Kept whole: a reference's fields (authors, journal, year …) are checked when it is published.
        // One without a text string is kept only if it has fields (its text is derived from them).
        .looseObject({
          display: z.string().optional(),
          doi: maybeText,
          // A draft saved before drafts were checked may hold a `javascript:` address: dropped.
          url: maybeText.transform((url) => (isOtherSchemeUrl(url) ? null : url)),
        })
        .refine((r) => typeof r.display === "string" || isStructured(r as Partial<ReferenceFields>))
        .transform((r) => ({ ...r, display: r.display ?? "" }))
        .nullable()
        .catch(null),
    ),
    parts: list(
      z
        .object({
          number: z.number().int().nullable().catch(null),
          comment: text,
          reactions: list(reactionIn),
        })
        .nullable()
        .catch(null),
    ),
  })
  .catch(() => ({ ...emptySynthesisFields(), parts: [] }));

/** A chemical as read: null when unreadable. */
export type ChemicalIn = z.output<typeof chemicalIn>;
