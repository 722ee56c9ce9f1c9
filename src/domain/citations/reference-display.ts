import { kindOf, type PersonName, type ReferenceFields } from "./reference-fields.ts";

/**
 * The one text a structured reference is shown as, in the short style of the American Chemical
 * Society's journals: "D. H. R. Barton, J. M. Beaton, J. Am. Chem. Soc. 1960, 82, 2641." Nobody types
 * it: it is derived from the fields whenever one is written, and a part that is not known is left
 * out (never "n.p." or "?").
 */

/** "D. H. R. Barton"; a name with no given names ("Huang-Minlon") stays as it is. */
export function personText(p: PersonName): string {
  return [p.given, p.family].filter(Boolean).join(" ");
}

/** "G. Stork, E. E. van Tamelen"; "… P. J. Reider et al." when the list is cut short. */
export function peopleText(people: PersonName[], etAl = false): string {
  const list = people.map(personText).join(", ");
  return etAl && list ? `${list} et al.` : list;
}

const joined = (...parts: (string | number | null | undefined)[]) =>
  parts.filter((p) => p !== null && p !== undefined && String(p) !== "").join(" ");

function segments(r: ReferenceFields): (string | number | null)[] {
  const authors = peopleText(r.authors, r.et_al);
  const kind = kindOf(r);
  switch (kind) {
    case "article":
      // A journal citation names the journal, not the title (the title is in the exports).
      return [authors, r.journal ? joined(r.journal, r.year) : joined(r.title, r.year), r.volume, r.pages];
    case "book": {
      const editors = r.editors.length
        ? ` (${peopleText(r.editors)}, ${r.editors.length > 1 ? "eds." : "ed."})`
        : "";
      return [authors, r.title ? `${r.title}${editors}` : editors.trim(), r.publisher, r.year];
    }
    case "patent":
      return [authors, r.title, joined(r.journal, r.volume), r.year];
    case "webpage":
      return [authors, r.title, r.journal, r.year];
    default:
      return [authors, r.title, joined(r.journal, r.year), r.volume, r.pages];
  }
}

/** The display text of a structured reference; "" when it has no field to show. */
export function referenceDisplay(r: ReferenceFields): string {
  let text = segments(r)
    .filter((s): s is string | number => s !== null && String(s).trim() !== "")
    .join(", ");
  if (r.note) text = text ? `${text} (${r.note})` : r.note;
  if (!text) return "";
  return text.endsWith(".") ? text : `${text}.`;
}
