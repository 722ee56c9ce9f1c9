import { z } from "zod";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "../plain-text.ts";

/**
 * A reference as data (docs/decisions/chemistry/0105-references-as-fields.md): who wrote it, where and when it
 * appeared, each in its own field, so that the page, RIS, BibTeX and CSL-JSON all render the same
 * facts. Every field is optional: a reference known only by its DOI, or an old one known only by
 * its display text, is still a reference. What is not known stays null, never guessed.
 */

export const REFERENCE_KINDS = ["article", "book", "patent", "webpage", "other"] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** A person as a citation names them: family name, and given names or initials ("D. H. R."). */
export interface PersonName {
  family: string;
  given: string | null;
}

export interface ReferenceFields {
  kind: ReferenceKind | null;
  authors: PersonName[];
  /** True when the author list ends in "et al." (the source names only the first authors). */
  et_al: boolean;
  /** A book's editors. */
  editors: PersonName[];
  title: string | null;
  /** The journal's abbreviation; a patent's office ("U.S. Patent"); a web page's site. */
  journal: string | null;
  /** A book's publisher. */
  publisher: string | null;
  year: number | null;
  /** The volume; a patent's number. */
  volume: string | null;
  issue: string | null;
  /** "2641" or "2641–2650". */
  pages: string | null;
  /** A short remark printed in parentheses after the citation: "communication", "highlight". */
  note: string | null;
}

/** The names of the structured fields, in the order the API and the data files list them. */
export const REFERENCE_FIELD_NAMES = [
  "kind",
  "authors",
  "et_al",
  "editors",
  "title",
  "journal",
  "publisher",
  "year",
  "volume",
  "issue",
  "pages",
  "note",
] as const;

export const NO_REFERENCE_FIELDS: ReferenceFields = {
  kind: null,
  authors: [],
  et_al: false,
  editors: [],
  title: null,
  journal: null,
  publisher: null,
  year: null,
  volume: null,
  issue: null,
  pages: null,
  note: null,
};

/** The kind a reference is cited as: its own, else an article when it names a journal. */
export function kindOf(r: Pick<ReferenceFields, "kind" | "journal">): ReferenceKind {
  return r.kind ?? (r.journal ? "article" : "other");
}

/** True when any field beyond the DOI and address is known: the display text is then derived. */
export function isStructured(r: Partial<ReferenceFields>): boolean {
  return Boolean(
    r.kind ||
      r.authors?.length ||
      r.editors?.length ||
      r.title ||
      r.journal ||
      r.publisher ||
      r.year ||
      r.volume ||
      r.issue ||
      r.pages,
  );
}

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** One line of text, at most `max` characters; blank is null. */
const textField = (max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: "must be a text" })
      .trim()
      .refine(isSingleLine, SINGLE_LINE_MESSAGE)
      .max(max, `must be at most ${max} characters`)
      .nullable(),
  );

export const personNameSchema = z.object({
  family: z
    .string({ error: "must be a text" })
    .trim()
    .refine(isSingleLine, SINGLE_LINE_MESSAGE)
    .min(1, "must not be empty")
    .max(200, "must be at most 200 characters"),
  given: textField(200)
    .optional()
    .transform((v) => v ?? null),
});

const people = z
  .array(personNameSchema, { error: "must be a list of {family, given}" })
  .max(200, "must list at most 200 people")
  .nullable();

/**
 * Each field as a request body may send it: null (or blank) clears it. Left out, it is undefined
 * (a PUT keeps the stored value); `referenceFieldsShape` fills in "not known" instead.
 */
