import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailingApp, ORIGIN, PASSWORD } from "../../../../tests/support/account-calls.ts";
import type { LoopbackSmtp, ReceivedMail } from "../../../../tests/support/smtp-server.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { sha256Hex } from "../../auth/tokens.ts";
import { createUser } from "../shared/create-user.ts";

const ENGINE = process.env.TEST_ENGINE ?? "sqlite";
const XSRF = "s".repeat(43);
const LINK = /https:\/\/archive\.example\.org\/contribute\/verify\?token=([A-Za-z0-9_-]{43})/;

let smtp: LoopbackSmtp;
let t: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, close } = await mailingApp({
    MAIL_FROM: "Synthesis Archive <no-reply@archive.example.org>",
    // Every in-process request comes from the same address: only the throttle test below limits.
    SIGNUP_MAX_PER_ADDRESS: "1000",
    SIGNUP_VERIFY_MAX_PER_ADDRESS: "1000",
  }));
  await createUser(
    { users: t.runtime.repos.users },
    { email: "existing@example.org", name: "Existing Chemist", password: PASSWORD },
  );
});
afterAll(() => close());

const post = (app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Cookie: `XSRF-TOKEN=${XSRF}`,
      "X-XSRF-TOKEN": XSRF,
      ...headers,
    },
    body: JSON.stringify(body),
  });
const signup = (body: unknown, app = t) => post(app, "/api/signup", body);
const verify = (body: unknown, app = t) => post(app, "/api/signup/verify", body);
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;

/** The token of the link in a verification e-mail. */
function tokenOf(mail: ReceivedMail): string {
  const match = LINK.exec(mail.decoded);
  if (!match) throw new Error("no sign-up link in the e-mail");
  return match[1];
}

/** Signs up `email` and returns the token from the e-mail that arrives. */
async function signUpAndReadToken(email: string, name = "Rosalind Franklin"): Promise<string> {
  const before = smtp.received.filter((m) => m.to.includes(email)).length;
  expect((await signup({ name, email })).status).toBe(202);
  return tokenOf(await smtp.waitFor(email, before + 1));
}

/** Set-Cookie values by cookie name. */
function setCookies(res: Response): Map<string, string> {
  const out = new Map<string, string>();
  for (const header of res.headers.getSetCookie()) {
    const pair = header.split(";")[0];
    const eq = pair.indexOf("=");
    out.set(pair.slice(0, eq), decodeURIComponent(pair.slice(eq + 1)));
  }
  return out;
}

const userCount = () => t.runtime.repos.users.count();

