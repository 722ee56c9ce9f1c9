import type { JsonLd } from "../../src/domain/structured-data/json-ld.ts";

/**
 * The properties each block must carry, as data (tests read them for the pure builders and the
 * rendered pages alike).
 * - MolecularEntity: the "Minimum" properties of the Bioschemas MolecularEntity profile, version
 *   0.5-RELEASE (7 April 2020), the current release: @context, @type, @id, dct:conformsTo,
 *   identifier, name, url.
 * - Dataset: Google's structured-data guidelines for datasets require name and description;
 *   schema.org itself requires nothing, so @context, @type, @id and url are our own minimum (every
 *   block names its page), and so is license (the archive's data licence, which the guidelines
 *   recommend).
 * - DefinedTerm and Person: schema.org requires no property; our minimum is a name and the page.
 * - ScholarlyArticle with a DOI: the citation text, the DOI as identifier and its doi.org link.
 */
export const REQUIRED_PROPERTIES: Record<string, readonly string[]> = {
  MolecularEntity: [
    "@context",
    "@type",
    "@id",
    "http://purl.org/dc/terms/conformsTo",
    "identifier",
    "name",
    "url",
  ],
  Dataset: ["@context", "@type", "@id", "url", "name", "description", "license"],
  DefinedTerm: ["@context", "@type", "@id", "name", "url"],
  Person: ["@context", "@type", "@id", "name", "url"],
  ScholarlyArticleWithDoi: ["@type", "name", "identifier", "sameAs"],
};

/** The required properties a block (the top level of a page's JSON-LD) lacks or leaves empty. */
export function missingProperties(block: JsonLd, kind: keyof typeof REQUIRED_PROPERTIES): string[] {
  return (REQUIRED_PROPERTIES[kind] ?? []).filter((name) => {
    const value = block[name];
    return value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
  });
}

/**
 * The licence a page's block states: its own `license` (a CreativeWork such as a Dataset), or that
 * of the page it is the main entity of (`mainEntityOfPage`: types without `license`, such as a
 * MolecularEntity, a DefinedTerm or a Person). Every page's block must state one.
 */
export function licenceOf(block: JsonLd): string | undefined {
  if (typeof block.license === "string") return block.license;
  const page = block.mainEntityOfPage;
  if (page && typeof page === "object" && !Array.isArray(page) && typeof page.license === "string") {
    return page.license;
  }
  return undefined;
}
