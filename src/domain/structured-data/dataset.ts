import type { JsonLd } from "./json-ld.ts";
import { DATA_LICENSE, pageUrl, SCHEMA_ORG } from "./json-ld.ts";

/** One bulk download of the archive, as the /data page lists it. */
export interface BulkDownload {
  /** The file's path on this site (`/api/export/…`). */
  path: string;
  name: string;
  /** What it holds, as the page says it. */
  text: string;
  /** The media type the server sends it with, without parameters. */
  mediaType: string;
}

/**
 * The /data page as a schema.org Dataset (the properties Google's dataset guidelines ask for and
 * recommend): every published synthesis, under its licence, credited to the archive's contributors
 * as the page asks, with each bulk download as a DataDownload in `distribution`. `version` is the
 * data revision the page names and `dateModified` its last change, when the archive has one.
 */
export function dataPageJsonLd(
  origin: string,
  site: { siteName: string },
  data: { description: string; revision: number; changedAt: string | null; citation: string },
  downloads: readonly BulkDownload[],
): JsonLd {
  const url = pageUrl(origin, "/data");
  const archive: JsonLd = { "@type": "Organization", name: site.siteName, url: pageUrl(origin, "/") };
  const block: JsonLd = {
    "@context": SCHEMA_ORG,
    "@type": "Dataset",
    "@id": url,
    url,
    name: `${site.siteName}: recorded total syntheses`,
    description: data.description,
    license: DATA_LICENSE,
    isAccessibleForFree: true,
    creator: { "@type": "Organization", name: `${site.siteName} contributors`, url: pageUrl(origin, "/") },
    publisher: archive,
    version: String(data.revision),
    creditText: data.citation,
    keywords: ["total synthesis", "organic chemistry", "chemical reactions", "reaction data"],
    distribution: downloads.map((download) => ({
      "@type": "DataDownload",
      name: download.name,
      description: download.text,
      contentUrl: pageUrl(origin, download.path),
      encodingFormat: download.mediaType,
      license: DATA_LICENSE,
    })),
  };
  if (data.changedAt) block.dateModified = data.changedAt;
  return block;
}
