import type { z } from "zod";
import type { LinkStatusAnswer, linkStatusQuery } from "../../contract/link-status.ts";

/**
 * GET /api/link-status (docs/product/api.md §5.13.5): whether an e-mailed link still works, the token
 * in X-Link-Token, never in an address. Public pages call it, so it carries its own few lines of
 * transport instead of the editor's api.ts. Null when the check itself failed (network, 429, 5xx);
 * the answer is still read warily: a proxy may answer anything.
 */
export async function linkStatus(
  kind: z.input<typeof linkStatusQuery>["kind"],
  token: string,
): Promise<Partial<LinkStatusAnswer> | null> {
  try {
    const response = await fetch(`/api/link-status?kind=${kind}`, {
      credentials: "same-origin",
      headers: { Accept: "application/json", "X-Link-Token": token },
    });
    return response.ok ? ((await response.json()) as Partial<LinkStatusAnswer>) : null;
  } catch {
    return null;
  }
}
