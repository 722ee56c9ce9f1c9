import { useEffect } from "react";
import { useLocation } from "react-router";
import {
  consentUpdate,
  installGtag,
  loadGtagScript,
  mayTrack,
  pageLocation,
  pageViewEvent,
  shouldLoadScript,
} from "../../lib/analytics.ts";
import type { Consent } from "../../lib/consent.ts";
import { hideLinkToken } from "../../lib/link-token.ts";

/**
 * Wires analytics to the cookie choice and to navigation: consent mode follows the choice, the
 * vendor script loads only after "Accept" (and only with a measurement id), and a page view is
 * pushed for every page (and for the current one right after "Accept") only while consent is true.
 * A link's secret (`?token=`) leaves the address bar first, before the vendor script or a page view
 * could read it (lib/link-token.ts); the page view's location is stripped of it as well.
 */
export function useAnalytics(consent: Consent | undefined, measurementId: string): void {
  const { pathname, search } = useLocation();

  useEffect(() => {
    hideLinkToken();
    if (consent === undefined) return;
    const gtag = installGtag(window);
    if (consent !== null) gtag(...consentUpdate(consent));
    if (shouldLoadScript(measurementId, consent)) loadGtagScript(document, gtag, measurementId);
  }, [consent, measurementId]);

  // Runs after the new page committed, so document.title is already the new page's title.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path or query is a new page view.
  useEffect(() => {
    hideLinkToken();
    if (!mayTrack(consent)) return;
    installGtag(window)(...pageViewEvent(document.title, pageLocation(window.location.href)));
  }, [consent, pathname, search]);
}
