/**
 * A Google-Analytics-compatible integration (docs/product/api.md §7.2): the `dataLayer`
 * array and a `gtag()` that pushes to it, with consent mode. Page views are pushed only when the
 * stored consent is true; the vendor script is added only when a measurement id is configured AND
 * the visitor accepted. Without a script the dataLayer is inert: nothing leaves the browser.
 */

export type Gtag = (...args: unknown[]) => void;

/** The globals gtag.js reads and writes. */
export interface AnalyticsGlobals {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

declare global {
  interface Window extends AnalyticsGlobals {}
}

/** Consent mode defaults: everything denied until the visitor says otherwise. */
export const DEFAULT_CONSENT = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
} as const;

/**
 * Creates `dataLayer` and `gtag` once and records the denied defaults. gtag.js only reads
 * `arguments` objects from the dataLayer (not arrays), so gtag must push exactly that.
 */
export function installGtag(globals: AnalyticsGlobals): Gtag {
  if (globals.gtag) return globals.gtag;
  globals.dataLayer ??= [];
  const layer = globals.dataLayer;
  const gtag: Gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js recognises commands by their Arguments type.
    layer.push(arguments);
  };
  globals.gtag = gtag;
  gtag("consent", "default", DEFAULT_CONSENT);
  return gtag;
}

/** The consent-mode update sent when the visitor accepts or refuses. */
export function consentUpdate(granted: boolean): ["consent", "update", { analytics_storage: string }] {
  return ["consent", "update", { analytics_storage: granted ? "granted" : "denied" }];
}

export interface PageView {
  page_title: string;
  page_location: string;
}

/** The page-view event of one page, as gtag arguments. */
export function pageViewEvent(title: string, location: string): ["event", "page_view", PageView] {
  return ["event", "page_view", { page_title: title, page_location: location }];
}

/**
 * The location a page view reports: never a link's secret, whatever the address bar held (a
 * `token` parameter, the token segment of a preview link).
 */
export function pageLocation(href: string): string {
  const url = new URL(href);
  for (const name of [...url.searchParams.keys()]) {
    if (name.toLowerCase() === "token") url.searchParams.delete(name);
  }
  url.pathname = url.pathname.replace(/^\/preview\/[^/]+/i, "/preview/");
  return url.href;
}

/** Page views are sent only when the stored consent is exactly true (docs/product/api.md §7.2). */
export function mayTrack(consent: boolean | null | undefined): boolean {
  return consent === true;
}

/** The vendor script is loaded only with a measurement id and an explicit "yes". */
export function shouldLoadScript(measurementId: string, consent: boolean | null | undefined): boolean {
  return measurementId.trim() !== "" && mayTrack(consent);
}

export function gtagScriptUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/**
 * Adds the gtag.js script once and configures it. Automatic page views are off: we send our own
 * on each navigation, so a single-page navigation is never counted twice or missed.
 */
export function loadGtagScript(doc: Document, gtag: Gtag, measurementId: string): void {
  const src = gtagScriptUrl(measurementId);
  if (doc.querySelector(`script[src="${src}"]`)) return;
  gtag("js", new Date());
  gtag("config", measurementId, { send_page_view: false });
  const script = doc.createElement("script");
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
}

/** True for a dataLayer entry that is a page-view event (an Arguments object or a plain object). */
export function isPageViewEntry(entry: unknown): boolean {
  if (entry === null || typeof entry !== "object") return false;
  if ("event" in entry && (entry as { event: unknown }).event === "page_view") return true;
  const list = Array.from(entry as ArrayLike<unknown>);
  return list[0] === "event" && list[1] === "page_view";
}
