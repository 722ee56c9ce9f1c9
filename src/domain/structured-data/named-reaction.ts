import type { NamedReactionPage } from "../views.ts";
import type { JsonLd } from "./json-ld.ts";
import { licensedPage, pageUrl, SCHEMA_ORG, scholarlyArticle } from "./json-ld.ts";

/**
 * A named reaction as a schema.org DefinedTerm: a name chemists use for a kind of reaction, defined
 * by its original publications, listed on the site's index of named reactions (its DefinedTermSet).
 * A reaction is a process, but schema.org has no type for a kind of chemical reaction; the page
 * defines a term, which is what DefinedTerm describes. Synonyms are `alternateName`; the original
 * and review publications the page lists are the works about it (`subjectOf`: DefinedTerm is not a
 * CreativeWork, so it cannot have a `citation`, nor a `license`: its page carries the licence).
 */
export function namedReactionPageJsonLd(
  origin: string,
  reaction: Pick<
    NamedReactionPage,
    "name" | "url" | "short_description" | "synonyms" | "original_references" | "review_references"
  >,
): JsonLd {
  const url = pageUrl(origin, `/named-reactions/${encodeURIComponent(reaction.url)}`);
  const block: JsonLd = {
    "@context": SCHEMA_ORG,
    "@type": "DefinedTerm",
    "@id": url,
    name: reaction.name,
    url,
    inDefinedTermSet: {
      "@type": "DefinedTermSet",
      "@id": pageUrl(origin, "/named-reactions"),
      name: "Named reactions",
    },
    mainEntityOfPage: licensedPage(url),
  };
  const description = reaction.short_description?.trim();
  if (description) block.description = description;
  const synonyms = reaction.synonyms.map((s) => s.synonym.trim()).filter((s) => s !== "");
  if (synonyms.length > 0) block.alternateName = synonyms;
  const works = [...reaction.original_references, ...reaction.review_references]
    .filter((r) => r.display.trim() !== "")
    .map(scholarlyArticle);
  if (works.length > 0) block.subjectOf = works;
  return block;
}
