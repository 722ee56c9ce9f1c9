/**
 * The secret of an e-mailed link (`?token=` of the sign-up, invitation and reset links) leaves the
 * address bar as soon as the page runs (docs/decisions/security/0040-csp-backstop-targeted-lockout-and-secrets-in-logs.md "CSP backstop, targeted lockout and
 * secrets in logs"): history.replaceState drops it before any analytics page view, so neither the
 * page view, the vendor script reading the location, a later Referer, the history nor a shared
 * screen shows it. The page keeps it for its form in memory and, so a reload still works, in this
 * tab's sessionStorage under the page's path.
 */
export const LINK_TOKEN_PARAM = "token";
const STORAGE_KEY = "linkToken";

interface Held {
  path: string;
  token: string;
}

let held: Held | null = null;

/** The browser parts this needs (a parameter so the unit test can hand in its own). */
export interface LinkTokenWindow {
  location: Pick<Location, "href" | "pathname">;
  history: Pick<History, "state" | "replaceState">;
  sessionStorage?: Pick<Storage, "getItem" | "setItem">;
}

const browser = (): LinkTokenWindow | undefined => (typeof window === "undefined" ? undefined : window);

function storage(win: LinkTokenWindow) {
  try {
    return win.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Takes a `token` parameter out of the address (once it is there), keeping it for `linkToken`. */
export function hideLinkToken(win: LinkTokenWindow | undefined = browser()): void {
  if (!win) return;
  const url = new URL(win.location.href);
  const token = url.searchParams.get(LINK_TOKEN_PARAM);
  if (token === null) return;
  held = { path: url.pathname, token };
  try {
    storage(win)?.setItem(STORAGE_KEY, JSON.stringify(held));
  } catch {
    // Storage refused (private modes): the token lasts for this page only.
  }
  url.searchParams.delete(LINK_TOKEN_PARAM);
  // The router's own entry state is kept, so Back and Forward still work.
  win.history.replaceState(win.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

/** The token of the link this page was opened with ("" when there is none). */
export function linkToken(win: LinkTokenWindow | undefined = browser()): string {
  if (!win) return "";
  hideLinkToken(win);
  const path = win.location.pathname;
  if (held?.path === path) return held.token;
  try {
    const stored = JSON.parse(storage(win)?.getItem(STORAGE_KEY) ?? "null") as Held | null;
    if (stored?.path === path && typeof stored.token === "string") return stored.token;
  } catch {
    // Nothing usable stored.
  }
  return "";
}
