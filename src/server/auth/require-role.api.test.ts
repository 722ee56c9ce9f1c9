import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createUser } from "../api/shared/create-user.ts";
import { asApiError, errorResponse, internalError } from "../http/errors.ts";

let t: TestApp;
let app: Hono;
const sessions: Record<string, { cookie: string; csrf: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { requireRole } = t.runtime.auth;
  app = new Hono()
    .post("/editors-only", requireRole("editor"), (c) => c.json({ ok: c.get("user").role }))
    .get("/contributors", requireRole("contributor"), (c) => c.json({ ok: c.get("user").role }));
  // As app.ts answers: a refusal (ours or a domain one, such as forbidden) as itself, anything else as a 500.
  app.onError((error) => errorResponse(asApiError(error) ?? internalError()));
  for (const role of ["contributor", "editor", "admin"] as const) {
    const user = await createUser(
      { users: t.runtime.repos.users },
      { email: `${role}@roles.test`, name: role, password: "a-long-enough-password", role },
    );
    const started = await t.runtime.auth.sessions.start(user.id);
    sessions[role] = { cookie: `synthesis_session=${started.token}`, csrf: started.csrfToken };
  }
});
afterAll(() => t.close());

const post = (role?: string, withToken = true) =>
  app.request("http://localhost/editors-only", {
    method: "POST",
    headers: role
      ? { Cookie: sessions[role].cookie, ...(withToken ? { "X-CSRF-TOKEN": sessions[role].csrf } : {}) }
      : {},
  });

describe(`requireRole (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("401 without a session, 419 without the token, 403 below the role, then the handler", async () => {
    expect((await post()).status).toBe(401);
    expect((await post("editor", false)).status).toBe(419);
    const refused = await post("contributor");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: "forbidden", message: "This needs the editor role" },
    });
    expect(await (await post("editor")).json()).toEqual({ ok: "editor" });
    expect(await (await post("admin")).json()).toEqual({ ok: "admin" });
  });

  it("reads need the session and the role, not the token", async () => {
    const res = await app.request("http://localhost/contributors", {
      headers: { Cookie: sessions.contributor.cookie },
    });
    expect(await res.json()).toEqual({ ok: "contributor" });
  });

  it("accounts made before roles existed are editors; new ones are contributors by default", async () => {
    const user = await createUser(
      { users: t.runtime.repos.users },
      { email: "plain@roles.test", name: "Plain", password: "a-long-enough-password" },
    );
    expect(user.role).toBe("contributor");
    // A row written without a role, as every account was before roles: the column default.
    await t.runtime.db.kysely
      .insertInto("users")
      .values({
        name: "Old",
        email: "old@roles.test",
        password_hash: "x",
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await t.runtime.repos.users.findByEmail("old@roles.test"))?.role).toBe("editor");
  });
});
