import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountCalls,
  anonymous,
  errorOf,
  type Headers,
  INVITE_LINK,
  json,
  mailingApp,
  NO_LIMITS,
  PASSWORD,
  setCookies,
  tokenOf,
} from "../../../../tests/support/account-calls.ts";
import { signIn } from "../../../../tests/support/signed-in.ts";
import type { LoopbackSmtp } from "../../../../tests/support/smtp-server.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { sha256Hex } from "../../auth/tokens.ts";
import { createUser } from "../shared/create-user.ts";

/**
 * The admins' calls on accounts: the list, invitations, roles and disabling. Changing and resetting
 * passwords, and the limits on those calls: account-passwords.api.test.ts.
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

async function invite(admin: Headers, email: string, role: string): Promise<string> {
  const before = mailsTo(email);
  const res = await t.request("/api/admin/invitations", json("POST", { email, role }, admin));
  expect(res.status).toBe(201);
  return tokenOf(await smtp.waitFor(email, before + 1), INVITE_LINK);
}

describe(`accounts: the admins' calls (${ENGINE})`, () => {
  it("refuses anonymous visitors (401), other roles (403) and writes without the token (419)", async () => {
    const contributor = await signIn(t, "contributor", "Gate Contributor");
    const editor = await signIn(t, "editor", "Gate Editor");
    const admin = await signIn(t, "admin", "Gate Admin");
    const calls: [string, RequestInit][] = [
      ["/api/admin/users", {}],
      ["/api/admin/invitations", json("POST", { email: "x@example.org", role: "editor" })],
      [`/api/admin/users/${contributor.id}`, json("PUT", { role: "admin" })],
    ];
    for (const [path, init] of calls) {
      expect((await t.request(path, init)).status, path).toBe(401);
      for (const who of [contributor, editor]) {
        const res = await t.request(path, { ...init, headers: { ...init.headers, ...who.headers } });
        expect(res.status, `${path} ${who.name}`).toBe(403);
        expect(await errorOf(res)).toMatchObject({ code: "forbidden" });
      }
    }
    for (const [path, init] of calls.slice(1)) {
      const res = await t.request(path, { ...init, headers: { ...init.headers, ...admin.cookieOnly } });
      expect(res.status, path).toBe(419);
    }
    expect(await t.runtime.repos.accountTokens.countFor("invite", "x@example.org")).toBe(0);
    expect((await t.runtime.repos.users.findAccount(contributor.id))?.role).toBe("contributor");
  });

  it("lists every account with role, last sign-in and whether it is disabled (never a password hash)", async () => {
    const admin = await signIn(t, "admin", "List Admin");
    await createUser(
      { users: t.runtime.repos.users },
      { email: "listed@example.org", name: "Listed Chemist", password: PASSWORD },
    );
    expect((await login("listed@example.org", PASSWORD)).res.status).toBe(200);
    const res = await t.request("/api/admin/users", { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const rows = (await res.json()) as Record<string, unknown>[];
    const listed = rows.find((r) => r.email === "listed@example.org");
    expect(listed).toEqual({
      id: expect.any(Number),
      name: "Listed Chemist",
      email: "listed@example.org",
      role: "contributor",
      createdAt: expect.any(String),
      lastSignInAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      disabled: false,
      disabledAt: null,
    });
    expect(Date.now() - Date.parse(String(listed?.lastSignInAt))).toBeLessThan(60_000);
    expect(rows.find((r) => r.id === admin.id)).toMatchObject({ role: "admin", lastSignInAt: null });
    expect(JSON.stringify(rows)).not.toContain("argon2");
  });

  it("invites by e-mail with a single-use 24-hour link stored hashed; accepting makes a signed-in account with that role", async () => {
    const admin = await signIn(t, "admin", "Inviting Admin");
    const email = "marie.curie@example.org";
    const res = await t.request(
      "/api/admin/invitations",
      json("POST", { email: " Marie.Curie@Example.org ", role: "editor" }, admin.headers),
    );
    expect(res.status).toBe(201);
    const answer = await res.json();
    expect(answer).toEqual({ email, role: "editor", expiresAt: expect.any(String) });
    expect(Date.parse(answer.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(Date.parse(answer.expiresAt) - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    const mail = await smtp.waitFor(email);
    expect(mail.raw).toMatch(/^Subject: You are invited to Synthesis Archive$/m);
    expect(mail.decoded).toContain("Inviting Admin invites you to Synthesis Archive as an editor.");
    const token = tokenOf(mail, INVITE_LINK);
    expect(await t.runtime.repos.accountTokens.findByTokenHash("invite", sha256Hex(token))).toMatchObject({
      email,
      role: "editor",
      usedAt: null,
    });
    expect(await t.runtime.repos.accountTokens.findByTokenHash("invite", token)).toBeUndefined();

    // Acceptance: anti-forgery first, then the fields, then the token.
    const noXsrf = await t.request(
      "/api/invitations/accept",
      json("POST", { token, name: "M", password: PASSWORD }),
    );
    expect(noXsrf.status).toBe(419);
    for (const [body, field] of [
      [{ token, name: " ", password: PASSWORD }, "name"],
      [{ token, name: "Marie Curie", password: "short" }, "password"],
      [{ name: "Marie Curie", password: PASSWORD }, "token"],
    ] as const) {
      const bad = await anonymous(t, "/api/invitations/accept", body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(bad)).field).toBe(field);
    }
    const unknown = await anonymous(t, "/api/invitations/accept", {
      token: "B".repeat(43),
      name: "Marie Curie",
      password: PASSWORD,
    });
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toMatchObject({ code: "invalid_token", field: "token" });

    const accepted = await anonymous(t, "/api/invitations/accept", {
      token,
      name: " Marie Curie ",
      password: PASSWORD,
    });
    expect(accepted.status).toBe(201);
    expect(await accepted.json()).toEqual({
      user: { id: expect.any(Number), name: "Marie Curie", email, role: "editor" },
    });
    const cookies = setCookies(accepted);
    const session = { Cookie: `synthesis_session=${cookies.get("synthesis_session")}` };
    expect(await (await currentUser(session)).json()).toMatchObject({ email, role: "editor" });
    expect((await t.runtime.repos.users.findByEmail(email))?.passwordHash).toMatch(/^\$argon2id\$/);

    // The link works once.
    const again = await anonymous(t, "/api/invitations/accept", { token, name: "Other", password: PASSWORD });
    expect(again.status).toBe(410);
    expect(await errorOf(again)).toMatchObject({ code: "token_used", field: "token" });

    // An address with an account cannot be invited again.
    const taken = await t.request(
      "/api/admin/invitations",
      json("POST", { email, role: "admin" }, admin.headers),
    );
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).field).toBe("email");
  });

  it("refuses bad invitations naming the field, expired links, and links a newer invitation replaced", async () => {
    const admin = await signIn(t, "admin", "Strict Admin");
    for (const [body, field] of [
      [{ email: "not-an-address", role: "editor" }, "email"],
      [{ email: "fine@example.org", role: "owner" }, "role"],
      [{ email: "fine@example.org" }, "role"],
      ["{broken", "body"],
    ] as const) {
      const res = await t.request("/api/admin/invitations", json("POST", body, admin.headers));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).field).toBe(field);
    }

    const email = "lise.meitner@example.org";
    const first = await invite(admin.headers, email, "contributor");
    const second = await invite(admin.headers, email, "editor");
    const replaced = await anonymous(t, "/api/invitations/accept", {
      token: first,
      name: "L",
      password: PASSWORD,
    });
    expect(replaced.status).toBe(410);
    expect(await errorOf(replaced)).toMatchObject({ code: "token_used" });

    await t.runtime.repos.accountTokens.setExpiry(sha256Hex(second), new Date(Date.now() - 1000));
    const expired = await anonymous(t, "/api/invitations/accept", {
      token: second,
      name: "L",
      password: PASSWORD,
    });
    expect(expired.status).toBe(410);
    expect(await errorOf(expired)).toMatchObject({ code: "token_expired", field: "token" });
    expect(await t.runtime.repos.users.findByEmail(email)).toBeUndefined();
  });

  it("changes roles, refuses bad changes naming the field, and never leaves the archive without an admin", async () => {
    const app = await createTestApp({}, { empty: true });
    try {
      const admin = await signIn(app, "admin", "Only Admin");
      const other = await signIn(app, "contributor", "Promoted Chemist");
      const put = (id: number | string, body: unknown, headers: Headers = admin.headers) =>
        app.request(`/api/admin/users/${id}`, json("PUT", body, headers));

      for (const [body, field] of [
        [{ role: "owner" }, "role"],
        [{ disabled: "yes" }, "disabled"],
        [{}, "role"],
      ] as const) {
        const res = await put(other.id, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect((await errorOf(res)).field).toBe(field);
      }
      expect((await put(999_999, { role: "editor" })).status).toBe(404);
      expect((await put("abc", { role: "editor" })).status).toBe(404);

      // The last admin can neither demote nor disable themself.
      const demote = await put(admin.id, { role: "editor" });
      expect(demote.status).toBe(409);
      expect(await errorOf(demote)).toMatchObject({ code: "conflict", field: "role" });
      expect((await errorOf(await put(admin.id, { role: "contributor" }))).message).toContain("last admin");
      const disableSelf = await put(admin.id, { disabled: true });
      expect(disableSelf.status).toBe(409);
      expect((await errorOf(disableSelf)).field).toBe("disabled");

      const promoted = await put(other.id, { role: "admin" });
      expect(promoted.status).toBe(200);
      expect(await promoted.json()).toMatchObject({ id: other.id, role: "admin", disabled: false });

      // With a second admin, the first may step down; then the second is the last one.
      const stepDown = await put(admin.id, { role: "editor" });
      expect(stepDown.status).toBe(200);
      expect(await stepDown.json()).toMatchObject({ role: "editor" });
      const last = await put(other.id, { role: "editor" }, other.headers);
      expect(last.status).toBe(409);
      expect((await errorOf(last)).message).toContain("you are the last admin");
      // The former admin's session now gets 403 on the admins' calls.
      expect((await app.request("/api/admin/users", { headers: admin.headers })).status).toBe(403);

      // Two admins demoting each other at the same moment: one of them stays admin.
      const third = await signIn(app, "admin", "Third Admin");
      const both = await Promise.all([
        put(third.id, { role: "editor" }, other.headers),
        put(other.id, { role: "editor" }, third.headers),
      ]);
      // Exactly one succeeds. The other is refused either as the last admin (409: both checks
      // ran before either change) or as no longer an admin (403: it came after the first change).
      const statuses = both.map((r) => r.status).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const admins = (await app.runtime.repos.users.list()).filter((u) => u.role === "admin");
      expect(admins).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it("disabling ends the account's sessions at once and refuses its sign-in like a wrong password; enabling restores it", async () => {
    const admin = await signIn(t, "admin", "Disabling Admin");
    const email = "disabled.chemist@example.org";
    const user = await createUser(
      { users: t.runtime.repos.users },
      { email, name: "Disabled Chemist", password: PASSWORD },
    );
    const one = await login(email, PASSWORD);
    const two = await login(email, PASSWORD);
    expect((await currentUser(one.headers)).status).toBe(200);
    expect(await t.runtime.repos.sessions.countForUser(user.id)).toBe(2);

    const res = await t.request(
      `/api/admin/users/${user.id}`,
      json("PUT", { disabled: true }, admin.headers),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      disabled: true,
      disabledAt: expect.any(String),
      role: "contributor",
    });
    expect(await t.runtime.repos.sessions.countForUser(user.id)).toBe(0);
    for (const session of [one, two]) expect((await currentUser(session.headers)).status).toBe(401);
    const write = await t.request(
      "/api/user/password",
      json("POST", { current: PASSWORD, password: `${PASSWORD}!` }, two.headers),
    );
    expect(write.status).toBe(401);

    const refused = await login(email, PASSWORD);
    const wrong = await login(email, "not the password at all");
    expect(refused.res.status).toBe(401);
    expect(refused.res.headers.getSetCookie()).toEqual([]);
    expect(await refused.res.json()).toEqual(await wrong.res.json());
    const listed = (await (await t.request("/api/admin/users", { headers: admin.headers })).json()) as {
      id: number;
      disabled: boolean;
    }[];
    expect(listed.find((r) => r.id === user.id)?.disabled).toBe(true);

    const enabled = await t.request(
      `/api/admin/users/${user.id}`,
      json("PUT", { disabled: false }, admin.headers),
    );
    expect(enabled.status).toBe(200);
    expect(await enabled.json()).toMatchObject({ disabled: false, disabledAt: null });
    const back = await login(email, PASSWORD);
    expect(back.res.status).toBe(200);
    expect((await currentUser(back.headers)).status).toBe(200);
  });
});
