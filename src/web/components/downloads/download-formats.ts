import { apiPath, type Operation } from "../../api-client/api-routes.ts";

/**
 * The files a reader can download from a synthesis or a molecule page, each a plain link to the API
 * (docs/product/api.md §5.3.3, §5.3.4 and "Downloads and exports"): the label, what the file holds,
 * and the `format` the route reads.
 */
export interface DownloadFormat<F extends string = string> {
  format: F;
  label: string;
  hint: string;
}

/** The formats of the citation files and of a synthesis's data files, as their routes declare them. */
export type CitationFormat = Operation<"get", "/api/syntheses/{id}/citation">["query"]["format"];
export type DataFormat = NonNullable<
  NonNullable<Operation<"get", "/api/syntheses/{id}/export">["query"]>["format"]
>;

/** The citation files, in the order reference managers are most often fed. */
export const CITATION_DOWNLOADS: readonly DownloadFormat<CitationFormat>[] = [
  { format: "ris", label: "RIS", hint: "EndNote, Zotero, Mendeley" },
  { format: "bibtex", label: "BibTeX", hint: "LaTeX" },
  { format: "csl", label: "CSL-JSON", hint: "pandoc, citeproc" },
];

/** The data files of one synthesis (GET /api/syntheses/{id}/export?format=…). */
export const DATA_DOWNLOADS: readonly DownloadFormat<DataFormat>[] = [
  { format: "sdf", label: "SDF", hint: "molecules" },
  { format: "rdf", label: "RDF", hint: "reactions" },
  { format: "json", label: "JSON", hint: "the whole synthesis" },
  { format: "ord", label: "ORD", hint: "Open Reaction Database" },
  { format: "route", label: "Route tree", hint: "AiZynthFinder" },
];

export const synthesisCitationHref = (id: number, format: CitationFormat) =>
  apiPath("/api/syntheses/{id}/citation", { path: { id }, query: { format } });
export const synthesisDataHref = (id: number, format: DataFormat) =>
  apiPath("/api/syntheses/{id}/export", { path: { id }, query: { format } });
export const moleculeCitationsHref = (id: number, format: CitationFormat) =>
  apiPath("/api/molecules/{id}/citations", { path: { id }, query: { format } });