describe(`contributor sign-up (${ENGINE})`, () => {
  it("signs up, mails a single-use link, and the link makes a signed-in contributor who can save a draft", async () => {
    const email = "dorothy.hodgkin@example.org";
    const res = await signup({
      name: "  Dorothy Hodgkin ",
      email: " Dorothy.Hodgkin@Example.org ",
      orcid: "0000-0002-1825-0097",
      affiliation: "University of Oxford",
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get("cache-control")).toBe("no-store");

    const mail = await smtp.waitFor(email);
    expect(mail.from).toBe("no-reply@archive.example.org");
    expect(mail.raw).toMatch(/^Subject: Confirm your e-mail address for Synthesis Archive$/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
    // Anyone can have this e-mail sent to any address: it holds nothing they typed.
    expect(mail.decoded).toContain("Hello,");
    expect(mail.decoded).not.toContain("Dorothy");
    const token = tokenOf(mail);

    // Only the token's sha-256 is stored; once sent, the outbox keeps no body with the link.
    await t.runtime.mail.sender.settle();
    expect(await t.runtime.repos.signups.findByTokenHash(sha256Hex(token))).toMatchObject({
      email,
      name: "Dorothy Hodgkin",
      orcid: "0000-0002-1825-0097",
      affiliation: "University of Oxford",
      usedAt: null,
    });
    const [stored] = await t.runtime.repos.mailOutbox.listTo(email);
    expect(stored).toMatchObject({ attempts: 1, text: "", html: "" });
    expect(stored.sentAt).not.toBeNull();

    const users = await userCount();
    const verified = await verify({ token, password: PASSWORD });
    expect(verified.status).toBe(201);
    const { user } = (await verified.json()) as { user: { id: number } };
    expect(user).toEqual({ id: user.id, name: "Dorothy Hodgkin", email, role: "contributor" });
    expect(await userCount()).toBe(users + 1);
    expect(await t.runtime.repos.users.profile(user.id)).toEqual({
      orcid: "0000-0002-1825-0097",
      affiliation: "University of Oxford",
    });

    // Signed in exactly as a login does: a session cookie and a fresh anti-forgery token.
    const cookies = setCookies(verified);
    const session = cookies.get("synthesis_session");
    const csrf = cookies.get("XSRF-TOKEN");
    expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(csrf).not.toBe(XSRF);
    const cookie = `synthesis_session=${session}; XSRF-TOKEN=${csrf}`;
    const me = await t.request("/api/user", { headers: { Cookie: cookie } });
    expect(await me.json()).toEqual({ id: user.id, name: "Dorothy Hodgkin", email, role: "contributor" });

    const draft = await t.request("/api/unpublishedSyntheses", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie, "X-XSRF-TOKEN": csrf ?? "" },
      body: JSON.stringify({ display_name: "My first route", synthesis_json: "{}" }),
    });
    expect(draft.status).toBe(201);
    expect(((await draft.json()) as { user: { id: number } }).user.id).toBe(user.id);

    // The link works once.
    const again = await verify({ token, password: PASSWORD });
    expect(again.status).toBe(410);
    expect(await errorOf(again)).toMatchObject({ code: "token_used", field: "token" });
    expect(await userCount()).toBe(users + 1);
  });

  it("answers an address that has an account exactly the same, mails it a sign-in link and makes no account", async () => {
    const users = await userCount();
    const fresh = await signup({ name: "New Person", email: "new.person@example.org" });
    const existing = await signup({ name: "Someone Else", email: "EXISTING@example.org" });
    expect(existing.status).toBe(fresh.status);
    expect(await existing.text()).toBe(await fresh.text());

    const mail = await smtp.waitFor("existing@example.org");
    expect(mail.raw).toMatch(/^Subject: You already have an account at Synthesis Archive$/m);
    expect(mail.decoded).toContain("Hello Existing Chemist,");
    expect(mail.decoded).toContain(`${ORIGIN}/login`);
    expect(mail.decoded).not.toMatch(LINK);
    expect(await t.runtime.repos.signups.countForEmail("existing@example.org")).toBe(0);
    expect(await userCount()).toBe(users);
  });

  it("refuses a bad ORCID iD, name or e-mail naming the field, storing and mailing nothing", async () => {
    const email = "bad.orcid@example.org";
    const cases: [unknown, string][] = [
      [{ name: "A", email, orcid: "0000-0002-1825-0098" }, "orcid"],
      [{ name: "A", email, orcid: "0000-0002-1825-009" }, "orcid"],
      [{ name: "", email }, "name"],
      [{ name: "x".repeat(101), email }, "name"],
      [{ email }, "name"],
      [{ name: "A", email: "not-an-address" }, "email"],
      [{ name: "A", email: `${"a".repeat(250)}@x.org` }, "email"],
      [{ name: "A", email, affiliation: "x".repeat(201) }, "affiliation"],
    ];
    for (const [body, field] of cases) {
      const res = await signup(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: "invalid_input", field });
    }
    const checksum = await errorOf(await signup({ name: "A", email, orcid: "0000-0002-1825-0098" }));
    expect(checksum.message).toMatch(/^orcid: the check digit does not match/);
    expect(await t.runtime.repos.signups.countForEmail(email)).toBe(0);
    expect(await t.runtime.repos.mailOutbox.listTo(email)).toEqual([]);
    // An empty ORCID iD or affiliation counts as none given.
    expect((await signup({ name: "A", email, orcid: "", affiliation: " " })).status).toBe(202);
  });

  it("refuses a name or affiliation with line breaks, control characters or direction overrides (400 naming it), mailing nothing", async () => {
    const email = "fake.alert@example.org";
    const message = "must be one line, without control characters or text-direction overrides";
    const cases: [Record<string, string>, string][] = [
      [{ name: "Dear user,\n\nSECURITY ALERT: sign in at https://evil.example/l\n\n" }, "name"],
      [{ name: "Ada\rLovelace" }, "name"],
      [{ name: "Ada\u0000Lovelace" }, "name"],
      [{ name: "Ada\u0085Lovelace" }, "name"],
      [{ name: "Ada \u202Eecalevol" }, "name"],
      [{ name: "Ada", affiliation: "Oxford\nSECURITY ALERT" }, "affiliation"],
    ];
    for (const [fields, field] of cases) {
      const res = await signup({ email, ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(await errorOf(res)).toEqual({ code: "invalid_input", message: `${field}: ${message}`, field });
    }
    expect(await t.runtime.repos.signups.countForEmail(email)).toBe(0);
    expect(await t.runtime.repos.mailOutbox.listTo(email)).toEqual([]);
  });

  it("needs the anti-forgery cookie and header, like the login", async () => {
    const body = JSON.stringify({ name: "A", email: "csrf@example.org" });
    for (const path of ["/api/signup", "/api/signup/verify"]) {
      const none = await t.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      expect(none.status).toBe(419);
      const wrong = await post(
        t,
        path,
        { name: "A", email: "csrf@example.org" },
        { "X-XSRF-TOKEN": "y".repeat(43) },
      );
      expect(wrong.status).toBe(419);
    }
    expect(await t.runtime.repos.signups.countForEmail("csrf@example.org")).toBe(0);
  });

  it("refuses an expired link (410) and an unknown one (400), naming token, and creates nothing", async () => {
    const email = "expired@example.org";
    const token = await signUpAndReadToken(email);
    const created = new Date(Date.now() - 25 * 60 * 60_000);
    await t.runtime.repos.signups.setTimes(
      sha256Hex(token),
      created,
      new Date(created.getTime() + 24 * 60 * 60_000),
    );
    const users = await userCount();
    const expired = await verify({ token, password: PASSWORD });
    expect(expired.status).toBe(410);
    expect(await errorOf(expired)).toMatchObject({ code: "token_expired", field: "token" });
    expect(expired.headers.getSetCookie()).toEqual([]);

    for (const unknown of ["A".repeat(43), "short", `${token}x`]) {
      const res = await verify({ token: unknown, password: PASSWORD });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: "invalid_token", field: "token" });
    }
    const missing = await verify({ password: PASSWORD });
    expect(await errorOf(missing)).toMatchObject({ code: "invalid_input", field: "token" });
    expect(await userCount()).toBe(users);

    // A new sign-up gives a new link that works.
    const fresh = await signUpAndReadToken(email);
    expect((await verify({ token: fresh, password: PASSWORD })).status).toBe(201);
  });

  it("refuses a short password naming password, and the link still works afterwards", async () => {
    const token = await signUpAndReadToken("short.password@example.org");
    const res = await verify({ token, password: "too-short" });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ field: "password" });
    expect((await verify({ token, password: PASSWORD })).status).toBe(201);
  });

  it("closes every other pending link of the address once one is used", async () => {
    const email = "two.links@example.org";
    const first = await signUpAndReadToken(email);
    const second = await signUpAndReadToken(email);
    expect((await verify({ token: second, password: PASSWORD })).status).toBe(201);
    const res = await verify({ token: first, password: PASSWORD });
    expect(res.status).toBe(410);
    expect(await errorOf(res)).toMatchObject({ code: "token_used", field: "token" });
  });

  it("keeps the sign-up when the mail server refuses, and records the failure for a later try", async () => {
    const email = "mail.refused@example.org";
    smtp.refuse = true;
    try {
      expect((await signup({ name: "Refused Mail", email })).status).toBe(202);
      await t.runtime.mail.sender.settle();
    } finally {
      smtp.refuse = false;
    }
    expect(await t.runtime.repos.signups.countForEmail(email)).toBe(1);
    const [row] = await t.runtime.repos.mailOutbox.listTo(email);
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/550/);
    expect(row.text).toMatch(LINK);
  });
});

