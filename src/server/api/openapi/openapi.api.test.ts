import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { apiDocumentOf } from "../../app.ts";

/**
 * Routes the app mounts that the registry does not declare yet (method and Hono path). The test
 * below checks this is exactly the set missing from the document: it can only shrink, and a new
 * route outside the registry fails the test.
 */
const NOT_YET_IN_THE_DOCUMENT: readonly string[] = [];

const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);
/** Hono's /x/:id as the document's /x/{id}. */
const asTemplate = (path: string) => path.replace(/:([A-Za-z_]\w*)(\{[^}]*\})?/g, "{$1}");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document whose every operation declares answers and whose every $ref resolves", async () => {
    const res = await t.request("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    const document = await res.json();
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe("Synthesis Archive API");
    const operations = Object.entries(
      document.paths as Record<string, Record<string, { responses?: object }>>,
    ).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
    expect(operations.length).toBeGreaterThan(5);
    for (const { path, method, op } of operations) {
      expect(Object.keys(op.responses ?? {}), `${method} ${path}`).not.toHaveLength(0);
    }
    const refs: string[] = [];
    const collect = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (node && typeof node === "object") {
        for (const [key, value] of Object.entries(node)) {
          if (key === "$ref" && typeof value === "string") refs.push(value);
          else collect(value);
        }
      }
    };
    collect(document);
    expect(refs).toContain("#/components/schemas/ApiError");
    for (const ref of refs) {
      const target = ref
        .replace(/^#\//, "")
        .split("/")
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
      expect(target, ref).toBeDefined();
    }
    expect(document.components.securitySchemes.session).toMatchObject({ type: "apiKey", in: "cookie" });
    expect(document.components.securitySchemes.antiForgery).toMatchObject({
      in: "header",
      name: "X-XSRF-TOKEN",
    });
  });

  it("declares every route the app mounts under /api (NOT_YET_IN_THE_DOCUMENT is exactly the rest)", () => {
    const document = apiDocumentOf(t.runtime.app);
    const documented = new Set(
      Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const mounted = new Set(
      t.runtime.app.routes
        .filter((r) => METHODS.has(r.method) && /^\/(api|sanctum)\//.test(r.path))
        .map((r) => `${r.method} ${asTemplate(r.path)}`),
    );
    expect(mounted.size).toBeGreaterThan(20);
    const missing = [...mounted].filter((route) => !documented.has(route)).sort();
    expect(missing).toEqual([...NOT_YET_IN_THE_DOCUMENT].sort());
    // And the document names no route the app does not have.
    expect([...documented].filter((route) => !mounted.has(route))).toEqual([]);
  });

  it("names each path position once: no two paths differ only in their parameters' names", () => {
    // OpenAPI counts /x/{a} and /x/{b} as the same path, which a document may not hold twice.
    const byShape = new Map<string, string[]>();
    for (const path of Object.keys(apiDocumentOf(t.runtime.app).paths ?? {})) {
      const shape = path.replace(/\{[^}]+\}/g, "{}");
      byShape.set(shape, [...(byShape.get(shape) ?? []), path]);
    }
    expect([...byShape.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it("names in its answers only error codes of the table in docs/product/api.md", () => {
    const table = readFileSync(resolve(import.meta.dirname, "../../../../docs/product/api.md"), "utf8");
    const codes = new Set([...table.matchAll(/^\| `([a-z_]+)` +\|/gm)].map((m) => m[1]));
    expect(codes.has("invalid_input")).toBe(true);
    const unknown = new Set<string>();
    for (const [path, item] of Object.entries(apiDocumentOf(t.runtime.app).paths ?? {})) {
      for (const [method, operation] of Object.entries(item as Record<string, { responses?: object }>)) {
        for (const [status, answer] of Object.entries(operation.responses ?? {})) {
          if (!/^[45]/.test(status)) continue;
          const description = (answer as { description?: string }).description ?? "";
          for (const word of description.match(/\b[a-z]+(?:_[a-z]+)+\b/g) ?? []) {
            if (!codes.has(word)) unknown.add(`${method.toUpperCase()} ${path} ${status}: ${word}`);
          }
        }
      }
    }
    expect([...unknown]).toEqual([]);
  });
});

describe("the document's audiences and licence", () => {
  it("puts every operation under one audience: public reads apart from contributor, editor and admin operations", async () => {
    const document = await (await t.request("/api/openapi.json")).json();
    expect(document.info.license).toEqual({
      name: "CC BY 4.0",
      url: "https://creativecommons.org/licenses/by/4.0/",
    });
    expect(document.externalDocs.url).toBe("/data#api-guide");
    const groups = document["x-tagGroups"] as { name: string; tags: string[] }[];
    expect(groups.map((group) => group.name)).toEqual([
      "Public reads",
      "Sign-in, accounts and e-mailed links",
      "Contributor operations",
      "Editor operations",
      "Admin operations",
    ]);
    const groupOf = new Map(groups.flatMap((group) => group.tags.map((tag) => [tag, group.name] as const)));
    const audience = (path: string, method: string) => {
      const tags = document.paths[path]?.[method]?.tags as string[] | undefined;
      expect(tags, `${method} ${path}`).toHaveLength(1);
      return groupOf.get(tags?.[0] ?? "");
    };
    for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, object>>)) {
      for (const method of Object.keys(item))
        expect(audience(path, method), `${method} ${path}`).toBeDefined();
    }
    expect(audience("/api/search/structure", "get")).toBe("Public reads");
    expect(audience("/api/syntheses/{id}", "get")).toBe("Public reads");
    expect(audience("/api/structures/preview", "post")).toBe("Contributor operations");
    expect(audience("/api/admin/invitations", "post")).toBe("Admin operations");
    // No public read shares a tag with an operation that needs an account.
    const publicTags = new Set(groups.find((group) => group.name === "Public reads")?.tags);
    for (const item of Object.values(
      document.paths as Record<string, Record<string, { tags: string[]; security?: unknown[] }>>,
    )) {
      for (const operation of Object.values(item)) {
        if (operation.security?.length) expect(publicTags.has(operation.tags[0] ?? "")).toBe(false);
      }
    }
  });
});

describe("GET /api/docs", () => {
  it("is the reference page, its only script served from our own origin", async () => {
    const res = await t.request("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('data-url="/api/openapi.json"');
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(["/api/docs/reference.js"]);
    expect(html).not.toMatch(/https?:\/\//);
    const script = await t.request(scripts[0]);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain("createApiReference");
  });
});

describe("answers are checked against the document", () => {
  it("a JSON answer that breaks its declared schema fails the request helper", async () => {
    const { contractChecker } = await import("../../../../tests/support/contract-check.ts");
    const check = contractChecker(apiDocumentOf(t.runtime.app));
    expect(check("GET", "/api/syntheses/count", 200, { count: 3 })).toBeNull();
    expect(check("GET", "/api/syntheses/count", 200, { count: "3" })).toMatch(/count/);
    expect(check("GET", "/api/syntheses/12", 404, { error: { code: "not_found", message: "x" } })).toBeNull();
    expect(check("GET", "/api/syntheses/12", 404, { message: "x" })).toMatch(/error/);
  });
});
