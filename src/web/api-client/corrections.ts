import type { BodyOf } from "./api-routes.ts";
import { send } from "./transport.ts";

/**
 * The 'Suggest a correction' page's call (docs/product/api.md §5.10.1), answering a `CallResult`
 * (transport.ts) so the page loads no editor code.
 */

/** POST /api/syntheses/{id}/corrections: the caller's revision draft, new (201) or already open (200). */
export const suggestCorrection = (
  csrfToken: string,
  synthesisId: number,
  body: BodyOf<"post", "/api/syntheses/{id}/corrections">,
) => send("post", "/api/syntheses/{id}/corrections", { path: { id: synthesisId }, body, csrfToken });
