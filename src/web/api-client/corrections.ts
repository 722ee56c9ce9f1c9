import type { CorrectionAnswer, CorrectionBody } from "../../contract/corrections.ts";
import { sessionCall } from "./page-transport.ts";

/**
 * The 'Suggest a correction' page's call (docs/product/api.md §5.10.1), on the public pages'
 * transport so the page loads no editor code.
 */

/** POST /api/syntheses/{id}/corrections: the caller's revision draft, new (201) or already open (200). */
export const suggestCorrection = (csrfToken: string, synthesisId: number, body: CorrectionBody) =>
  sessionCall<CorrectionAnswer>("POST", `/api/syntheses/${synthesisId}/corrections`, csrfToken, body);
