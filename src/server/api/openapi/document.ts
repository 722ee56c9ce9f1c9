import type { OpenAPIHono } from "@hono/zod-openapi";
import { DATA_LICENCE_URL } from "../../../domain/data-licence.ts";
import { SESSION_COOKIE, XSRF_COOKIE } from "../../auth/cookies.ts";
import { documentPath, tagByAudience } from "./audiences.ts";

export type OpenApiDocument = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;

/** Where the API guide is: a section of the /data page (relative to the site serving the document). */
export const API_GUIDE_PATH = "/data#api-guide";

const DESCRIPTION = [
  "The public API of Synthesis Archive: the archive's reads are open to everyone; writes need a",
  "signed-in session (the session cookie) and the anti-forgery token: send the value of the",
  `${XSRF_COOKIE} cookie back in the X-XSRF-TOKEN header. Every error answers`,
  `\`{ error: { code, message, field? } }\` with a stable code (see the [API guide](${API_GUIDE_PATH})).`,
  "Operations are grouped by who may call them: public reads, sign-in, accounts and e-mailed links, then",
  "contributor, editor and admin operations. The data is shared under CC BY 4.0: credit the",
  "archive's contributors and link to the page or /data.",
].join(" ");

/** The licence of the data the API serves, as /data states it. */
export const API_LICENSE = { name: "CC BY 4.0", url: DATA_LICENCE_URL };

const ANY_OTHER_ERROR = {
  description: "Any other refusal or failure (body too large, URL too long, too many requests, outage)",
  content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
};

/**
 * The OpenAPI 3.1 document of every route declared under /api (`api` is mounted at /api, so each
 * path gets that prefix here) and of the few declared at the site's root (`root`, mounted at /:
 * GET /sanctum/csrf-cookie), so the browser's typed client covers every call it makes. Built once,
 * on first use, after every route group is mounted.
 */
export function openApiDocumentOf(api: OpenAPIHono, root?: OpenAPIHono): () => OpenApiDocument {
  let built: OpenApiDocument | undefined;
  return () => {
    if (built) return built;
    api.openAPIRegistry.registerComponent("securitySchemes", "session", {
      type: "apiKey",
      in: "cookie",
      name: SESSION_COOKIE,
      description: "The session cookie sign-in sets",
    });
    api.openAPIRegistry.registerComponent("securitySchemes", "antiForgery", {
      type: "apiKey",
      in: "header",
      name: "X-XSRF-TOKEN",
      description: `The value of the ${XSRF_COOKIE} cookie, on every write`,
    });
    const document = api.getOpenAPI31Document({
      openapi: "3.1.0",
      info: { title: "Synthesis Archive API", version: "1", description: DESCRIPTION, license: API_LICENSE },
      externalDocs: { description: "API guide", url: API_GUIDE_PATH },
    });
    const paths: OpenApiDocument["paths"] = {};
    const rootPaths = root?.getOpenAPI31Document({ openapi: "3.1.0", info: document.info }).paths ?? {};
    const items = [
      ...Object.entries(document.paths ?? {}).map(([path, item]) => ({ path, item, prefix: "/api" })),
      ...Object.entries(rootPaths).map(([path, item]) => ({ path, item, prefix: "" })),
    ];
    for (const { path, item, prefix } of items) {
      // Any route may also refuse with a status of the whole app (413, 414, 429, 503…): `default`.
      for (const operation of Object.values(item)) {
        if (operation && typeof operation === "object" && "responses" in operation) {
          operation.responses.default ??= ANY_OTHER_ERROR;
        }
      }
      // A parameter with a pattern for Hono's router (`{doi{.*}}`, several segments) is `{doi}` here.
      const template = documentPath(path);
      paths[`${prefix}${template === "/" && prefix ? "" : template}`] = item;
    }
    // Tags by who may call each operation (audiences.ts).
    built = { ...document, paths, ...tagByAudience(paths) };
    return built;
  };
}
