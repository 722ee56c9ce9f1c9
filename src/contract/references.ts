import { z } from "zod";
import { referenceDisplay } from "../domain/citations/reference-display.ts";
import {
  isStructured,
  REFERENCE_KINDS,
  type ReferenceFields,
  referenceFieldSchemas,
  referenceFieldsOf,
} from "../domain/citations/reference-fields.ts";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "../domain/plain-text.ts";
import type { ReferenceDoc } from "../domain/synthesis-document.ts";
import { doiField } from "./doi-field.ts";

/**
 * A published synthesis's references (docs/product/api.md §5.8): the bodies of POST /api/references
 * and PUT /api/references/{id}, and the reference lists of the named-reaction editor. A reference
 * is its fields (authors, journal, year …), a DOI and a url; its display text is derived from the
 * fields. `display` alone is still accepted, for a reference whose fields nobody has entered; a
 * DOI alone is a reference too. The answer is the reference as public-reads.ts's referenceSchema
 * names it.
 */
const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
const id = z
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .positive("must be positive");

/** The content of a reference: every key optional (a PUT changes only the keys it sends). */
export const referenceContentShape = {
  display: z.preprocess(
    emptyToNull,
    z
      .string({ error: "must be a text" })
      .trim()
      .refine(isSingleLine, SINGLE_LINE_MESSAGE)
      .max(1000, "must be at most 1000 characters")
      .nullable()
      .optional(),
  ),
  doi: doiField.optional(),
  url: z.preprocess(
    emptyToNull,
    z
      .string({ error: "must be a text" })
      .trim()
      .max(2000, "must be at most 2000 characters")
      .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) address" }))
      .nullable()
      .optional(),
  ),
  kind: referenceFieldSchemas.kind.optional(),
  authors: referenceFieldSchemas.authors.optional(),
  et_al: referenceFieldSchemas.et_al.optional(),
  editors: referenceFieldSchemas.editors.optional(),
  title: referenceFieldSchemas.title.optional(),
  journal: referenceFieldSchemas.journal.optional(),
  publisher: referenceFieldSchemas.publisher.optional(),
  year: referenceFieldSchemas.year.optional(),
  volume: referenceFieldSchemas.volume.optional(),
  issue: referenceFieldSchemas.issue.optional(),
  pages: referenceFieldSchemas.pages.optional(),
  note: referenceFieldSchemas.note.optional(),
};

/** Why a reference with neither fields nor a text nor a DOI is refused (400 naming `display`). */
export const EMPTY_REFERENCE_MESSAGE = "needs its fields (authors, journal, year …), a display text or a DOI";

/**
 * The stored form of a reference's content: the fields, and the display text derived from them
 * (or the text given, for a reference without fields). Null when it has nothing to show.
 */
export type ReferenceBody = { display?: string | null; doi?: string | null; url?: string | null } & {
  [K in keyof ReferenceFields]?: ReferenceFields[K] | null;
};

export function referenceContent(body: ReferenceBody): ReferenceDoc | null {
  const parsed = referenceFieldsOf(body);
  const doi = typeof body.doi === "string" ? body.doi : null;
  const url = typeof body.url === "string" ? body.url : null;
  if (isStructured(parsed)) return { display: referenceDisplay(parsed), doi, url, ...parsed };
  const display = typeof body.display === "string" ? body.display : "";
  return display || doi ? { display, doi, url } : null;
}

const requireContent = (body: ReferenceBody, ctx: z.RefinementCtx) => {
  if (referenceContent(body) === null)
    ctx.addIssue({ code: "custom", path: ["display"], message: EMPTY_REFERENCE_MESSAGE });
};

const meta = {
  named_reaction_id: id.nullable().optional(),
  type: z
    .enum(["standard", "original", "review"], { error: "must be standard, original or review" })
    .optional(),
  /** The synthesis version the editor opened; a stale one is refused (409). */
  version: id.optional(),
};

// A client's own id for a new item (a timestamp) and, on PUT, synthesis_id are ignored.
export const referenceCreateSchema = z
  .object({ synthesis_id: id, ...meta, ...referenceContentShape })
  .superRefine(requireContent);
export const referenceUpdateSchema = z.object({ ...meta, ...referenceContentShape });

/** A reference of a named reaction as its editor sends it: the same content, whole. */
export const referenceInputSchema = z
  .object(referenceContentShape)
  .superRefine(requireContent)
  .transform((body) => referenceContent(body) as ReferenceDoc);

/** The fields of a reference in an answer (absent on a reference that has only a display text). */
const person = z.object({ family: z.string(), given: z.string().nullable() });
export const referenceFieldsAnswer = {
  kind: z.enum(REFERENCE_KINDS).nullable().optional(),
  authors: z.array(person).optional(),
  et_al: z.boolean().optional(),
  editors: z.array(person).optional(),
  title: z.string().nullable().optional(),
  journal: z.string().nullable().optional(),
  publisher: z.string().nullable().optional(),
  year: z.number().nullable().optional(),
  volume: z.string().nullable().optional(),
  issue: z.string().nullable().optional(),
  pages: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
};
