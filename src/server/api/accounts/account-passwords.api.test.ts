import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountCalls,
  anonymous,
  errorOf,
  type Headers,
  json,
  mailingApp,
  NO_LIMITS,
  ORIGIN,
  PASSWORD,
  RESET_LINK,
  tokenOf,
} from "../../../../tests/support/account-calls.ts";
import { signIn } from "../../../../tests/support/signed-in.ts";
import type { LoopbackSmtp } from "../../../../tests/support/smtp-server.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { sha256Hex } from "../../auth/tokens.ts";
import { createUser } from "../shared/create-user.ts";

/**
 * A user's own password: changing it, 'Forgot password?' and the reset link, and the limits (429)
 * on these calls and on invitation links.
 */

const ENGINE = process.env.TEST_ENGINE ?? "sqlite";

let smtp: LoopbackSmtp;
let t: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, close } = await mailingApp(NO_LIMITS));
});
afterAll(() => close());

const { login, currentUser, mailsTo } = accountCalls(
  () => t,
  () => smtp,
);

describe(`accounts: passwords (${ENGINE})`, () => {
  it("changes the password with the current one and ends the user's other sessions only", async () => {
    const email = "change.password@example.org";
    const user = await createUser(
      { users: t.runtime.repos.users },
      { email, name: "Changing Chemist", password: PASSWORD },
    );
    const here = await login(email, PASSWORD);
    const elsewhere = await login(email, PASSWORD);
    const change = (body: unknown, headers: Headers = here.headers) =>
      t.request("/api/user/password", json("POST", body, headers));
    const newPassword = "a-brand-new-password";

    expect(
      (await t.request("/api/user/password", json("POST", { current: PASSWORD, password: newPassword })))
        .status,
    ).toBe(401);
    expect(
      (await change({ current: PASSWORD, password: newPassword }, { Cookie: here.headers.Cookie })).status,
    ).toBe(419);
    for (const [body, field] of [
      [{ password: newPassword }, "current"],
      [{ current: PASSWORD, password: "short" }, "password"],
    ] as const) {
      const res = await change(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).field).toBe(field);
    }
    const wrong = await change({ current: "not my password", password: newPassword });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toMatchObject({ code: "wrong_password", field: "current" });
    expect(await t.runtime.repos.sessions.countForUser(user.id)).toBe(2);

    const done = await change({ current: PASSWORD, password: newPassword });
    expect(done.status).toBe(204);
    expect((await currentUser(here.headers)).status).toBe(200);
    expect((await currentUser(elsewhere.headers)).status).toBe(401);
    expect(await t.runtime.repos.sessions.countForUser(user.id)).toBe(1);
    expect((await login(email, PASSWORD)).res.status).toBe(401);
    expect((await login(email, newPassword)).res.status).toBe(200);
  });

  it("'Forgot password?' answers the same for every address and mails a 1-hour single-use link only to an account", async () => {
    const email = "forgetful@example.org";
    const user = await createUser(
      { users: t.runtime.repos.users },
      { email, name: "Forgetful Chemist", password: PASSWORD },
    );
    const session = await login(email, PASSWORD);

    expect((await t.request("/api/password/forgot", json("POST", { email }))).status).toBe(419);
    const bad = await anonymous(t, "/api/password/forgot", { email: "nope" });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).field).toBe("email");

    const answers: [number, unknown][] = [];
    for (const address of ["nobody.here@example.org", " Forgetful@Example.org "]) {
      const res = await anonymous(t, "/api/password/forgot", { email: address });
      answers.push([res.status, await res.json()]);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    expect(answers[0]).toEqual([202, { ok: true }]);
    expect(answers[1]).toEqual(answers[0]);
    const mail = await smtp.waitFor(email);
    expect(mail.raw).toMatch(/^Subject: Choose a new password for Synthesis Archive$/m);
    expect(mail.decoded).toContain("within 60 minutes");
    const token = tokenOf(mail, RESET_LINK);
    const stored = await t.runtime.repos.accountTokens.findByTokenHash("reset", sha256Hex(token));
    expect(stored).toMatchObject({ email, userId: user.id, usedAt: null });
    expect(Date.parse(stored?.expiresAt ?? "") - Date.now()).toBeLessThanOrEqual(3_600_000);
    expect(Date.parse(stored?.expiresAt ?? "") - Date.now()).toBeGreaterThan(3_500_000);
    await t.runtime.mail.sender.settle();
    expect(mailsTo("nobody.here@example.org")).toBe(0);
    expect(await t.runtime.repos.accountTokens.countFor("reset", "nobody.here@example.org")).toBe(0);

    // The reset page's call: the fields first, then the token.
    const short = await anonymous(t, "/api/password/reset", { token, password: "short" });
    expect(short.status).toBe(400);
    expect((await errorOf(short)).field).toBe("password");
    const unknown = await anonymous(t, "/api/password/reset", { token: "C".repeat(43), password: PASSWORD });
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toMatchObject({ code: "invalid_token", field: "token" });

    const newPassword = "a-password-chosen-by-link";
    const reset = await anonymous(t, "/api/password/reset", { token, password: newPassword });
    expect(reset.status).toBe(204);
    expect((await currentUser(session.headers)).status).toBe(401);
    expect(await t.runtime.repos.sessions.countForUser(user.id)).toBe(0);
    expect((await login(email, PASSWORD)).res.status).toBe(401);
    expect((await login(email, newPassword)).res.status).toBe(200);

    const reused = await anonymous(t, "/api/password/reset", { token, password: "yet-another-password" });
    expect(reused.status).toBe(410);
    expect(await errorOf(reused)).toMatchObject({ code: "token_used", field: "token" });
  });

  it("refuses expired reset links, and sends none to a disabled account", async () => {
    const admin = await signIn(t, "admin", "Reset Admin");
    const email = "expired.reset@example.org";
    const user = await createUser(
      { users: t.runtime.repos.users },
      { email, name: "Late Chemist", password: PASSWORD },
    );
    expect((await anonymous(t, "/api/password/forgot", { email })).status).toBe(202);
    const first = tokenOf(await smtp.waitFor(email), RESET_LINK);
    await t.runtime.repos.accountTokens.setExpiry(sha256Hex(first), new Date(Date.now() - 1000));
    const expired = await anonymous(t, "/api/password/reset", {
      token: first,
      password: "a-new-long-password",
    });
    expect(expired.status).toBe(410);
    expect(await errorOf(expired)).toMatchObject({ code: "token_expired", field: "token" });

    // A link asked for before the account was disabled stops working; a disabled account gets none.
    expect((await anonymous(t, "/api/password/forgot", { email })).status).toBe(202);
    const second = tokenOf(await smtp.waitFor(email, 2), RESET_LINK);
    await t.request(`/api/admin/users/${user.id}`, json("PUT", { disabled: true }, admin.headers));
    const afterDisable = await anonymous(t, "/api/password/reset", {
      token: second,
      password: "a-new-long-password",
    });
    expect(afterDisable.status).toBe(400);
    expect((await anonymous(t, "/api/password/forgot", { email })).status).toBe(202);
    await t.runtime.mail.sender.settle();
    expect(mailsTo(email)).toBe(2);
  });
});

