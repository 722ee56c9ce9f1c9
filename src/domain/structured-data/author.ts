import type { JsonLd } from "./json-ld.ts";
import { investigator, licensedPage, SCHEMA_ORG } from "./json-ld.ts";

/**
 * An author page as a schema.org Person: the principal investigator's name, as stored (given and
 * family name apart), and the page's address as `@id` and `url`. The archive stores nothing else
 * about a person (no affiliation, no ORCID iD), so the block says nothing else but the page's
 * data licence (`mainEntityOfPage`).
 */
export function authorPageJsonLd(
  origin: string,
  author: { firstName: string; lastName: string; url: string },
): JsonLd {
  const person = investigator(origin, author);
  return {
    "@context": SCHEMA_ORG,
    ...person,
    "@id": person.url,
    mainEntityOfPage: licensedPage(person.url as string),
  };
}
