import type { Context } from "hono";
import type { AccountLimits } from "../../auth/account-limits.ts";
import { clientAddress } from "../../auth/client-address.ts";
import { bodyLimit } from "../../http/body-limit.ts";
import { tooManyRequests } from "../../http/errors.ts";
import type { Logger } from "../../logger.ts";

/** What the account routes (routes.ts) and the password routes (password-routes.ts) share. */

/** Every body here is a few short strings: refuse anything large before reading it. */
export const smallBody = bodyLimit(16 * 1024);

export const tags = ["Accounts"];

export const bodyRefusals = {
  400: "invalid_input (field names it), invalid_json",
  413: "payload_too_large",
  415: "unsupported_media_type",
  419: "csrf_token_mismatch: X-XSRF-TOKEN does not echo the XSRF-TOKEN cookie",
};

/** The refusals of a call that spends a link's token (invitations, password resets). */
export const linkRefusals = {
  ...bodyRefusals,
  400: "invalid_input (field names it), invalid_json, invalid_token: the link was never issued (field token)",
  410: "token_used, token_expired: the link was used, replaced or has expired (field token)",
  429: "too_many_requests (Retry-After)",
};

/** The caller's address, and a 429 (logged) when an account limit says to wait. */
export function accountLimitGuards(deps: { trustProxy: boolean; logger: Logger; limits: AccountLimits }) {
  const address = (c: Context) => clientAddress(c, { trustProxy: deps.trustProxy });
  const throttled = (c: Context, wait: number, event: string) => {
    if (wait <= 0) return;
    deps.logger.warn({ event, address: address(c) }, "refused by the account limits");
    throw tooManyRequests(wait);
  };
  return { address, throttled };
}
