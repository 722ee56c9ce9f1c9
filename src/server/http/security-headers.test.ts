import { describe, expect, it } from "vitest";
import {
  isEditorPage,
  isSketcherFile,
  markedScriptHashes,
  securityHeaders,
  withPagePolicy,
} from "./security-headers.ts";

const base = { publicUrl: "", imagesBaseUrl: "/images", analyticsMeasurementId: "", donationFormAction: "" };

describe("inline script hashes", () => {
  const marker = "Mk-this-render-only";
  it("hashes each marked inline script's exact text, skips external and empty ones", () => {
    const html =
      `<html><head><script nonce="${marker}">alert(1)</script><script nonce="${marker}" src="/assets/a.js"></script>` +
      `<script type="module" nonce="${marker}">import("/assets/b.js");</script><script nonce="${marker}" async=""></script>` +
      `<script nonce="${marker}">alert(1)</script></head></html>`;
    // sha-256 of the texts, computed independently (printf 'alert(1)' | openssl dgst -sha256 -binary | base64).
    const marked = markedScriptHashes(html, marker);
    expect(marked.hashes).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      "'sha256-xZhzJg+zPxppFuJwWt0m4Oh/u6e8bCDZyxvo+sCFL3s='",
    ]);
    // The marker leaves the page with the hashing.
    expect(marked.html).not.toContain(marker);
    expect(marked.html).toContain('<script type="module">import("/assets/b.js");</script>');
  });

  it("gives no hash to a script the renderer did not mark, a guessed marker included", () => {
    const html =
      `<html><head><script nonce="${marker}">boot()</script></head><body><p>` +
      '<script>window.__injected = true</script><script nonce="guess">steal()</script>' +
      `<script nonce="${marker}x">more()</script></p></body></html>`;
    const marked = markedScriptHashes(html, marker);
    expect(marked.hashes).toHaveLength(1);
    expect(marked.hashes).toEqual(
      markedScriptHashes(`<script nonce="${marker}">boot()</script>`, marker).hashes,
    );
    // HTML the renderer did not make (no marker) gets no hash at all.
    expect(markedScriptHashes(html, null)).toEqual({ hashes: [], html });
  });
});

describe("the page's own policy", () => {
  const policy = "script-src 'self' 'sha256-abc='";
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;

  it("opens the <head>, before the first script", () => {
    const html =
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script>x()</script></head><body></body></html>';
    expect(withPagePolicy(html, policy)).toBe(
      `<!DOCTYPE html><html lang="en"><head>${meta}<meta charSet="utf-8"/><script>x()</script></head><body></body></html>`,
    );
  });

  it("finds a <head> with attributes, never a <header>, and leaves a page without a head alone", () => {
    expect(withPagePolicy('<html><head data-x="1"><title>t</title></head></html>', policy)).toBe(
      `<html><head data-x="1">${meta}<title>t</title></head></html>`,
    );
    expect(withPagePolicy("<header>Site</header><p>no head</p>", policy)).toBe(
      "<header>Site</header><p>no head</p>",
    );
  });
});

describe("security headers", () => {
  it("narrows a page's scripts to the site and the given hashes in the page's own policy", () => {
    expect(securityHeaders(base).pageScriptPolicy(["'sha256-abc='", "'sha256-def='"])).toBe(
      "script-src 'self' 'sha256-abc=' 'sha256-def='",
    );
  });

  it("sends the same header policy with every page: no plugins, base or framing", () => {
    const policy = securityHeaders(base).htmlPolicy;
    // Inline scripts pass this policy; the page's <meta> policy is what admits them by hash.
    expect(policy).toContain("script-src 'self' 'unsafe-inline'; ");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("googletagmanager");
    expect(policy).not.toContain("connect-src");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("adds the analytics origins only when analytics is configured", () => {
    const headers = securityHeaders({ ...base, analyticsMeasurementId: "G-TEST123" });
    expect(headers.htmlPolicy).toContain(
      "script-src 'self' https://www.googletagmanager.com 'unsafe-inline'",
    );
    expect(headers.htmlPolicy).toContain("https://*.google-analytics.com");
    expect(headers.pageScriptPolicy([])).toBe("script-src 'self' https://www.googletagmanager.com");
  });

  it("allows an image CDN and the donation provider when configured", () => {
    const policy = securityHeaders({
      ...base,
      imagesBaseUrl: "https://cdn.example.net/img",
      donationFormAction: "https://pay.example.com/donate",
    }).htmlPolicy;
    expect(policy).toContain("img-src 'self' data: https://cdn.example.net");
    expect(policy).toContain("form-action 'self' https://pay.example.com");
  });

  it("sends HSTS only when the public URL is https", () => {
    expect(securityHeaders(base).common["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders({ ...base, publicUrl: "http://localhost:3000" }).common).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
    expect(
      securityHeaders({ ...base, publicUrl: "https://archive.example.org" }).common[
        "Strict-Transport-Security"
      ],
    ).toBe("max-age=31536000");
  });
});

describe("the editor's policies", () => {
  it("allows nothing by default on /edit, then the site's scripts, WebAssembly and its workers", () => {
    const headers = securityHeaders(base);
    const policy = headers.editorPolicy(["'sha256-abc='"]);
    expect(policy).toMatch(/^default-src 'none'; script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='; /);
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("img-src 'self' data:");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/'unsafe-eval'|blob:/);
    // The public pages keep theirs, without WebAssembly.
    expect(headers.htmlPolicy).not.toContain("wasm-unsafe-eval");
  });

  it("keeps the analytics origins on /edit when analytics is configured", () => {
    const policy = securityHeaders({ ...base, analyticsMeasurementId: "G-TEST123" }).editorPolicy([]);
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com 'wasm-unsafe-eval'");
    expect(policy).toContain("connect-src 'self' https://*.google-analytics.com");
  });

  it("lets the sketcher's worker compile WebAssembly and fetch it from the site only", () => {
    const { sketcherPolicy } = securityHeaders(base);
    expect(sketcherPolicy).toContain("default-src 'none'");
    expect(sketcherPolicy).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(sketcherPolicy).toContain("connect-src 'self'");
    expect(isEditorPage("/edit")).toBe(true);
    expect(isEditorPage("/editor")).toBe(false);
    expect(isSketcherFile("/assets/sketcher-0123abcd/sketcher.js")).toBe(true);
    expect(isSketcherFile("/assets/entry.client-abc.js")).toBe(false);
  });
});
