import { describe, expect, it } from "vitest";
import { hideLinkToken, type LinkTokenWindow, linkToken } from "./link-token.ts";

/** A browser's address bar, history entry and tab storage, as far as link-token.ts uses them. */
function browserAt(href: string) {
  const stored = new Map<string, string>();
  const state = { key: "router-entry", idx: 3 };
  const calls: unknown[][] = [];
  const win: LinkTokenWindow & { location: URL } = {
    location: new URL(href),
    history: {
      state,
      replaceState(data: unknown, unused: string, url?: string | URL | null) {
        calls.push([data, unused, url]);
        win.location = new URL(String(url), win.location.href);
      },
    },
    sessionStorage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
  };
  return { win, calls, state, stored };
}

describe("link tokens", () => {
  it("leave the address bar at once, keeping the rest of the address and the router's state", () => {
    const { win, calls, state } = browserAt("http://site.test/invite?a=1&token=s3cret-value&b=2#form");
    hideLinkToken(win);
    expect(win.location.href).toBe("http://site.test/invite?a=1&b=2#form");
    expect(calls).toEqual([[state, "", "/invite?a=1&b=2#form"]]);
    expect(linkToken(win)).toBe("s3cret-value");
    // Nothing more to hide: no second history change.
    hideLinkToken(win);
    expect(calls).toHaveLength(1);
  });

  it("survive a reload of the same page through the tab's storage, not another page", () => {
    const first = browserAt("http://site.test/reset-password?token=kept-for-reload");
    expect(linkToken(first.win)).toBe("kept-for-reload");
    const reloaded = browserAt("http://site.test/reset-password");
    reloaded.stored.set("linkToken", first.stored.get("linkToken") ?? "");
    expect(linkToken(reloaded.win)).toBe("kept-for-reload");
    const elsewhere = browserAt("http://site.test/invite");
    elsewhere.stored.set("linkToken", first.stored.get("linkToken") ?? "");
    expect(linkToken(elsewhere.win)).toBe("");
  });

  it("are empty for a page opened without one", () => {
    const { win, calls } = browserAt("http://site.test/contribute/verify");
    expect(linkToken(win)).toBe("");
    expect(calls).toEqual([]);
  });
});
