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
  /** Waits at most this long for all answers (a page being rendered); else the resolver's own limit. */
  waitMs?: number,
): Promise<SynthesisDocument> {
  if (!resolver) return document;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late =
    waitMs === undefined ? null : new Promise<null>((done) => (timer = setTimeout(done, waitMs, null)));
  const ask = async (doi: string): Promise<string | null> => {
    try {
      const found = (await resolver.resolve(doi)).display.trim();
      return found === "" ? null : found;
    } catch {
      return null;
    }
  };
  try {
    const references = await Promise.all(
      document.references.map(async (r) => {
        if (!r.doi || !citationToLookUp(r)) return r;
        const found = await (late ? Promise.race([ask(r.doi), late]) : ask(r.doi));
        return { ...r, display: found ?? doiCitation(r.doi) };
      }),
    );
    return { ...document, references };
  } finally {
    clearTimeout(timer);
  }
}
