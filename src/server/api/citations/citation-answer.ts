import { bibtex } from "../../../domain/citations/bibtex.ts";
import { citationSources } from "../../../domain/citations/citation-sources.ts";
import { cslJson } from "../../../domain/citations/csl-json.ts";
import { ris } from "../../../domain/citations/ris.ts";

/** The citation formats, each with its media type and file extension. */
export const CITATION_FORMATS = {
  ris: { type: "application/x-research-info-systems", extension: "ris", build: ris },
  bibtex: { type: "application/x-bibtex", extension: "bib", build: bibtex },
  csl: { type: "application/vnd.citationstyles.csl+json", extension: "json", build: cslJson },
} as const;
export type CitationFormat = keyof typeof CITATION_FORMATS;
export const CITATION_FORMAT_NAMES = Object.keys(CITATION_FORMATS) as CitationFormat[];

/** What a citation needs besides the synthesis: where and when its page is. */
export interface CitationPage {
  /** The site's public origin (PUBLIC_URL, else the request's). */
  origin: string;
  siteName: string;
  /** The page's last change (W3C datetime), or null. */
  changedAt: string | null;
}

/** Where a synthesis's page is and when it last changed: its origin is PUBLIC_URL, else the request's. */
export async function citationPageOf(
  deps: {
    publicUrl: string;
    siteName: string;
    citationDates: { synthesisChangedAt(id: number): Promise<string | null> };
  },
  id: number,
  requestUrl: string,
): Promise<CitationPage> {
  return {
    origin: deps.publicUrl.replace(/\/$/, "") || new URL(requestUrl).origin,
    siteName: deps.siteName,
    changedAt: await deps.citationDates.synthesisChangedAt(id),
  };
}

/**
 * The download of one synthesis's citations (the archive page, then its publications) in `format`,
 * as a file: any route that has the published synthesis may answer with it.
 */
export function citationAnswer(
  format: CitationFormat,
  synthesis: Parameters<typeof citationSources>[0],
  page: CitationPage,
): Response {
  const { type, extension, build } = CITATION_FORMATS[format];
  return new Response(build(citationSources(synthesis, page)), {
    status: 200,
    headers: {
      "Content-Type": `${type}; charset=utf-8`,
      "Content-Disposition": `attachment; filename="synthesis-${synthesis.id}.${extension}"`,
    },
  });
}
