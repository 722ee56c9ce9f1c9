import { createRoute } from "@hono/zod-openapi";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type SignedIn, signIn } from "../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createApp } from "../app.ts";
import { bodyLimit, DEFAULT_BODY_LIMIT } from "./body-limit.ts";
import { apiRoutes, json, jsonBody } from "./registry.ts";

const MB = 2 ** 20;
const CHUNK = 64 * 1024;

let t: TestApp;
let carla: SignedIn;
let editor: SignedIn;
let draftId: number;

beforeAll(async () => {
  t = await createTestApp();
  carla = await signIn(t, "contributor", "Carla Bodylimit");
  editor = await signIn(t, "editor", "Eve Bodylimit");
  const draft = await t.request("/api/unpublishedSyntheses", {
    method: "POST",
    headers: { ...editor.headers, "Content-Type": "application/json" },
    body: JSON.stringify({ display_name: "Limit probe", synthesis_json: "{}" }),
  });
  draftId = ((await draft.json()) as { id: number }).id;
});
afterAll(() => t.close());

/**
 * A body of `total` bytes (JSON whitespace) made chunk by chunk as the server pulls it; `pulled`
 * tells how much the server read.
 */
function lazyBody(total: number) {
  const probe = { pulled: 0 };
  const chunk = new Uint8Array(CHUNK).fill(0x20);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (probe.pulled >= total) {
          controller.close();
          return;
        }
        probe.pulled += chunk.length;
        controller.enqueue(chunk.slice());
      },
      // Nothing is made before the server asks for it.
    },
    { highWaterMark: 0 },
  );
  return { stream, probe };
}

const send = (path: string, init: { method?: string; headers?: Record<string, string>; body: unknown }) =>
  t.request(path, {
    method: init.method ?? "POST",
    headers: { "Content-Type": "application/json", ...init.headers },
    body: init.body as BodyInit,
    duplex: "half",
  } as RequestInit);

const errorOf = async (res: Response) => ((await res.json()) as { error: unknown }).error;

/**
 * Write routes that read their whole JSON body before this limit (issue 22), with the role they need
 * and the limit they declare when it is not the default.
 */
const routes = (): { method: string; path: string; who: SignedIn; limit?: number }[] => [
  { method: "POST", path: "/api/solvents", who: carla },
  { method: "POST", path: "/api/reagents", who: carla },
  { method: "POST", path: "/api/authors", who: carla },
  { method: "POST", path: "/api/named-reactions", who: carla },
  { method: "POST", path: "/api/molecules", who: carla },
  { method: "POST", path: "/api/references", who: editor },
  { method: "PUT", path: "/api/named-reactions/1", who: editor, limit: 512 * 1024 },
  { method: "POST", path: `/api/unpublishedSyntheses/${draftId}/publish`, who: editor },
  // Editor writes that declare no limit of their own: the default applies to them too.
  { method: "PUT", path: "/api/molecules/1", who: editor },
  { method: "POST", path: "/api/molecules/1/merge", who: editor },
];

describe(`request body limit (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("refuses a streamed 50 MB body on every write route with 413, reading little of it", async () => {
    for (const route of routes()) {
      const { stream, probe } = lazyBody(50 * MB);
      const res = await send(route.path, { method: route.method, headers: route.who.headers, body: stream });
      expect({ route: route.path, status: res.status }).toEqual({ route: route.path, status: 413 });
      expect(await errorOf(res)).toEqual({ code: "payload_too_large", message: "Request body is too large" });
      expect(res.headers.get("connection")).toBe("close");
      // The limit and the chunks in flight, never the whole body.
      expect(probe.pulled).toBeLessThan((route.limit ?? DEFAULT_BODY_LIMIT) + 8 * CHUNK);
    }
  });

  it("refuses a Content-Length over the limit before reading a byte, before the session check", async () => {
    for (const route of routes()) {
      const { stream, probe } = lazyBody(50 * MB);
      const res = await send(route.path, {
        method: route.method,
        headers: { "Content-Length": String(50 * MB) },
        body: stream,
      });
      expect({ route: route.path, status: res.status }).toEqual({ route: route.path, status: 413 });
      expect(await errorOf(res)).toEqual({ code: "payload_too_large", message: "Request body is too large" });
      expect(probe.pulled).toBe(0);
    }
  });

  it("lets the routes that declare more take more: a 1 MB draft is saved, 3 MB are refused unread", async () => {
    const big = JSON.stringify({ comment: "x".repeat(MB) });
    const saved = await send("/api/unpublishedSyntheses", {
      headers: carla.headers,
      body: JSON.stringify({ display_name: "A long draft", synthesis_json: big }),
    });
    expect(saved.status).toBe(201);
    const { stream, probe } = lazyBody(50 * MB);
    const refused = await send("/api/unpublishedSyntheses", { headers: carla.headers, body: stream });
    expect(refused.status).toBe(413);
    expect(probe.pulled).toBeLessThan(2 * MB + 64 * 1024 + 8 * CHUNK);
    // A named reaction's long description (above the default, within its own limit) is taken too.
    const description = "Ω".repeat(40_000);
    const named = await send("/api/named-reactions/1", {
      method: "PUT",
      headers: editor.headers,
      body: JSON.stringify({ description }),
    });
    expect(named.status).toBe(200);
  });

  it("limits a route that declares nothing, whatever reads its body, and honours a declared one", async () => {
    const body = z.object({ a: z.string() });
    // A route declared in the registry: the library's validator reads the body.
    const declared = apiRoutes().openapi(
      createRoute({
        method: "post",
        path: "/validated",
        request: jsonBody(body),
        responses: { 200: json(body, "The body") },
      }),
      (c) => c.json(c.req.valid("json"), 200),
    );
    const probeRoutes = new Hono()
      .post("/text", async (c) => c.json({ length: (await c.req.text()).length }))
      .route("/", declared)
      .post("/small", bodyLimit(100), async (c) => c.json({ length: (await c.req.text()).length }));
    const app = createApp({
      watcher: t.runtime.watcher,
      logger: t.runtime.logger,
      mounts: [({ api }) => api.route("/probe", probeRoutes)],
    });
    const post = (path: string, body: BodyInit) =>
      app.request(`http://localhost/api/probe${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
        duplex: "half",
      } as RequestInit);

    for (const path of ["/text", "/validated"]) {
      const { stream, probe } = lazyBody(50 * MB);
      const res = await post(path, stream);
      expect({ path, status: res.status }).toEqual({ path, status: 413 });
      expect(await errorOf(res)).toMatchObject({ code: "payload_too_large" });
      expect(probe.pulled).toBeLessThan(DEFAULT_BODY_LIMIT + 8 * CHUNK);
    }
    const fits = await post("/text", JSON.stringify({ a: "y".repeat(DEFAULT_BODY_LIMIT - 100) }));
    expect(await fits.json()).toEqual({ length: DEFAULT_BODY_LIMIT - 100 + 8 });
    expect((await post("/validated", '{"a":"b"}')).status).toBe(200);
    expect((await post("/small", JSON.stringify({ a: "y".repeat(50) }))).status).toBe(200);
    expect((await post("/small", JSON.stringify({ a: "y".repeat(200) }))).status).toBe(413);
  });
});
