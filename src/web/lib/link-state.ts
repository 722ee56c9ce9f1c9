import { useEffect, useState } from "react";
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
 * Asks once, as the page starts, whether its link still works (GET /api/link-status, the token in
 * X-Link-Token, never in an address), so a used or expired link says so at once instead of after
 * the password is typed. Should the check itself fail (network, 429, 5xx), the form is shown and
 * its submit answers.
 */
export function useLinkState(kind: z.input<typeof linkStatusQuery>["kind"]): LinkState {
  const [state, setState] = useState<LinkState>("checking");
  useEffect(() => {
    const token = linkToken();
    if (token === "") {
      setState("invalid");
      return;
    }
    let live = true;
    linkStatus(kind, token).then((answer) => {
      if (live) setState(REFUSED.has(answer?.status) ? (answer?.status as LinkState) : "usable");
    });
    return () => {
      live = false;
    };
  }, [kind]);
  return state;
}