export const referenceFieldSchemas = {
  kind: z.enum(REFERENCE_KINDS, { error: `must be one of ${REFERENCE_KINDS.join(", ")}` }).nullable(),
  authors: people,
  et_al: z.boolean({ error: "must be true or false" }).nullable(),
  editors: people,
  title: textField(1000),
  journal: textField(300),
  publisher: textField(300),
  year: z
    .number({ error: "must be a year such as 1960" })
    .int("must be a year such as 1960")
    .min(1500, "must be 1500 or later")
    .max(2200, "must be 2200 or earlier")
    .nullable(),
  volume: textField(50),
  issue: textField(50),
  /** A range is kept with an en dash: "2641–2650". */
  pages: textField(50).transform((v) => (v ? v.replace(/\s*[-–—]+\s*/, "–") : null)),
  note: textField(200),
};

/** The structured fields of a data file or a document, each optional; output: every field set. */
export const referenceFieldsShape = {
  kind: referenceFieldSchemas.kind.optional().transform((v) => v ?? null),
  authors: referenceFieldSchemas.authors.optional().transform((v) => v ?? []),
  et_al: referenceFieldSchemas.et_al.optional().transform((v) => v ?? false),
  editors: referenceFieldSchemas.editors.optional().transform((v) => v ?? []),
  title: referenceFieldSchemas.title.optional().transform((v) => v ?? null),
  journal: referenceFieldSchemas.journal.optional().transform((v) => v ?? null),
  publisher: referenceFieldSchemas.publisher.optional().transform((v) => v ?? null),
  year: referenceFieldSchemas.year.optional().transform((v) => v ?? null),
  volume: referenceFieldSchemas.volume.optional().transform((v) => v ?? null),
  issue: referenceFieldSchemas.issue.optional().transform((v) => v ?? null),
  pages: referenceFieldSchemas.pages.optional().transform((v) => v ?? null),
  note: referenceFieldSchemas.note.optional().transform((v) => v ?? null),
};

/** The fields of a value that may hold only some of them (a row, a document, an answer). */
export function referenceFieldsOf(
  r: { [K in keyof ReferenceFields]?: ReferenceFields[K] | null },
): ReferenceFields {
  return {
    kind: r.kind ?? null,
    authors: r.authors ?? [],
    et_al: r.et_al ?? false,
    editors: r.editors ?? [],
    title: r.title ?? null,
    journal: r.journal ?? null,
    publisher: r.publisher ?? null,
    year: r.year ?? null,
    volume: r.volume ?? null,
    issue: r.issue ?? null,
    pages: r.pages ?? null,
    note: r.note ?? null,
  };
}

/** The first and last page of `pages` ("2641–2650" → ["2641", "2650"]; "2641" → ["2641", null]). */
export function pageRange(pages: string | null): [string, string | null] | null {
  if (!pages) return null;
  const [first = "", last] = pages.split(/\s*[-–—]+\s*/);
  return [first, last ?? null];
}

/** People as a stored draft may hold them: only entries with a family name are kept. */
function peopleOf(value: unknown): PersonName[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((p): p is { family: string; given?: unknown } => typeof p?.family === "string" && p.family !== "")
    .map((p) => ({ family: p.family, given: typeof p.given === "string" && p.given ? p.given : null }));
}

/**
 * The fields of a reference read leniently (a draft, a row of the editor), all of them when it has
 * any and none when it is a text-only reference; values of the wrong type are "not known".
 */
export function fieldsIfAny(r: object): Partial<ReferenceFields> {
  const v = r as Record<string, unknown>;
  const text = (key: string) => (typeof v[key] === "string" && v[key] !== "" ? (v[key] as string) : null);
  const fields: ReferenceFields = {
    kind: (REFERENCE_KINDS as readonly unknown[]).includes(v.kind) ? (v.kind as ReferenceKind) : null,
    authors: peopleOf(v.authors),
    et_al: v.et_al === true,
    editors: peopleOf(v.editors),
    title: text("title"),
    journal: text("journal"),
    publisher: text("publisher"),
    year: typeof v.year === "number" && Number.isInteger(v.year) ? v.year : null,
    volume: text("volume"),
    issue: text("issue"),
    pages: text("pages"),
    note: text("note"),
  };
  return isStructured(fields) ? fields : {};
}
