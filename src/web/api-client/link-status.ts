import type { AnswerOf, Operation } from "./api-routes.ts";
import { send } from "./transport.ts";

/** The kinds of e-mailed link: signup, invitation, reset. */
type LinkKind = Operation<"get", "/api/link-status">["query"]["kind"];

/**
 * GET /api/link-status (docs/product/api.md §5.13.5): whether an e-mailed link still works, the
 * token in X-Link-Token, never in an address. Null when the check itself failed (network, 429,
 * 5xx); the answer is still read warily: a proxy may answer anything.
 */
export async function linkStatus(
  kind: LinkKind,
  token: string,
): Promise<Partial<AnswerOf<"get", "/api/link-status">> | null> {
  const result = await send("get", "/api/link-status", {
    query: { kind },
    headers: { "x-link-token": token },
  });
  return result.status >= 200 && result.status < 300 ? result.data : null;
}
