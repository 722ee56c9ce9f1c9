import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { createSessionRepository } from "../../../db/repositories/sessions.ts";
import { createUserRepository } from "../../../db/repositories/users.ts";
import { createApp } from "../../app.ts";
import { createAuthServices } from "../../auth/auth-services.ts";
import { sha256Hex } from "../../auth/tokens.ts";
import { asApiError } from "../../http/errors.ts";
import { createUser } from "../shared/create-user.ts";
import { authMount } from "./routes.ts";

const EMAIL = "ada@example.org";
const PASSWORD = "analytical-engine-1843";

let t: TestApp;
let app: Hono;
let sessionsRepo: ReturnType<typeof createSessionRepository>;
let built = 0;

/** This test's own assembly of the app with the auth routes, over the test database. */
function buildApp(config: { COOKIE_SECURE: boolean; LOGIN_MAX_FAILURES: number }): Hono {
  const { runtime } = t;
  const users = createUserRepository(runtime.db.kysely);
  // Its own limits, kept apart from the runtime's in the same database.
  const auth = createAuthServices({
    sessions: sessionsRepo,
    config: { ...runtime.config, ...config },
    limitStore: { pool: runtime.db.pool, namespace: `app${++built}:` },
  });
  return createApp({
    watcher: runtime.watcher,
    logger: runtime.logger,
    mounts: [authMount({ ...auth, users, logger: runtime.logger })],
  });
}

beforeAll(async () => {
  t = await createTestApp();
  sessionsRepo = createSessionRepository(t.runtime.db.kysely);
  await createUser(
    { users: createUserRepository(t.runtime.db.kysely) },
    { email: EMAIL, name: "Ada Lovelace", password: PASSWORD },
  );
  // The real wiring (runtime.ts); variants with other settings are built with buildApp below.
  app = t.runtime.app;
});
afterAll(() => t.close());

interface SetCookie {
  value: string;
  attributes: Map<string, string>;
}

/** Set-Cookie headers by cookie name (attribute names lower-cased). */
function setCookies(res: Response): Map<string, SetCookie> {
  const out = new Map<string, SetCookie>();
  for (const header of res.headers.getSetCookie()) {
    const [pair, ...attrs] = header.split(";").map((s) => s.trim());
    const eq = pair.indexOf("=");
    const attributes = new Map<string, string>();
    for (const attr of attrs) {
      const [k, v = ""] = attr.split("=");
      attributes.set(k.toLowerCase(), v);
    }
    out.set(pair.slice(0, eq), { value: decodeURIComponent(pair.slice(eq + 1)), attributes });
  }
  return out;
}

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join("; ");

function send(path: string, init: RequestInit = {}, target: Hono = app) {
  return Promise.resolve(target.request(`http://localhost${path}`, init));
}

async function csrfCookie(target: Hono = app): Promise<string> {
  const res = await send("/sanctum/csrf-cookie", {}, target);
  const token = setCookies(res).get("XSRF-TOKEN")?.value;
  if (!token) throw new Error("no XSRF-TOKEN cookie");
  return token;
}

function login(body: unknown, xsrf: string, options: { header?: string; target?: Hono } = {}) {
  return send(
    "/api/login",
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        Cookie: cookieHeader({ "XSRF-TOKEN": xsrf }),
        "X-XSRF-TOKEN": options.header ?? encodeURIComponent(xsrf),
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
    options.target,
  );
}

/** Signs in and returns the session cookie value and the session's anti-forgery token. */
async function signIn(): Promise<{ session: string; csrf: string }> {
  const res = await login({ email: EMAIL, password: PASSWORD }, await csrfCookie());
  expect(res.status).toBe(200);
  const cookies = setCookies(res);
  const session = cookies.get("synthesis_session")?.value;
  const csrf = cookies.get("XSRF-TOKEN")?.value;
  if (!session || !csrf) throw new Error("login set no cookies");
  return { session, csrf };
}

const getUser = (session?: string) =>
  send("/api/user", {
    headers: {
      Accept: "application/json",
      ...(session ? { Cookie: cookieHeader({ synthesis_session: session }) } : {}),
    },
  });

