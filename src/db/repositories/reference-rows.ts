import type { Selectable } from "kysely";
import { referenceDisplay } from "../../domain/citations/reference-display.ts";
import {
  isStructured,
  type PersonName,
  REFERENCE_FIELD_NAMES,
  REFERENCE_KINDS,
  type ReferenceFields,
  type ReferenceKind,
  referenceFieldsOf,
} from "../../domain/citations/reference-fields.ts";
import type { ReferenceDoc } from "../../domain/synthesis-document.ts";
import type { ReferencesTable } from "../schema.ts";

/**
 * A reference between its row in `references` (0027) and the shape every reader sees: the display
 * text, the DOI, the url, and the fields when the row has them. A row that has fields stores their
 * derived text in `display` too, for older releases; when the two disagree, an older release has
 * changed the text since, and the text wins (the row reads as display-only).
 */

/** The columns a reference is read from. */
export const REFERENCE_COLUMNS = ["display", "doi", "url", ...REFERENCE_FIELD_NAMES] as const;

/** A reference's columns as the database stores them (fields as JSON text and 0/1), from the schema. */
export type ReferenceRow = Pick<Selectable<ReferencesTable>, (typeof REFERENCE_COLUMNS)[number]>;

function people(json: string | null): PersonName[] {
  if (!json) return [];
  try {
    const list: unknown = JSON.parse(json);
    if (!Array.isArray(list)) return [];
    return list
      .filter((p): p is { family: string; given?: unknown } => typeof p?.family === "string")
      .map((p) => ({ family: p.family, given: typeof p.given === "string" && p.given ? p.given : null }));
  } catch {
    return [];
  }
}

const kindOf = (kind: string | null): ReferenceKind | null =>
  (REFERENCE_KINDS as readonly string[]).includes(kind ?? "") ? (kind as ReferenceKind) : null;

/** The reference a row holds: its fields when it has them and its text still matches them. */
export function referenceFromRow(row: ReferenceRow): ReferenceDoc {
  const fields: ReferenceFields = {
    kind: kindOf(row.kind),
    authors: people(row.authors),
    et_al: row.et_al === 1,
    editors: people(row.editors),
    title: row.title,
    journal: row.journal,
    publisher: row.publisher,
    year: row.year === null ? null : Number(row.year),
    volume: row.volume,
    issue: row.issue,
    pages: row.pages,
    note: row.note,
  };
  const base = { display: row.display, doi: row.doi, url: row.url };
  if (!isStructured(fields) || referenceDisplay(fields) !== row.display) return base;
  return { ...base, ...fields };
}

/** The column values of a reference; a reference with fields stores its derived text. */
export function referenceRowValues(ref: ReferenceDoc): ReferenceRow {
  const fields = referenceFieldsOf(ref);
  if (!isStructured(fields)) {
    return {
      display: ref.display,
      doi: ref.doi,
      url: ref.url,
      kind: null,
      authors: null,
      et_al: null,
      editors: null,
      title: null,
      journal: null,
      publisher: null,
      year: null,
      volume: null,
      issue: null,
      pages: null,
      note: null,
    };
  }
  const list = (p: PersonName[]) =>
    p.length ? JSON.stringify(p.map((n) => ({ family: n.family, given: n.given }))) : null;
  return {
    display: referenceDisplay(fields),
    doi: ref.doi,
    url: ref.url,
    kind: fields.kind,
    authors: list(fields.authors),
    et_al: fields.et_al ? 1 : null,
    editors: list(fields.editors),
    title: fields.title,
    journal: fields.journal,
    publisher: fields.publisher,
    year: fields.year,
    volume: fields.volume,
    issue: fields.issue,
    pages: fields.pages,
    note: fields.note,
  };
}
