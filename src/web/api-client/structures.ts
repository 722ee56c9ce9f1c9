import { api } from "./api.ts";
import type { BodyOf } from "./api-routes.ts";

/** POST /api/structures/preview: the structure as the site would publish it (nothing stored). */
export const previewStructure = (body: BodyOf<"post", "/api/structures/preview">) =>
  api.post("/api/structures/preview", { body });
