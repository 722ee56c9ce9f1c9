import { createRoute } from "@hono/zod-openapi";
import { linkStatusAnswerSchema, linkStatusHeaders, linkStatusQuery } from "../../../contract/link-status.ts";
import { addressGroup, clientAddress } from "../../auth/client-address.ts";
import type { RateCounter } from "../../auth/rate-counter.ts";
import { tooManyRequests } from "../../http/errors.ts";
import { type ApiGroup, apiRoutes, errorAnswers, hookOf, json } from "../../http/registry.ts";
import type { Logger } from "../../logger.ts";
import { type LinkStatusDeps, linkStatus } from "./link-status.ts";

export interface LinkStatusMountDeps extends LinkStatusDeps {
  /** LINK_CHECK_MAX_PER_ADDRESS: checks per hour from one client address (IPv6: one /64). */
  checks: RateCounter;
  /** Take the client address from X-Forwarded-For (only behind our own reverse proxy). */
  trustProxy: boolean;
  logger: Logger;
}

const linkStatusRoute = createRoute({
  method: "get",
  path: "/link-status",
  tags: ["Accounts"],
  summary: "Whether an e-mailed link still works (anonymous; the token in X-Link-Token)",
  request: { query: linkStatusQuery, headers: linkStatusHeaders },
  responses: {
    200: json(linkStatusAnswerSchema, "What using the link now would meet (Cache-Control: no-store)"),
    ...errorAnswers({
      400: "invalid_input: a kind other than the three (field kind), a missing, empty or overlong token (field token)",
      429: "too_many_requests: past LINK_CHECK_MAX_PER_ADDRESS checks an hour; Retry-After",
    }),
  },
});

/**
 * The refusal of a bad kind or token, as before the route was declared: the token's header is
 * named `token`, and the kind is checked first (the query's schema runs before the headers').
 */
const hook = hookOf({ names: { "x-link-token": "token" } });

/**
 * GET /api/link-status?kind=… with the token in X-Link-Token (docs/product/api.md §5.13.5): what
 * the page of an e-mailed link shows before anyone types a password. Read-only (the link is not
 * spent, nothing is written, so no anti-forgery token is needed), anonymous, never cached, limited
 * per client address. The token travels in a header, not the address, so neither our request log
 * nor a proxy's access log can keep it.
 */
export function linkStatusMount(deps: LinkStatusMountDeps) {
  const router = apiRoutes().openapi(
    linkStatusRoute,
    async (c) => {
      c.header("Cache-Control", "no-store");
      const from = clientAddress(c, { trustProxy: deps.trustProxy });
      const wait = await deps.checks.attempt(addressGroup(from));
      if (wait > 0) {
        deps.logger.warn({ event: "link_status_refused", address: from }, "link check refused");
        throw tooManyRequests(wait);
      }
      const status = await linkStatus(deps, c.req.valid("query").kind, c.req.valid("header")["x-link-token"]);
      return c.json({ status }, 200);
    },
    hook,
  );
  return ({ api }: { api: ApiGroup }) => {
    api.route("/", router);
  };
}
