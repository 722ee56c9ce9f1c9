import { describe, expect, it } from "vitest";
import {
  consentUpdate,
  DEFAULT_CONSENT,
  gtagScriptUrl,
  installGtag,
  isPageViewEntry,
  mayTrack,
  pageLocation,
  pageViewEvent,
  shouldLoadScript,
} from "./analytics.ts";

describe("installGtag", () => {
  it("creates the dataLayer, pushes Arguments objects and records denied defaults", () => {
    const globals: { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } = {};
    const gtag = installGtag(globals);
    expect(globals.gtag).toBe(gtag);
    expect(globals.dataLayer).toHaveLength(1);
    const first = globals.dataLayer?.[0];
    expect(Object.prototype.toString.call(first)).toBe("[object Arguments]");
    expect(Array.from(first as ArrayLike<unknown>)).toEqual(["consent", "default", DEFAULT_CONSENT]);
    expect(Object.values(DEFAULT_CONSENT).every((v) => v === "denied")).toBe(true);
  });

  it("is idempotent and keeps an existing dataLayer", () => {
    const existing: unknown[] = [{ event: "earlier" }];
    const globals: { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } = { dataLayer: existing };
    const gtag = installGtag(globals);
    expect(installGtag(globals)).toBe(gtag);
    expect(globals.dataLayer).toBe(existing);
    expect(existing).toHaveLength(2);
    gtag(...pageViewEvent("Home", "https://example.org/"));
    expect(existing).toHaveLength(3);
    expect(isPageViewEntry(existing[2])).toBe(true);
  });
});

describe("events", () => {
  it("builds the consent update and the page view", () => {
    expect(consentUpdate(true)).toEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(consentUpdate(false)).toEqual(["consent", "update", { analytics_storage: "denied" }]);
    expect(pageViewEvent("Cookie Policy | X", "https://x.org/cookie")).toEqual([
      "event",
      "page_view",
      { page_title: "Cookie Policy | X", page_location: "https://x.org/cookie" },
    ]);
  });

  it("recognises page views in either dataLayer form", () => {
    expect(isPageViewEntry({ event: "page_view", page_title: "A" })).toBe(true);
    expect(isPageViewEntry(["event", "page_view", {}])).toBe(true);
    expect(isPageViewEntry(["consent", "update", {}])).toBe(false);
    expect(isPageViewEntry({ event: "other" })).toBe(false);
    expect(isPageViewEntry(null)).toBe(false);
    expect(isPageViewEntry("page_view")).toBe(false);
  });
});

describe("consent rules", () => {
  it("tracks only on an explicit yes", () => {
    expect(mayTrack(true)).toBe(true);
    expect(mayTrack(false)).toBe(false);
    expect(mayTrack(null)).toBe(false);
    expect(mayTrack(undefined)).toBe(false);
  });

  it("loads the script only with a measurement id and consent", () => {
    expect(shouldLoadScript("G-ABC123", true)).toBe(true);
    expect(shouldLoadScript("G-ABC123", false)).toBe(false);
    expect(shouldLoadScript("G-ABC123", null)).toBe(false);
    expect(shouldLoadScript("", true)).toBe(false);
    expect(shouldLoadScript("  ", true)).toBe(false);
  });

  it("builds the gtag.js address", () => {
    expect(gtagScriptUrl("G-ABC123")).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123");
  });
});

describe("pageLocation", () => {
  it("reports no link secret, query parameter or preview path segment", () => {
    expect(pageLocation("https://site.test/invite?token=s3cret")).toBe("https://site.test/invite");
    expect(pageLocation("https://site.test/reset-password?x=1&Token=s3cret#f")).toBe(
      "https://site.test/reset-password?x=1#f",
    );
    expect(pageLocation("https://site.test/preview/s3cret")).toBe("https://site.test/preview/");
    expect(pageLocation("https://site.test/search?q=quinine")).toBe("https://site.test/search?q=quinine");
  });
});
