import { createHash } from "node:crypto";

/**
 * Security headers of every response. A public HTML page allows exactly the inline scripts the
 * renderer wrote into it, by their sha-256 hashes (markedScriptHashes): the hashes are a property of
 * the bytes, so a page stored in the shared cache keeps a policy that fits it (a nonce would be the same for everyone who gets the
 * cached copy, which defeats it). The hashes travel in a second policy, a <meta> element that opens
 * the page's <head>; the header policy is the same for every page. The browser enforces both, so an
 * inline script runs only when its hash is listed. This keeps about 300 bytes of per-page hashes out
 * of the headers (headers are never compressed over HTTP/1.1, and a header that differs on every
 * page defeats HTTP/2's header table). The editor's page keeps its hashes in its header. Everything
 * else gets a policy that allows nothing, which is what a JSON answer or an image opened on its own
 * needs.
 */
export interface SecuritySettings {
  /** PUBLIC_URL: an https origin turns on HSTS. */
  publicUrl: string;
  /** IMAGES_BASE_URL: an absolute URL (a CDN) is allowed as an image source. */
  imagesBaseUrl: string;
  /** ANALYTICS_MEASUREMENT_ID: the analytics origins are allowed only when it is set. */
  analyticsMeasurementId: string;
  /** DONATION_FORM_ACTION: the payment provider's origin is a permitted form target when set. */
  donationFormAction: string;
}

/** Where gtag.js comes from and where it sends its measurements. */
const ANALYTICS_SCRIPT_ORIGIN = "https://www.googletagmanager.com";
const ANALYTICS_BEACON_ORIGINS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

const originOf = (url: string): string | undefined => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
};

export interface SecurityHeaders {
  /** Headers every response gets (without a CSP). */
  common: Record<string, string>;
  /** The CSP of a response that is not an HTML page. */
  nonHtmlPolicy: string;
  /**
   * The CSP header of a public HTML page, the same for every page. Its script-src admits inline
   * scripts, which the page's own policy (`pageScriptPolicy`, in a <meta>) narrows to their hashes.
   */
  htmlPolicy: string;
  /** The policy a public page carries in its <meta>: scripts from the site and these hashes only. */
  pageScriptPolicy(scriptHashes: readonly string[]): string;
  /** common plus nonHtmlPolicy: for answers made outside the app (a 414 from the raw listener). */
  nonHtml: Record<string, string>;
  /**
   * The CSP of the editor's page (/edit): nothing by default, then exactly what the editor and its
   * structure sketcher use, WebAssembly compilation included ('wasm-unsafe-eval', never 'unsafe-eval').
   */
  editorPolicy(scriptHashes: readonly string[]): string;
  /**
   * The CSP of the sketcher's own files (/assets/sketcher-…/): a worker runs under the policy sent
   * with its script, and the sketcher's worker compiles WebAssembly and fetches the .wasm file.
   */
  sketcherPolicy: string;
}

/** Whether a path is the editor's page, whose policy lets the structure sketcher run. */
export const isEditorPage = (path: string) => path === "/edit" || path.startsWith("/edit/");
/** Whether a path is one of the structure sketcher's files (scripts/lib/sketcher-build.ts). */
export const isSketcherFile = (path: string) => path.startsWith("/assets/sketcher-");

export function securityHeaders(settings: SecuritySettings): SecurityHeaders {
  const common: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
  if (settings.publicUrl.startsWith("https://")) {
    common["Strict-Transport-Security"] = "max-age=31536000";
  }
  const analytics = settings.analyticsMeasurementId !== "";
  const imageOrigin = originOf(settings.imagesBaseUrl);
  const donationOrigin = originOf(settings.donationFormAction);

  // Only what differs from default-src 'self' is spelled out: every byte of this header is sent
  // with every page.
  const images = [
    "'self'",
    "data:",
    ...(imageOrigin ? [imageOrigin] : []),
    ...(analytics ? ANALYTICS_BEACON_ORIGINS : []),
  ];
  const forms = ["'self'", ...(donationOrigin ? [donationOrigin] : [])];
  const tail = [
    // Mantine sets style attributes and one inline style sheet of CSS variables.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(" ")}`,
    ...(analytics ? [`connect-src 'self' ${ANALYTICS_BEACON_ORIGINS.join(" ")}`] : []),
    `form-action ${forms.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
  const scriptOrigins = ["'self'", ...(analytics ? [ANALYTICS_SCRIPT_ORIGIN] : [])];

  const nonHtmlPolicy =
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";
  const editorTail = [
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(" ")}`,
    `connect-src 'self'${analytics ? ` ${ANALYTICS_BEACON_ORIGINS.join(" ")}` : ""}`,
    "worker-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    `form-action ${forms.join(" ")}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
  return {
    common,
    nonHtmlPolicy,
    nonHtml: { ...common, "Content-Security-Policy": nonHtmlPolicy },
    htmlPolicy: `default-src 'self'; script-src ${[...scriptOrigins, "'unsafe-inline'"].join(" ")}; ${tail}`,
    pageScriptPolicy: (scriptHashes) => `script-src ${[...scriptOrigins, ...scriptHashes].join(" ")}`,
    editorPolicy: (scriptHashes) =>
      `default-src 'none'; script-src ${[...scriptOrigins, "'wasm-unsafe-eval'", ...scriptHashes].join(" ")}; ${editorTail}`,
    sketcherPolicy:
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  };
}

/** A <script> element: its attributes and its text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP hash sources ('sha256-<base64>') of the inline scripts the renderer marked with `marker`
 * (its nonce for this one render, domain/script-marker.ts), in page order without repeats, and the page
 * with the marker removed. Any other inline script, one that came from data included, gets no hash:
 * the page's policy then refuses it. Without a marker (HTML the renderer did not make) no script is
 * hashed. Script text is raw text in HTML (no entities), so the bytes between the tags are exactly
 * what the browser hashes.
 */
export function markedScriptHashes(html: string, marker: string | null): { hashes: string[]; html: string } {
  if (!marker) return { hashes: [], html };
  const attribute = ` nonce="${marker}"`;
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1];
    if (!attributes.includes(attribute) || /\ssrc\s*=/i.test(attributes) || match[2] === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}'`);
  }
  return { hashes: [...hashes], html: html.replaceAll(attribute, "") };
}

const HEAD = /<head(\s[^>]*)?>/i;

/**
 * The page with its script policy as the first element of its <head>, before any script: a policy
 * in a <meta> covers only what follows it. A page without a <head> (not one of ours) is returned
 * unchanged, which leaves it under the header policy alone.
 */
export function withPagePolicy(html: string, policy: string): string {
  const head = HEAD.exec(html);
  if (!head) return html;
  const at = head.index + head[0].length;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', "&quot;")}">`;
  return html.slice(0, at) + meta + html.slice(at);
}
