import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { createSessionService, SESSION_ABSOLUTE_LIFETIME_MS } from "../../auth/sessions.ts";
import { createUser } from "../shared/create-user.ts";

const EMAIL = "grace@example.org";
const PASSWORD = "cobol-compiler-1959";
const XSRF = "x".repeat(43);

/** An app with small limits. The limits count in memory, per app. */
const limitedApp = () =>
  createTestApp({
    LOGIN_MAX_FAILURES: "50",
    LOGIN_MAX_FAILURES_PER_ADDRESS: "4",
    LOGIN_MAX_FAILURES_PER_ACCOUNT: "50",
    LOGIN_MAX_CONCURRENT: "1",
  });

let t: TestApp;
beforeAll(async () => {
  t = await limitedApp();
  await createUser(
    { users: t.runtime.repos.users },
    { email: EMAIL, name: "Grace Hopper", password: PASSWORD },
  );
});
afterAll(() => t.close());

const login = (email: string, password: string, address: string, app: TestApp = t) =>
  app.request("/api/login", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Cookie: `XSRF-TOKEN=${XSRF}`,
      "X-XSRF-TOKEN": XSRF,
      // The in-process app has no socket; the test config does not trust proxies, so every request
      // here comes from the same ('unknown') address whatever this header says.
      "X-Forwarded-For": address,
    },
    body: JSON.stringify({ email, password }),
  });

describe(`login limits (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("answers 503 with Retry-After to logins beyond the password checks allowed at once", async () => {
    // The one slot is taken here, as a password check in progress takes it. Three logins sent at
    // once raced against the first one's check, which on a loaded machine could end before the
    // others were counted.
    const check = await t.runtime.auth.limits.admit("another address", "someone@example.org");
    expect(check.ok).toBe(true);
    const answers = await Promise.all([1, 2].map(() => login(EMAIL, PASSWORD, "a")));
    expect(answers.map((r) => r.status)).toEqual([503, 503]);
    const busy = answers[0];
    expect(busy?.headers.get("retry-after")).toBe("1");
    expect(await busy?.json()).toEqual({
      error: { code: "busy", message: "The server is busy; try again shortly" },
    });
    // The check ends: the slot is free again.
    if (check.ok) check.done();
    expect((await login(EMAIL, PASSWORD, "a")).status).toBe(200);
  });

  it("limits failures from one address over different emails (429)", async () => {
    // Every request here comes from one address: an app of this test's own, so that the address
    // it blocks stays free for the other tests.
    const own = await limitedApp();
    try {
      for (let i = 0; i < 4; i++)
        expect((await login(`nobody${i}@example.org`, "wrong", "a", own)).status).toBe(401);
      const refused = await login("yet-another@example.org", "wrong", "a", own);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
  });
});

describe(`session lifetime (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("ends a session 12 hours after sign-in however active it stays", async () => {
    let now = new Date("2026-03-01T08:00:00Z");
    const sessions = createSessionService(t.runtime.repos.sessions, { now: () => now });
    const user = await t.runtime.repos.users.findByEmail(EMAIL);
    const started = await sessions.start(user?.id ?? 0);
    // Active every 90 minutes: the 2-hour sliding expiry never runs out…
    for (let minutes = 90; minutes < 12 * 60; minutes += 90) {
      now = new Date(Date.parse("2026-03-01T08:00:00Z") + minutes * 60_000);
      const live = await sessions.resolve(started.token);
      expect(live?.user.email).toBe(EMAIL);
      // …but the expiry never passes the absolute end.
      expect(live?.expiresAt.getTime()).toBeLessThanOrEqual(Date.parse("2026-03-01T20:00:00Z"));
    }
    now = new Date(Date.parse("2026-03-01T08:00:00Z") + SESSION_ABSOLUTE_LIFETIME_MS);
    expect(await sessions.resolve(started.token)).toBeUndefined();
  });
});
