import type { z } from "zod";
import type { LinkStatusAnswer, linkStatusQuery } from "../../contract/link-status.ts";
import { linkStatus } from "../api-client/link-status.ts";
import { linkToken } from "./link-token.ts";

/*
 * The pages of e-mailed links (sign-up verification, invitation, reset) ask, as they start, whether
 * their link still works (docs/product/api.md §5.13.5). A module of their own: the contribute page,
 * which shares their calls module, is at its script budget.
 */

/** Where the link of the page stands: being checked, or what GET /api/link-status answered. */
export type LinkState = "checking" | LinkStatusAnswer["status"];

/** The first sentence of a refused link's card (docs/product/texts.md). */
export const LINK_HEADLINES = {
  used: "This link was already used.",
  expired: "This link has expired.",
  invalid: "This link does not work.",
} as const;

const REFUSED = new Set<unknown>(["used", "expired", "invalid"]);

/**
 * Asks once, as the page starts in the browser, whether its link still works (GET /api/link-status,
 * the token in X-Link-Token, never in an address), so a used or expired link says so at once instead
 * of after the password is typed. Should the check itself fail (network, 429, 5xx), the form is shown
 * and its submit answers. Run by the page's `clientLoader` (the token is in the address's fragment,
 * which the server never sees), after the server's page is hydrated.
 */
export async function checkLink(kind: z.input<typeof linkStatusQuery>["kind"]): Promise<LinkState> {
  const token = linkToken();
  if (token === "") return "invalid";
  const answer = await linkStatus(kind, token);
  return REFUSED.has(answer?.status) ? (answer?.status as LinkState) : "usable";
}

/** What the server renders for every link page: the check is the browser's. */
export const LINK_CHECKING: { link: LinkState } = { link: "checking" };
