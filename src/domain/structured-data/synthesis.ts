import type { SynthesisView } from "../views.ts";
import type { JsonLd } from "./json-ld.ts";
import { DATA_LICENSE, investigator, pageUrl, SCHEMA_ORG, scholarlyArticle } from "./json-ld.ts";
import { molecularEntity } from "./molecule.ts";

/**
 * A synthesis page as a schema.org Dataset: the recorded route (reactions, conditions, yields) is
 * data about its target, which the block names in `about` as a MolecularEntity. The principal
 * investigator, whose group made the route, is its `creator`; the publications the page lists are
 * its `citation`, each a ScholarlyArticle with its DOI; `license` is the data licence. `title` and `description` are the page's
 * own (its <title> and meta description), so the block says nothing the page does not.
 */
export function synthesisPageJsonLd(
  origin: string,
  synthesis: Pick<SynthesisView, "id" | "molecule" | "author" | "references" | "year">,
  page: { title: string; description: string; targetSmiles: string | null },
): JsonLd {
  const url = pageUrl(origin, `/syn/${synthesis.id}`);
  const block: JsonLd = {
    "@context": SCHEMA_ORG,
    "@type": "Dataset",
    "@id": url,
    url,
    identifier: url,
    name: page.title,
    description: page.description,
    about: molecularEntity(
      origin,
      {
        name: synthesis.molecule.name,
        structure: synthesis.molecule.structure,
        formula: synthesis.molecule.formula,
        smiles: page.targetSmiles,
        inchi: synthesis.molecule.inchi,
        inchiKey: synthesis.molecule.inchiKey,
      },
      false,
    ),
    creator: investigator(origin, synthesis.author),
    isAccessibleForFree: true,
    license: DATA_LICENSE,
  };
  const citations = synthesis.references.filter((r) => r.display.trim() !== "").map(scholarlyArticle);
  if (citations.length > 0) block.citation = citations;
  return block;
}