describe(`sign-up limits (${ENGINE})`, () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_URL: ORIGIN,
      SIGNUP_VERIFY_MAX_PER_EMAIL: "2",
      SIGNUP_MAX_PER_EMAIL: "2",
      SIGNUP_MAX_PER_ADDRESS: "4",
      SIGNUP_VERIFY_MAX_PER_ADDRESS: "6",
    });
  });
  afterAll(() => limited.close());

  it("limits sign-ups per e-mail and per address, and verifications per e-mail and per address (429 with Retry-After)", async () => {
    const one = { name: "A", email: "limited@example.org" };
    expect((await signup(one, limited)).status).toBe(202);
    expect((await signup(one, limited)).status).toBe(202);
    const perEmail = await signup(one, limited);
    expect(perEmail.status).toBe(429);
    expect(Number(perEmail.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await errorOf(perEmail)).toMatchObject({ code: "too_many_requests" });
    expect(await limited.runtime.repos.signups.countForEmail("limited@example.org")).toBe(2);

    expect((await signup({ name: "B", email: "other1@example.org" }, limited)).status).toBe(202);
    expect((await signup({ name: "B", email: "other2@example.org" }, limited)).status).toBe(202);
    expect((await signup({ name: "B", email: "other3@example.org" }, limited)).status).toBe(429);

    // Verifications of one address's links: the first makes the account, a reuse is a 410, then 429.
    const token = tokenOf(await smtp.waitFor("other1@example.org"));
    expect((await verify({ token, password: PASSWORD }, limited)).status).toBe(201);
    expect((await verify({ token, password: PASSWORD }, limited)).status).toBe(410);
    const perEmailVerify = await verify({ token, password: PASSWORD }, limited);
    expect(perEmailVerify.status).toBe(429);
    expect(Number(perEmailVerify.headers.get("retry-after"))).toBeGreaterThan(0);

    for (let i = 0; i < 3; i++)
      expect((await verify({ token: "B".repeat(43), password: PASSWORD }, limited)).status).toBe(400);
    const perAddress = await verify({ token: "B".repeat(43), password: PASSWORD }, limited);
    expect(perAddress.status).toBe(429);
    expect(Number(perAddress.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
