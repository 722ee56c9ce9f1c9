import type { StructurePreview, StructurePreviewRequest } from "../../contract/structures.ts";
import { api } from "./api.ts";

/**
 * The editor's calls of routes declared in the server's registry, typed from the same contract
 * (src/contract/) the routes validate with: a shape changed there changes here, or the build fails.
 * Types only are imported, so no schema code reaches the browser through this module.
 */
export const apiClient = {
  /** POST /api/structures/preview: the structure as the site would publish it (nothing stored). */
  previewStructure: (body: StructurePreviewRequest) =>
    api.post<StructurePreview>("/api/structures/preview", body),
};
