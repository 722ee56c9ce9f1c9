import type { z } from "zod";
import type { structurePreviewRequestSchema, structurePreviewSchema } from "../../contract/structures.ts";
import { api } from "./api.ts";

/**
 * The editor's calls of the structure routes, typed from the contract (src/contract/) the routes
 * validate with: a shape changed there changes here, or the build fails. Like every module of
 * client/, it imports the contract's types only, so no schema code reaches the browser.
 */

/** POST /api/structures/preview: the structure as the site would publish it (nothing stored). */
export const previewStructure = (body: z.input<typeof structurePreviewRequestSchema>) =>
  api.post<z.output<typeof structurePreviewSchema>>("/api/structures/preview", body);
