/**
 * The visitor's cookie choice (docs/product/api.md §7.1): kept in localStorage under `cookieConsent`
 * as the text "true" (analytics allowed) or "false" (refused). No key means "not asked yet".
 */
export const CONSENT_KEY = "cookieConsent";

/** true = accepted, false = refused, null = unknown (the banner shows). */
export type Consent = boolean | null;

/** Reads a stored value; anything other than "true"/"false" counts as unknown. */
export function parseConsent(raw: string | null | undefined): Consent {
  if (raw === "true") return true;
  if (raw === "false") return false;
  return null;
}

/** The stored choice. Storage can be missing or blocked (private modes): that is "unknown". */
export function readConsent(storage: Pick<Storage, "getItem"> | undefined = browserStorage()): Consent {
  try {
    return parseConsent(storage?.getItem(CONSENT_KEY));
  } catch {
    return null;
  }
}

/** Stores the choice; returns false when storage refused it (the choice then lasts for this page only). */
export function writeConsent(
  value: boolean,
  storage: Pick<Storage, "setItem"> | undefined = browserStorage(),
): boolean {
  try {
    storage?.setItem(CONSENT_KEY, String(value));
    return storage !== undefined;
  } catch {
    return false;
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
