import type { DoiCitation } from "../../contract/doi.ts";
import { api, doiPath } from "./api.ts";

/** GET /api/doi/{doi}: the DOI's citation in ACS style, its bare form and its doi.org link. */
export const lookUpDoi = (doi: string) => api.get<DoiCitation>(doiPath(doi));
