import { DATA_LICENCE_URL } from "../data-licence.ts";
import { doiHref, safeWebUrl } from "../display-rules.ts";
import type { ReferenceView } from "../views.ts";

/**
 * What every JSON-LD block of a page shares (docs/decisions/site/0078-structured-data-and-the-sitemap-lastmod.md "Structured data on pages and the
 * sitemap's lastmod"): the vocabulary, absolute addresses, publications and investigators. The page's
 * `meta` hands the block to React Router, which writes and escapes the <script> element.
 */

export const SCHEMA_ORG = "https://schema.org";

export type JsonLd = { [key: string]: JsonLdValue };
export type JsonLdValue = string | number | boolean | JsonLd | JsonLdValue[];

/** The page's absolute address: the canonical origin and the path, as the page's canonical link. */
export const pageUrl = (origin: string, path: string) => `${origin}${path}`;

/** The licence of every page's data (CC BY 4.0, as /data states it): a Dataset's `license`. */
export const DATA_LICENSE = DATA_LICENCE_URL;

/**
 * The page a block that is not a CreativeWork (a MolecularEntity, a DefinedTerm, a Person: types
 * without `license`) is the main entity of, with the licence of what the page says. It has no `@id`
 * of its own: the entity's `@id` is already the page's address, and the two are not one node.
 */
export function licensedPage(url: string): JsonLd {
  return { "@type": "WebPage", url, license: DATA_LICENSE };
}

/**
 * A publication as a ScholarlyArticle: the citation as the page shows it (`name`), its DOI as
 * identifier and https://doi.org/ link (`sameAs`), and its web address when the reference has one.
 * Nothing the stored reference lacks (authors, title, journal) is split out of the text.
 */
export function scholarlyArticle(ref: Pick<ReferenceView, "display" | "doi" | "url">): JsonLd {
  const article: JsonLd = { "@type": "ScholarlyArticle", name: ref.display.trim() };
  const doi = ref.doi?.trim();
  const doiUrl = doiHref(doi);
  if (doi && doiUrl) {
    article.identifier = { "@type": "PropertyValue", propertyID: "DOI", value: doi };
    article.sameAs = doiUrl;
  }
  const url = safeWebUrl(ref.url) ?? doiUrl;
  if (url) article.url = url;
  return article;
}

/** A principal investigator as schema.org Person, with their page on this site. */
export function investigator(
  origin: string,
  author: { firstName: string; lastName: string; url: string },
): JsonLd {
  return {
    "@type": "Person",
    name: `${author.firstName} ${author.lastName}`.trim(),
    givenName: author.firstName,
    familyName: author.lastName,
    url: pageUrl(origin, `/authors/${encodeURIComponent(author.url)}`),
  };
}
