import type { PersonName } from "./reference-fields.ts";

/**
 * An author list as one line of the editor's form: "Barton, D. H. R.; Beaton, J. M." — each person
 * "Family, Given", people apart by semicolons. A name without a comma is a family name alone
 * ("Huang-Minlon").
 */
export function peopleInput(people: readonly PersonName[]): string {
  return people.map((p) => (p.given ? `${p.family}, ${p.given}` : p.family)).join("; ");
}

export function parsePeople(text: string): PersonName[] {
  return text
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part) => {
      const comma = part.indexOf(",");
      if (comma < 0) return { family: part, given: null };
      const given = part.slice(comma + 1).trim();
      return { family: part.slice(0, comma).trim(), given: given || null };
    })
    .filter((p) => p.family !== "");
}
