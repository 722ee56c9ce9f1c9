import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createUser } from "../api/shared/create-user.ts";

/**
 * The request limits hold across the servers of one database (docs/decisions/stack/0068-dependencies-and-shared-rate-limits.md "Dependencies and
 * shared rate limits"): on PostgreSQL two apps, each with its own runtime and connection pool, serve
 * one database, and attempts sent to both add up to the limit one server alone would apply. SQLite
 * runs one embedded server by design (its counts are in that server's memory): there both names
 * stand for the same app, and the test checks the single-server case.
 */
const engine = inject("engine");
const XSRF = "x".repeat(43);
const EMAIL = "shared-limits@example.org";
const PASSWORD = "two-servers-one-count-1";

const ENV = {
  // Addresses from X-Forwarded-For, as behind the reverse proxy of a real deployment.
  TRUST_PROXY: "true",
  LOGIN_MAX_FAILURES: "4",
  LOGIN_MAX_FAILURES_PER_ADDRESS: "100",
  LOGIN_MAX_FAILURES_PER_ACCOUNT: "100",
  LOGIN_MAX_CONCURRENT: "64",
  SIGNUP_MAX_PER_EMAIL: "2",
  SIGNUP_MAX_PER_ADDRESS: "1000",
  LINK_CHECK_MAX_PER_ADDRESS: "3",
};

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp(ENV);
  b = engine === "postgres" ? await createTestApp(ENV, { sameDatabaseAs: a }) : a;
  await createUser(
    { users: a.runtime.repos.users },
    { email: EMAIL, name: "Shared Limits", password: PASSWORD },
  );
});
afterAll(async () => {
  if (b !== a) await b.close();
  await a.close();
});

const post = (app: TestApp, path: string, body: unknown, address: string) =>
  app.request(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Cookie: `XSRF-TOKEN=${XSRF}`,
      "X-XSRF-TOKEN": XSRF,
      "X-Forwarded-For": address,
    },
    body: JSON.stringify(body),
  });
const login = (app: TestApp, password: string, address: string, email = EMAIL) =>
  post(app, "/api/login", { email, password }, address);

describe(`request limits shared by the servers of one database (${engine})`, () => {
  it("failed logins alternated between two servers are refused after the same number as on one", async () => {
    const address = "203.0.113.7";
    for (const app of [a, b, a, b]) expect((await login(app, "wrong password", address)).status).toBe(401);
    for (const app of [a, b]) {
      const refused = await login(app, PASSWORD, address);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await refused.json()).toEqual({
        error: { code: "too_many_requests", message: "Too many attempts; try again later" },
      });
    }
    // Another address is not concerned: the right password signs in on either server.
    expect((await login(b, PASSWORD, "203.0.113.8")).status).toBe(200);
  });

  it("parallel failed logins spread over two servers pass the limit no more often than on one", async () => {
    const address = "203.0.113.20";
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(i % 2 ? b : a, "wrong password", address)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
  });

  it("an address that failed against an account stays refused on the other server", async () => {
    const email = "lockout-shared@example.org";
    const limited = { ...ENV, LOGIN_MAX_FAILURES_PER_ACCOUNT: "2" };
    const own = await createTestApp(limited);
    const other = engine === "postgres" ? await createTestApp(limited, { sameDatabaseAs: own }) : own;
    try {
      await createUser({ users: own.runtime.repos.users }, { email, name: "Lockout", password: PASSWORD });
      expect((await login(own, "wrong", "198.51.100.1", email)).status).toBe(401);
      expect((await login(own, "wrong", "198.51.100.2", email)).status).toBe(401);
      // The account's limit is reached: the addresses that failed are refused everywhere…
      expect((await login(other, PASSWORD, "198.51.100.1", email)).status).toBe(429);
      // …an address that has not failed against it is still checked.
      expect((await login(other, PASSWORD, "198.51.100.3", email)).status).toBe(200);
    } finally {
      if (other !== own) await other.close();
      await own.close();
    }
  });

  it("sign-ups of one e-mail alternated between two servers are refused after the same number", async () => {
    const email = "signup-shared@example.org";
    const signup = (app: TestApp, address: string) =>
      post(app, "/api/signup", { name: "Shared Sign-up", email }, address);
    expect((await signup(a, "192.0.2.1")).status).toBe(202);
    expect((await signup(b, "192.0.2.2")).status).toBe(202);
    for (const app of [a, b]) {
      const refused = await signup(app, "192.0.2.3");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    }
    expect(await a.runtime.repos.signups.countForEmail(email)).toBe(2);
  });

  it("link checks from one address alternated between two servers are refused after the same number", async () => {
    const check = (app: TestApp) =>
      app.request("/api/link-status?kind=signup", {
        headers: { "X-Link-Token": "no-such-token", "X-Forwarded-For": "192.0.2.50" },
      });
    for (const app of [a, b, a]) expect((await check(app)).status).toBe(200);
    expect((await check(b)).status).toBe(429);
    expect((await check(a)).status).toBe(429);
  });
});
