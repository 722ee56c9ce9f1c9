import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createRoute, z } from "@hono/zod-openapi";
import { apiRoutes } from "../../http/registry.ts";
import type { OpenApiDocument } from "./document.ts";

const tags = ["API reference"];
/** The document changes only with a new release: browsers and shared caches may keep it 5 minutes. */
const DOCUMENT_CACHE_CONTROL = "public, max-age=300";
const SCRIPT_CACHE_CONTROL = "public, max-age=86400";
export const REFERENCE_SCRIPT_PATH = "/api/docs/reference.js";

/**
 * The reference page: Scalar's browser bundle, served from our own origin (the pages' policy admits
 * scripts from 'self' only), reads the document's url from the element's data-url. No other page
 * loads that script. Scalar's web fonts are off (they would come from another origin), and so are
 * its telemetry, its toolbar and developer tools, and its AI chat and MCP offers: they reach Scalar's
 * own services and have nothing to do with reading our API.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Synthesis Archive</title>
</head>
<body>
<div id="api-reference" data-url="/api/openapi.json" data-configuration="{&quot;withDefaultFonts&quot;:false,&quot;hideClientButton&quot;:true,&quot;telemetry&quot;:false,&quot;showDeveloperTools&quot;:&quot;never&quot;,&quot;showToolbar&quot;:&quot;never&quot;,&quot;agent&quot;:{&quot;disabled&quot;:true},&quot;mcp&quot;:{&quot;disabled&quot;:true}}"></div>
<script src="${REFERENCE_SCRIPT_PATH}"></script>
</body>
</html>
`;

const documentRoute = createRoute({
  method: "get",
  path: "/openapi.json",
  tags,
  summary: "This document (OpenAPI 3.1)",
  responses: {
    200: {
      description: "The OpenAPI document",
      content: { "application/json": { schema: z.looseObject({ openapi: z.string() }) } },
    },
  },
});
const pageRoute = createRoute({
  method: "get",
  path: "/docs",
  tags,
  summary: "The readable API reference (a page)",
  responses: { 200: { description: "The page", content: { "text/html": { schema: z.string() } } } },
});
const scriptRoute = createRoute({
  method: "get",
  path: "/docs/reference.js",
  tags,
  summary: "The reference page's script",
  responses: { 200: { description: "The script", content: { "text/javascript": { schema: z.string() } } } },
});

/** GET /api/openapi.json, /api/docs and its script. */
export function openApiRoutes(document: () => OpenApiDocument) {
  let script: Promise<string> | undefined;
  const loadScript = () => {
    // The package exports no path to its browser bundle: it sits next to its entry point.
    const entry = createRequire(import.meta.url).resolve("@scalar/api-reference");
    script ??= readFile(join(dirname(entry), "browser", "standalone.js"), "utf8");
    return script;
  };
  return apiRoutes()
    .openapi(documentRoute, (c) => c.json(document(), 200, { "Cache-Control": DOCUMENT_CACHE_CONTROL }))
    .openapi(pageRoute, (c) => c.html(PAGE, 200, { "Cache-Control": DOCUMENT_CACHE_CONTROL }))
    .openapi(scriptRoute, async (c) =>
      c.body(await loadScript(), 200, {
        "Content-Type": "text/javascript; charset=utf-8",
        "Cache-Control": SCRIPT_CACHE_CONTROL,
      }),
    );
}