describe(`accounts: limits (${ENGINE})`, () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_URL: ORIGIN,
      PASSWORD_FORGOT_MAX_PER_EMAIL: "2",
      PASSWORD_FORGOT_MAX_PER_ADDRESS: "3",
      ACCOUNT_LINK_MAX_PER_ADDRESS: "2",
      LOGIN_MAX_FAILURES: "2",
    });
  });
  afterAll(() => limited.close());

  it("limits 'Forgot password?' per e-mail and per address, link uses per address, and password changes like sign-ins (429)", async () => {
    const forgot = (email: string) => anonymous(limited, "/api/password/forgot", { email });
    expect((await forgot("limit@example.org")).status).toBe(202);
    expect((await forgot("limit@example.org")).status).toBe(202);
    const perEmail = await forgot("limit@example.org");
    expect(perEmail.status).toBe(429);
    expect(Number(perEmail.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await errorOf(perEmail)).toMatchObject({ code: "too_many_requests" });
    expect((await forgot("limit2@example.org")).status).toBe(202);
    expect((await forgot("limit3@example.org")).status).toBe(429);

    const body = { token: "D".repeat(43), password: PASSWORD };
    expect((await anonymous(limited, "/api/password/reset", body)).status).toBe(400);
    expect((await anonymous(limited, "/api/invitations/accept", { ...body, name: "X" })).status).toBe(400);
    const links = await anonymous(limited, "/api/password/reset", body);
    expect(links.status).toBe(429);
    expect(Number(links.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await anonymous(limited, "/api/invitations/accept", { ...body, name: "X" })).status).toBe(429);

    const user = await signIn(limited, "contributor", "Guessing Chemist");
    const change = (current: string) =>
      limited.request(
        "/api/user/password",
        json("POST", { current, password: "another-long-password" }, user.headers),
      );
    expect((await change("guess one")).status).toBe(400);
    expect((await change("guess two")).status).toBe(400);
    const third = await change("a-long-enough-password");
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
