import type { ApiErrorBody } from "../../../contract/errors.ts";
import type { CallResult } from "../../api-client/transport.ts";

/**
 * What the contribute, sign-up, reset and invitation pages say of a refusal. Their calls are typed
 * functions of src/web/api-client/ (contribute.ts, signup-link.ts, password-reset.ts,
 * invitation.ts), which answer a `CallResult` (transport.ts).
 */

/** One cause of a refusal (`problems` of a 422 `incomplete`), as the contract names it. */
export type Problem = NonNullable<ApiErrorBody["error"]["problems"]>[number];

/** The sentence for a refusal: the server's message, the wait of a 429, or a network failure. */
export function refusalText(result: CallResult): string {
  if (result.status === 429) {
    const minutes = Math.max(1, Math.ceil((result.retryAfter ?? 60) / 60));
    return `Too many attempts: please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  }
  if (result.status === 0) return "The server could not be reached: please try again.";
  return result.error?.message ?? `Something went wrong (HTTP ${result.status}).`;
}

/** A field error's text without the leading "field: " the API puts before it. */
export function fieldMessage(message: string, field: string): string {
  return message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
}
