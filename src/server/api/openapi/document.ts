import type { OpenAPIHono } from "@hono/zod-openapi";
import { SESSION_COOKIE, XSRF_COOKIE } from "../../auth/cookies.ts";

export type OpenApiDocument = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;

const DESCRIPTION = [
  "The public API of Synthesis Archive: the archive's reads are open to everyone; writes need a",
  "signed-in session (the session cookie) and the anti-forgery token: send the value of the",
  `${XSRF_COOKIE} cookie back in the X-XSRF-TOKEN header. Every error answers`,
  "`{ error: { code, message, field? } }` with a stable code (see the API guide).",
].join(" ");

const ANY_OTHER_ERROR = {
  description: "Any other refusal or failure (body too large, URL too long, too many requests, outage)",
  content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
};

/**
 * The OpenAPI 3.1 document of every route declared under /api (`api` is mounted at /api, so each
 * path gets that prefix here). Built once, on first use, after every route group is mounted.
 */
export function openApiDocumentOf(api: OpenAPIHono): () => OpenApiDocument {
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
      info: { title: "Synthesis Archive API", version: "1", description: DESCRIPTION },
    });
    const paths: OpenApiDocument["paths"] = {};
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      // Any route may also refuse with a status of the whole app (413, 414, 429, 503…): `default`.
      for (const operation of Object.values(item)) {
        if (operation && typeof operation === "object" && "responses" in operation) {
          operation.responses.default ??= ANY_OTHER_ERROR;
        }
      }
      // A parameter with a pattern for Hono's router (`{doi{.*}}`, several segments) is `{doi}` here.
      const template = path.replace(/\{(\w+)\{[^}]*\}\}/g, "{$1}");
      paths[`/api${template === "/" ? "" : template}`] = item;
    }
    built = { ...document, paths };
    return built;
  };
}
