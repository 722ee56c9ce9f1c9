import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { type Consent, readConsent, writeConsent } from "../../lib/consent.ts";

export interface CookieChoice {
  /** The stored choice; undefined until read in the browser (the server never knows it). */
  consent: Consent | undefined;
  /** The banner shows while the choice is unknown, or after the visitor asked to change it. */
  bannerOpen: boolean;
  /** True when the banner was reopened on request (it then takes the focus). */
  reopened: boolean;
  choose(accepted: boolean): void;
  reopen(): void;
}

const CookieChoiceContext = createContext<CookieChoice | null>(null);

export const CookieChoiceProvider = CookieChoiceContext.Provider;

/** The cookie choice of the public layout, for pages that offer to change it (cookie policy). */
export function useCookieChoice(): CookieChoice | null {
  return useContext(CookieChoiceContext);
}

/**
 * The state behind the banner. localStorage is read after hydration, so the server HTML and the
 * first client render agree and crawlers never see the banner.
 */
export function useCookieChoiceState(): CookieChoice {
  const [consent, setConsent] = useState<Consent | undefined>(undefined);
  const [reopened, setReopened] = useState(false);

  useEffect(() => {
    setConsent(readConsent());
    // Another tab may decide too: follow it.
    const onStorage = () => setConsent(readConsent());
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const choose = useCallback((accepted: boolean) => {
    writeConsent(accepted);
    setConsent(accepted);
    setReopened(false);
  }, []);
  const reopen = useCallback(() => setReopened(true), []);

  return useMemo(
    () => ({ consent, reopened, bannerOpen: consent === null || reopened, choose, reopen }),
    [consent, reopened, choose, reopen],
  );
}
