import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  anonymous,
  errorOf,
  mailingApp,
  NO_LIMITS,
  ORIGIN,
  PASSWORD,
  setCookies,
} from "../../../../tests/support/account-calls.ts";
import { signIn } from "../../../../tests/support/signed-in.ts";
import type { LoopbackSmtp } from "../../../../tests/support/smtp-server.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";
import { verifyPassword } from "../../auth/passwords.ts";
import { ApiError, asApiError } from "../../http/errors.ts";
import { createUser } from "../shared/create-user.ts";

const ENGINE = process.env.TEST_ENGINE ?? "sqlite";
const REPEATS =
  "password: is too easy to guess. Avoid repeated characters like 'aaa'. Use a few unrelated words.";
const PERSONAL =
  "password: is too easy to guess. Avoid your name and e-mail address, or parts of them. Use a few unrelated words.";
/**
 * The attacker's four (docs/decisions/accounts/0098-password-strength.md), each long enough: repeats, the
 * account's own e-mail, and one built from the account's name.
 */
const weakFor = (email: string, name: string): [string, string][] => [
  ["aaaaaaaaaaaa", REPEATS],
  ["111111111111", REPEATS],
  [" ".repeat(12), REPEATS],
  [email, PERSONAL],
  [`${name.replaceAll(" ", "-")}-1815`, PERSONAL],
];

let smtp: LoopbackSmtp;
let t: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, close } = await mailingApp({
    SIGNUP_MAX_PER_ADDRESS: "1000",
    SIGNUP_VERIFY_MAX_PER_ADDRESS: "1000",
    SIGNUP_VERIFY_MAX_PER_EMAIL: "1000",
    ...NO_LIMITS,
  }));
});
afterAll(() => close());

const tag = () => `${ENGINE}-${randomBytes(4).toString("hex")}`;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  anonymous(t, path, body, headers);
/** The token of the newest e-mail to `email` whose link has `path`. */
async function linkToken(email: string, path: string): Promise<string> {
  const mail = await smtp.waitFor(email);
  const match = new RegExp(`${ORIGIN}${path}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.decoded);
  if (!match?.[1]) throw new Error(`no ${path} link in the e-mail`);
  return match[1];
}
/** Every weak password for the account is refused at `call` with 400 naming password and saying what to do. */
async function refusesWeak(email: string, name: string, call: (password: string) => Promise<Response>) {
  for (const [password, message] of weakFor(email, name)) {
    const res = await call(password);
    expect(res.status, password).toBe(400);
    expect(await errorOf(res)).toEqual({ code: "invalid_input", message, field: "password" });
  }
}

describe(`weak passwords are refused wherever a password is set (${ENGINE})`, () => {
  it("sign-up: the link still works afterwards with a good password", async () => {
    const email = `weak-signup-${tag()}@example.org`;
    expect((await post("/api/signup", { name: "Grace Hopper", email })).status).toBe(202);
    const token = await linkToken(email, "/contribute/verify");
    await refusesWeak(email, "Grace Hopper", (password) => post("/api/signup/verify", { token, password }));
    expect(await t.runtime.repos.users.findByEmail(email)).toBeFalsy();
    expect((await post("/api/signup/verify", { token, password: PASSWORD })).status).toBe(201);
  });

  it("invitation: no account is made, and the link still works", async () => {
    const admin = await signIn(t, "admin", "Weak Admin");
    const email = `weak-invite-${tag()}@example.org`;
    const invited = await t.request("/api/admin/invitations", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...admin.headers },
      body: JSON.stringify({ email, role: "editor" }),
    });
    expect(invited.status).toBe(201);
    const token = await linkToken(email, "/invite");
    // The name is the one chosen in this very request.
    await refusesWeak(email, "Marie Curie", (password) =>
      post("/api/invitations/accept", { token, name: "Marie Curie", password }),
    );
    // The name chosen is one line, like every name (issue 22, point 10).
    const named = await post("/api/invitations/accept", {
      token,
      name: "Invitee\nSECURITY ALERT",
      password: PASSWORD,
    });
    expect(named.status).toBe(400);
    expect(await errorOf(named)).toMatchObject({ code: "invalid_input", field: "name" });
    expect(await t.runtime.repos.users.findByEmail(email)).toBeFalsy();
    expect(
      (await post("/api/invitations/accept", { token, name: "Invitee", password: PASSWORD })).status,
    ).toBe(201);
  });

  it("reset and change: the password stays as it was", async () => {
    const email = `weak-reset-${tag()}@example.org`;
    const user = await createUser(
      { users: t.runtime.repos.users },
      { email, name: "Rosalind Franklin", password: PASSWORD },
    );
    expect((await post("/api/password/forgot", { email })).status).toBe(202);
    const token = await linkToken(email, "/reset-password");
    await refusesWeak(email, "Rosalind Franklin", (password) =>
      post("/api/password/reset", { token, password }),
    );

    const login = await post("/api/login", { email, password: PASSWORD });
    expect(login.status).toBe(200);
    const cookies = setCookies(login);
    const session = {
      Cookie: `synthesis_session=${cookies.get("synthesis_session")}`,
      "X-CSRF-TOKEN": cookies.get("XSRF-TOKEN") ?? "",
    };
    await refusesWeak(email, "Rosalind Franklin", (password) =>
      t.request("/api/user/password", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...session },
        body: JSON.stringify({ current: PASSWORD, password }),
      }),
    );
    expect(await verifyPassword(await t.runtime.repos.users.passwordHash(user.id), PASSWORD)).toBe(true);
    // The reset link was not spent by the refusals: it still sets a good password.
    expect(
      (await post("/api/password/reset", { token, password: "tautomer-ozonide-quinuclidine" })).status,
    ).toBe(204);
  });

  it("user:create (createUser) refuses them naming password", async () => {
    const email = `weak-cli-${tag()}@example.org`;
    for (const [password, message] of weakFor(email, "Dorothy Hodgkin")) {
      const attempt = createUser(
        { users: t.runtime.repos.users },
        { email, name: "Dorothy Hodgkin", password },
      );
      // As the HTTP layer answers the command's refusal.
      const refusal = await attempt.then(() => undefined, asApiError);
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ status: 400, message, field: "password" });
    }
    expect(await t.runtime.repos.users.findByEmail(email)).toBeFalsy();
  });
});
