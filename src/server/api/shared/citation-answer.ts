import { z } from "@hono/zod-openapi";
import { bibtex } from "../../../domain/citations/bibtex.ts";
import { citationSources } from "../../../domain/citations/citation-sources.ts";
import { cslJson } from "../../../domain/citations/csl-json.ts";
import { ris } from "../../../domain/citations/ris.ts";
import { bibtexOfRoutes, cslJsonOfRoutes, risOfRoutes } from "../../../domain/citations/route-citations.ts";

/**
 * The citation formats, each with its media type, file extension, and the writers of one
 * synthesis's file and of several syntheses' (a molecule's routes) in one file.
 */
export const CITATION_FORMATS = {
  ris: { type: "application/x-research-info-systems", extension: "ris", build: ris, many: risOfRoutes },
  bibtex: { type: "application/x-bibtex", extension: "bib", build: bibtex, many: bibtexOfRoutes },
  csl: {
    type: "application/vnd.citationstyles.csl+json",
    extension: "json",
    build: cslJson,
    many: cslJsonOfRoutes,
  },
} as const;
export type CitationFormat = keyof typeof CITATION_FORMATS;
export const CITATION_FORMAT_NAMES = Object.keys(CITATION_FORMATS) as CitationFormat[];

/** The `format` parameter of the citation routes. */
export const citationFormatSchema = z
  .enum(CITATION_FORMAT_NAMES as [CitationFormat, ...CitationFormat[]], {
    message: `must be one of ${CITATION_FORMAT_NAMES.join(", ")}`,
  })
  .meta({ description: "ris (RIS), bibtex (BibTeX) or csl (CSL-JSON)", example: "ris" });

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
  const { build } = CITATION_FORMATS[format];
  return citationFile(format, build(citationSources(synthesis, page)), `synthesis-${synthesis.id}`);
}

/** A citation file to download: `name` is the file's name before its extension (safe characters only). */
export function citationFile(format: CitationFormat, text: string, name: string): Response {
  const { type, extension } = CITATION_FORMATS[format];
  return new Response(text, {
    status: 200,
    headers: {
      "Content-Type": `${type}; charset=utf-8`,
      "Content-Disposition": `attachment; filename="${name}.${extension}"`,
    },
  });
}
