import { bibtex } from "./bibtex.ts";
import type { CitationSources } from "./citation-sources.ts";
import { cslJsonItems } from "./csl-json.ts";
import { ris } from "./ris.ts";

/**
 * The citations of several syntheses in one file (every route to one target, offered on its
 * molecule page): each synthesis's records in turn, exactly as its own file has them, so a reference
 * manager imports all routes at once. Record keys stay unique: each carries its synthesis's id.
 */

export function risOfRoutes(routes: readonly CitationSources[]): string {
  return routes.map(ris).join("");
}

export function bibtexOfRoutes(routes: readonly CitationSources[]): string {
  return routes.map(bibtex).join("\n");
}

/** One CSL-JSON array holding every route's items. */
export function cslJsonOfRoutes(routes: readonly CitationSources[]): string {
  return `${JSON.stringify(routes.flatMap(cslJsonItems), null, 2)}\n`;
}
