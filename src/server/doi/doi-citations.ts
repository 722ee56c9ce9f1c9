import { citationToLookUp, doiCitation } from "../../domain/doi-citation.ts";
import type { SynthesisDocument } from "../../domain/synthesis-document.ts";
import type { DoiResolver } from "./resolve-doi.ts";

/**
 * A checked document's references known only by their DOI (their text composed from the DOI by the
 * check) get the citation the resolver finds, asked for all at once outside any transaction; a
 * reference the resolver does not answer for (unknown DOI, resolver down or slow) keeps the composed
 * text, so publishing never waits on the resolver to succeed. Without a resolver, nothing changes.
 */
export async function withDoiCitations(
  document: SynthesisDocument,
  resolver: Pick<DoiResolver, "resolve"> | undefined,
): Promise<SynthesisDocument> {
  if (!resolver) return document;
  const references = await Promise.all(
    document.references.map(async (r) => {
      if (!r.doi || !citationToLookUp(r)) return r;
      try {
        const found = await resolver.resolve(r.doi);
        return found.display.trim() ? { ...r, display: found.display } : r;
      } catch {
        return { ...r, display: doiCitation(r.doi) };
      }
    }),
  );
  return { ...document, references };
}
