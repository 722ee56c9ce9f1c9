import type { z } from "zod";
import type { ApiErrorBody } from "../../contract/errors.ts";
import type { commentBodySchema } from "../../contract/review.ts";

/**
 * The answers of a preview link's page (docs/product/api.md §5.16): anonymous, the token is the
 * credential, the XSRF-TOKEN cookie is fetched and echoed as X-XSRF-TOKEN. The page is public and
 * loads no editor code: the calls carry their own few lines of transport instead of api.ts's.
 */

/** Why an answer was refused: its status (0: the server could not be reached) and the server's message. */
export interface PreviewRefusal {
  status: number;
  message: string | null;
}

/** Posts an answer; null when it was taken (its body, previewAnswerSchema, is not read). */
async function post(token: string, action: string, body?: unknown): Promise<PreviewRefusal | null> {
  try {
    await fetch("/sanctum/csrf-cookie", { credentials: "include" });
    const pair = document.cookie.split("; ").find((c) => c.startsWith("XSRF-TOKEN="));
    const response = await fetch(`/api/preview/${encodeURIComponent(token)}/${action}`, {
      method: "POST",
      credentials: "include",
      headers: {
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        Accept: "application/json",
        "X-XSRF-TOKEN": pair ? decodeURIComponent(pair.slice("XSRF-TOKEN=".length)) : "",
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.ok) return null;
    const json = (await response.json().catch(() => null)) as ApiErrorBody | null;
    return { status: response.status, message: json?.error?.message ?? null };
  } catch {
    return { status: 0, message: null };
  }
}

/** POST /api/preview/{token}/approve: the submitter approves the draft as the link shows it. */
export const approvePreview = (token: string) => post(token, "approve");

/** POST /api/preview/{token}/answer: the submitter answers the editor instead. */
export const answerPreview = (token: string, body: z.input<typeof commentBodySchema>) =>
  post(token, "answer", body);