describe(`auth (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("GET /sanctum/csrf-cookie answers 204 with a readable, 2-hour XSRF-TOKEN cookie", async () => {
    const res = await send("/sanctum/csrf-cookie");
    expect(res.status).toBe(204);
    const cookie = setCookies(res).get("XSRF-TOKEN");
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.attributes.has("httponly")).toBe(false);
    expect(cookie?.attributes.get("samesite")).toBe("Lax");
    expect(cookie?.attributes.get("path")).toBe("/");
    expect(cookie?.attributes.get("max-age")).toBe("7200");
    expect(cookie?.attributes.has("secure")).toBe(false);
    expect(await csrfCookie()).not.toBe(cookie?.value);
  });

  it("login without the X-XSRF-TOKEN header, or with one that differs from the cookie, is 419", async () => {
    const xsrf = await csrfCookie();
    const body = JSON.stringify({ email: EMAIL, password: PASSWORD });
    const noHeader = await send("/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookieHeader({ "XSRF-TOKEN": xsrf }) },
      body,
    });
    expect(noHeader.status).toBe(419);
    expect(await noHeader.json()).toMatchObject({ error: { code: "csrf_token_mismatch" } });
    const noCookie = await send("/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-XSRF-TOKEN": xsrf },
      body,
    });
    expect(noCookie.status).toBe(419);
    const wrong = await login({ email: EMAIL, password: PASSWORD }, xsrf, { header: await csrfCookie() });
    expect(wrong.status).toBe(419);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it("a wrong password or unknown email is 401 invalid_credentials and sets nothing", async () => {
    const xsrf = await csrfCookie();
    for (const body of [
      { email: EMAIL, password: "not the password" },
      { email: "nobody@example.org", password: PASSWORD },
    ]) {
      const res = await login(body, xsrf);
      expect(res.status).toBe(401);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toMatchObject({ error: { code: "invalid_credentials" } });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it("a bad body is 400 naming the field; a non-JSON body is 415 or 400", async () => {
    const xsrf = await csrfCookie();
    const cases: [unknown, string][] = [
      [{ password: PASSWORD }, "email"],
      [{ email: EMAIL }, "password"],
      [{ email: "not-an-email", password: PASSWORD }, "email"],
      [{ email: EMAIL, password: "" }, "password"],
      [{ email: EMAIL, password: "x".repeat(1001) }, "password"],
      [{ email: EMAIL, password: 42 }, "password"],
      ["{not json", "body"],
    ];
    for (const [body, field] of cases) {
      const res = await login(body, xsrf);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.field).toBe(field);
    }
    const form = await send("/api/login", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: cookieHeader({ "XSRF-TOKEN": xsrf }),
        "X-XSRF-TOKEN": xsrf,
      },
      body: `email=${EMAIL}&password=${PASSWORD}`,
    });
    expect(form.status).toBe(415);
  });

  it("the right password is 200 {user} with an HttpOnly SameSite=Lax session cookie and a new token", async () => {
    const xsrf = await csrfCookie();
    const res = await login({ email: "  Ada@Example.ORG ", password: PASSWORD }, xsrf);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      user: { id: expect.any(Number), name: "Ada Lovelace", email: EMAIL, role: "contributor" },
    });
    const cookies = setCookies(res);
    const session = cookies.get("synthesis_session");
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session?.attributes.has("httponly")).toBe(true);
    expect(session?.attributes.get("samesite")).toBe("Lax");
    expect(session?.attributes.get("path")).toBe("/");
    expect(session?.attributes.get("max-age")).toBe("7200");
    const newXsrf = cookies.get("XSRF-TOKEN");
    expect(newXsrf?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newXsrf?.value).not.toBe(xsrf);
    expect(newXsrf?.attributes.has("httponly")).toBe(false);
    // Only the hash of the cookie is stored.
    const stored = await sessionsRepo.findValid(sha256Hex(session?.value ?? ""), new Date());
    expect(stored?.user.email).toBe(EMAIL);
    expect(stored?.csrfToken).toBe(newXsrf?.value);
  });

  it("GET /api/user is 200 with the session cookie and 401 without", async () => {
    const { session } = await signIn();
    const ok = await getUser(session);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(await ok.json()).toEqual({
      id: expect.any(Number),
      name: "Ada Lovelace",
      email: EMAIL,
      role: "contributor",
    });
    const anonymous = await getUser();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { code: "unauthenticated" } });
    expect((await getUser("A".repeat(43))).status).toBe(401);
    expect((await getUser("garbage")).status).toBe(401);
  });

  it("with a session, /sanctum/csrf-cookie hands out the session's token", async () => {
    const { session, csrf } = await signIn();
    const res = await send("/sanctum/csrf-cookie", {
      headers: { Cookie: cookieHeader({ synthesis_session: session }) },
    });
    expect(setCookies(res).get("XSRF-TOKEN")?.value).toBe(csrf);
  });

  it("the 6th failed login within a minute is 429 with Retry-After, even with the right password", async () => {
    const throttled = buildApp({ COOKIE_SECURE: false, LOGIN_MAX_FAILURES: 5 });
    const xsrf = await csrfCookie(throttled);
    for (let i = 0; i < 5; i++) {
      const res = await login({ email: EMAIL, password: `wrong ${i}` }, xsrf, { target: throttled });
      expect(res.status).toBe(401);
    }
    for (const password of ["wrong again", PASSWORD]) {
      const res = await login({ email: EMAIL, password }, xsrf, { target: throttled });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect(await res.json()).toMatchObject({ error: { code: "too_many_requests" } });
    }
    // Another email from the same address is counted apart.
    const other = await login({ email: "someone@example.org", password: "x" }, xsrf, { target: throttled });
    expect(other.status).toBe(401);
  });

  it("logout needs the session's token: wrong one 419, none 419, no session 401, right one 204", async () => {
    const { session, csrf } = await signIn();
    const logout = (headers: Record<string, string>) => send("/api/logout", { method: "POST", headers });
    const withSession = { Cookie: cookieHeader({ synthesis_session: session, "XSRF-TOKEN": csrf }) };
    expect((await logout({ ...withSession, "X-CSRF-TOKEN": await csrfCookie() })).status).toBe(419);
    expect((await logout(withSession)).status).toBe(419);
    expect((await logout({ "X-CSRF-TOKEN": csrf })).status).toBe(401);
    expect((await getUser(session)).status).toBe(200);

    const res = await logout({ ...withSession, "X-CSRF-TOKEN": csrf });
    expect(res.status).toBe(204);
    const cleared = setCookies(res);
    expect(cleared.get("synthesis_session")?.attributes.get("max-age")).toBe("0");
    expect(cleared.get("XSRF-TOKEN")?.attributes.get("max-age")).toBe("0");
    expect((await getUser(session)).status).toBe(401);
    expect(await sessionsRepo.findValid(sha256Hex(session), new Date())).toBeUndefined();
  });

  it("logout also accepts X-XSRF-TOKEN (URL-encoded, as copied from the cookie)", async () => {
    const { session, csrf } = await signIn();
    const res = await send("/api/logout", {
      method: "POST",
      headers: {
        Cookie: cookieHeader({ synthesis_session: session }),
        "X-XSRF-TOKEN": encodeURIComponent(csrf),
      },
    });
    expect(res.status).toBe(204);
  });

  it("an expired session is 401", async () => {
    const { session } = await signIn();
    await sessionsRepo.touch(sha256Hex(session), new Date(Date.now() - 1000));
    expect((await getUser(session)).status).toBe(401);
  });

  it("a session in use slides: its expiry moves forward and both cookies are re-sent", async () => {
    const { session, csrf } = await signIn();
    const idHash = sha256Hex(session);
    await sessionsRepo.touch(idHash, new Date(Date.now() + 60 * 60 * 1000));
    const res = await getUser(session);
    expect(res.status).toBe(200);
    const cookies = setCookies(res);
    expect(cookies.get("synthesis_session")?.value).toBe(session);
    expect(cookies.get("XSRF-TOKEN")?.value).toBe(csrf);
    const stored = await sessionsRepo.findValid(idHash, new Date());
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 119 * 60 * 1000);
    // Within the minute after, nothing is written or re-sent.
    expect((await getUser(session)).headers.getSetCookie()).toEqual([]);
  });

  it("cookies get the Secure flag when COOKIE_SECURE is set", async () => {
    const secure = buildApp({ COOKIE_SECURE: true, LOGIN_MAX_FAILURES: 5 });
    const res = await send("/sanctum/csrf-cookie", {}, secure);
    expect(setCookies(res).get("XSRF-TOKEN")?.attributes.has("secure")).toBe(true);
    const login200 = await login({ email: EMAIL, password: PASSWORD }, await csrfCookie(secure), {
      target: secure,
    });
    expect(setCookies(login200).get("synthesis_session")?.attributes.has("secure")).toBe(true);
  });

  it("create-user refuses a taken email (any case) with 409 and a short password with 400", async () => {
    const users = createUserRepository(t.runtime.db.kysely);
    // As the HTTP layer answers the command's refusals.
    const answered = (attempt: Promise<unknown>) =>
      attempt.catch((error) => Promise.reject(asApiError(error)));
    await expect(
      answered(
        createUser({ users }, { email: "ADA@example.org", name: "Other", password: "long enough password" }),
      ),
    ).rejects.toMatchObject({ status: 409, field: "email" });
    await expect(
      answered(createUser({ users }, { email: "new@example.org", name: "New", password: "short" })),
    ).rejects.toMatchObject({ status: 400, field: "password" });
  });
});
