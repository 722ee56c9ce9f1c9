import { normalizeDoi } from "../../domain/doi.ts";
import { api } from "./api.ts";

/**
 * GET /api/doi/{doi}: the DOI's citation in ACS style, its bare form and its doi.org link. The DOI
 * goes in its stored form (a pasted `https://doi.org/…` or `doi:…` read as the server reads it).
 */
export const lookUpDoi = (doi: string) =>
  api.get("/api/doi/{doi}", { path: { doi: normalizeDoi(doi) ?? doi.trim() } });
