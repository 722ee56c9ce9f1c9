import { type BodyOf, formAction } from "./api-routes.ts";
import { type CallResult, send } from "./transport.ts";

/**
 * The answers of a preview link's page (docs/product/api.md §5.16): anonymous, the token is the
 * credential, the XSRF-TOKEN cookie is fetched and echoed. The page is public and loads no editor code.
 */

/** Why an answer was refused: its status (0: the server could not be reached) and the server's message. */
export interface PreviewRefusal {
  status: number;
  message: string | null;
}

/** Null when the answer was taken (its body is not read). */
const refusalOf = (result: CallResult): PreviewRefusal | null =>
  result.status >= 200 && result.status < 300
    ? null
    : { status: result.status, message: result.error?.message ?? null };

/** POST /api/preview/{token}/approve: the submitter approves the draft as the link shows it. */
export const approvePreview = async (token: string) =>
  refusalOf(await send("post", "/api/preview/{token}/approve", { path: { token }, anonymous: true }));

/** POST /api/preview/{token}/answer: the submitter answers the editor instead. */
export const answerPreview = async (token: string, body: BodyOf<"post", "/api/preview/{token}/answer">) =>
  refusalOf(await send("post", "/api/preview/{token}/answer", { path: { token }, body, anonymous: true }));

/** Where each answer's form posts when the page's script has not run. */
export const previewActions = (token: string) => ({
  approve: formAction("/api/preview/{token}/approve", { path: { token } }),
  answer: formAction("/api/preview/{token}/answer", { path: { token } }),
});
