import type { Hono } from "hono";
import { z } from "zod";
import { addressGroup, clientAddress } from "../../auth/client-address.ts";
import type { RateCounter } from "../../auth/rate-counter.ts";
import { LINK_KINDS, type LinkStatusDeps, linkStatus } from "../../commands/link-status.ts";
import { invalidInput, tooManyRequests } from "../../http/errors.ts";
import type { Logger } from "../../logger.ts";

export interface LinkStatusMountDeps extends LinkStatusDeps {
  /** LINK_CHECK_MAX_PER_ADDRESS: checks per hour from one client address (IPv6: one /64). */
  checks: RateCounter;
  /** Take the client address from X-Forwarded-For (only behind our own reverse proxy). */
  trustProxy: boolean;
  logger: Logger;
}

/** The header that carries the link's token: never in an address, where proxies would log it. */
export const LINK_TOKEN_HEADER = "X-Link-Token";

const querySchema = z.object({
  kind: z.enum(LINK_KINDS, { error: "must be signup, invitation or reset" }),
  token: z.string({ error: "is required" }).min(1, "is required").max(200, "must be at most 200 characters"),
});

/**
 * GET /api/link-status?kind=… with the token in X-Link-Token (docs/product/api.md §5.13.5): what
 * the page of an e-mailed link shows before anyone types a password. Read-only (the link is not
 * spent, nothing is written, so no anti-forgery token is needed), anonymous, never cached, limited
 * per client address. The token travels in a header, not the address, so neither our request log
 * nor a proxy's access log can keep it.
 */
export function linkStatusMount(deps: LinkStatusMountDeps) {
  return ({ api }: { api: Hono }) => {
    api.get("/link-status", async (c) => {
      c.header("Cache-Control", "no-store");
      const parsed = querySchema.safeParse({
        kind: c.req.query("kind"),
        token: c.req.header(LINK_TOKEN_HEADER),
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw invalidInput(String(issue?.path[0] ?? "kind"), issue?.message ?? "is invalid");
      }
      const from = clientAddress(c, { trustProxy: deps.trustProxy });
      const wait = await deps.checks.attempt(addressGroup(from));
      if (wait > 0) {
        deps.logger.warn({ event: "link_status_refused", address: from }, "link check refused");
        throw tooManyRequests(wait);
      }
      const status = await linkStatus(deps, parsed.data.kind, parsed.data.token);
      return c.json({ status }, 200);
    });
  };
}
