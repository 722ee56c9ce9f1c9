/**
 * The files a reader can download from a synthesis or a molecule page, each a plain link to the API
 * (docs/product/api.md §5.3.3, §5.3.4 and "Downloads and exports"): the label, what the file holds,
 * and the `format` the route reads.
 */
export interface DownloadFormat {
  format: string;
  label: string;
  hint: string;
}

/** The citation files, in the order reference managers are most often fed. */
export const CITATION_DOWNLOADS: readonly DownloadFormat[] = [
  { format: "ris", label: "RIS", hint: "EndNote, Zotero, Mendeley" },
  { format: "bibtex", label: "BibTeX", hint: "LaTeX" },
  { format: "csl", label: "CSL-JSON", hint: "pandoc, citeproc" },
];

/** The data files of one synthesis (GET /api/syntheses/{id}/export?format=…). */
export const DATA_DOWNLOADS: readonly DownloadFormat[] = [
  { format: "sdf", label: "SDF", hint: "molecules" },
  { format: "rdf", label: "RDF", hint: "reactions" },
  { format: "json", label: "JSON", hint: "the whole synthesis" },
  { format: "ord", label: "ORD", hint: "Open Reaction Database" },
  { format: "route", label: "Route tree", hint: "AiZynthFinder" },
];

export const synthesisCitationHref = (id: number, format: string) =>
  `/api/syntheses/${id}/citation?format=${format}`;
export const synthesisDataHref = (id: number, format: string) =>
  `/api/syntheses/${id}/export?format=${format}`;
export const moleculeCitationsHref = (id: number, format: string) =>
  `/api/molecules/${id}/citations?format=${format}`;
