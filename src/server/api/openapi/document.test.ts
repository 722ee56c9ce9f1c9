import { createRoute, z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { DATA_LICENCE_URL } from "../../../domain/citations/citation-sources.ts";
import { roleGuards } from "../../auth/require-role.ts";
import type { AuthGuards } from "../../auth/require-session.ts";
import { apiRoutes, SESSION, SESSION_AND_ANTI_FORGERY } from "../../http/registry.ts";
import { API_GUIDE_PATH, openApiDocumentOf } from "./document.ts";

// The guards are never called here: the document reads which role a route's guard asks for.
const requireRole = roleGuards({
  requireSession: async (_c, next) => next(),
  currentUser: async (_c, next) => next(),
} satisfies AuthGuards);

const answer = { 200: { description: "ok", content: { "application/json": { schema: z.object({}) } } } };
const route = (
  method: "get" | "post" | "put" | "delete",
  path: string,
  tag: string,
  extra: { security?: typeof SESSION; middleware?: ReturnType<typeof requireRole> } = {},
) =>
  createRoute({
    method,
    path,
    tags: [tag],
    summary: `${method} ${path}`,
    responses: answer,
    ...(extra.security ? { security: extra.security } : {}),
    ...(extra.middleware ? { middleware: [extra.middleware] as const } : {}),
  });

/** A small API as the app mounts its groups: each group under its own prefix of /api. */
function documentOf() {
  const api = apiRoutes();
  const syntheses = apiRoutes()
    .openapi(route("get", "/{id}", "Syntheses"), (c) => c.json({}, 200))
    .openapi(
      route("put", "/{id}", "Syntheses", {
        security: SESSION_AND_ANTI_FORGERY,
        middleware: requireRole("editor"),
      }),
      (c) => c.json({}, 200),
    );
  const drafts = apiRoutes().openapi(
    route("post", "/", "Drafts", {
      security: SESSION_AND_ANTI_FORGERY,
      middleware: requireRole("contributor"),
    }),
    (c) => c.json({}, 200),
  );
  const accounts = apiRoutes()
    .openapi(route("post", "/login", "Sign-in"), (c) => c.json({}, 200))
    .openapi(route("get", "/me", "Accounts", { security: SESSION }), (c) => c.json({}, 200))
    .openapi(
      route("post", "/invitations", "Accounts", {
        security: SESSION_AND_ANTI_FORGERY,
        middleware: requireRole("admin"),
      }),
      (c) => c.json({}, 200),
    );
  api.route("/syntheses", syntheses);
  api.route("/drafts", drafts);
  api.route("/", accounts);
  return openApiDocumentOf(api)();
}

describe("the API document's licence, guide and audiences", () => {
  it("names the data licence in info.license and links the API guide", () => {
    const document = documentOf();
    expect(document.info.license).toEqual({ name: "CC BY 4.0", url: DATA_LICENCE_URL });
    expect(document.externalDocs).toEqual({ description: "API guide", url: API_GUIDE_PATH });
    expect(document.info.description).toContain(`[API guide](${API_GUIDE_PATH})`);
  });

  it("tags each operation by who may call it: public reads never share a tag with writes", () => {
    const document = documentOf();
    const tagOf = (path: string, method: "get" | "put" | "post") => document.paths?.[path]?.[method]?.tags;
    expect(tagOf("/api/syntheses/{id}", "get")).toEqual(["Syntheses"]);
    expect(tagOf("/api/syntheses/{id}", "put")).toEqual(["Syntheses (editors)"]);
    expect(tagOf("/api/drafts", "post")).toEqual(["Drafts (contributors)"]);
    expect(tagOf("/api/login", "post")).toEqual(["Sign-in (accounts)"]);
    expect(tagOf("/api/me", "get")).toEqual(["Accounts (accounts)"]);
    expect(tagOf("/api/invitations", "post")).toEqual(["Accounts (admins)"]);
    // The role each guarded operation needs is in the document too.
    const put = document.paths?.["/api/syntheses/{id}"]?.put as Record<string, unknown> | undefined;
    expect(put?.["x-required-role"]).toBe("editor");
    expect(document.paths?.["/api/me"]?.get).not.toHaveProperty("x-required-role");
    expect(document["x-tagGroups"]).toEqual([
      { name: "Public reads", tags: ["Syntheses"] },
      { name: "Sign-in, accounts and e-mailed links", tags: ["Accounts (accounts)", "Sign-in (accounts)"] },
      { name: "Contributor operations", tags: ["Drafts (contributors)"] },
      { name: "Editor operations", tags: ["Syntheses (editors)"] },
      { name: "Admin operations", tags: ["Accounts (admins)"] },
    ]);
    // Inside its group a tag reads as its subject.
    expect(document.tags).toContainEqual({ name: "Syntheses (editors)", "x-displayName": "Syntheses" });
    expect(document.tags?.map((tag) => tag.name).sort()).toEqual(
      (document["x-tagGroups"] as { tags: string[] }[]).flatMap((group) => group.tags).sort(),
    );
  });
});
