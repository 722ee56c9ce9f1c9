import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { createUser } from "../shared/create-user.ts";

/**
 * 'Forgot password?' tells nobody whether an address has an account: the answer (status, body and
 * every header but Date) is the same for a known, an unknown and a disabled address, and the work
 * that only a known address causes (the reset link, its e-mail) happens after the answer, so its
 * timing is the same too (measured, not asserted here: docs/benchmarks.md). The known address still
 * gets its e-mail, written to the outbox shortly after.
 */
const engine = inject("engine");
const XSRF = "forgot-test-xsrf-token-forgot-test";
const DISABLED = "disabled.forgetter@example.org";
/** This file's own mail folder: the .eml files the outbox sender writes (no SMTP_URL). */
const mailDir = mkdtempSync(join(tmpdir(), "password-forgot-mail-"));

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_URL: "https://archive.example.org",
    MAIL_OUTBOX_DIR: mailDir,
    PASSWORD_FORGOT_MAX_PER_ADDRESS: "1000",
    PASSWORD_FORGOT_MAX_PER_EMAIL: "1000",
  });
  const disabled = await createUser(
    { users: t.runtime.repos.users },
    {
      email: DISABLED,
      name: "Disabled Forgetter",
      password: "a-long-enough-password",
    },
  );
  await t.runtime.db.kysely
    .updateTable("users")
    .set({ disabled_at: new Date().toISOString() })
    .where("id", "=", disabled.id)
    .execute();
});
afterAll(async () => {
  // Let the queued requests finish before the database goes.
  for (const [email, count] of expectedMails) await outboxRows(email, count);
  await t.close();
  rmSync(mailDir, { recursive: true, force: true });
});

const forgot = (email: string) =>
  t.request("/api/password/forgot", {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: `XSRF-TOKEN=${XSRF}`, "X-XSRF-TOKEN": XSRF },
    body: JSON.stringify({ email }),
  });

/** Status, body and every header but Date and X-Request-Id. */
async function answer(res: Response) {
  // The date and the request's own id differ between any two answers; everything else must not.
  const headers = [...res.headers].filter(([name]) => !["date", "x-request-id"].includes(name.toLowerCase()));
  return { status: res.status, body: await res.text(), headers };
}

const outbox = (recipient: string) =>
  t.runtime.db.kysely
    .selectFrom("mail_outbox")
    .select(["recipient", "subject"])
    .where("recipient", "=", recipient)
    .execute();

/** Polls until `read` answers at least `count` items (or 10 s pass). */
async function poll<T>(read: () => Promise<T[]> | T[], count: number): Promise<T[]> {
  return vi
    .waitFor(
      async () => {
        const items = await read();
        expect(items.length).toBeGreaterThanOrEqual(count);
        return items;
      },
      { timeout: 10_000, interval: 25 },
    )
    .catch(() => read());
}

/** The outbox's rows for `recipient`, once there are `count` of them. */
const outboxRows = (recipient: string, count: number) => poll(() => outbox(recipient), count);

/** The e-mails written to `recipient` (quoted-printable undone), once there are `count` of them. */
const mailFiles = (recipient: string, count: number) =>
  poll(
    () =>
      readdirSync(mailDir)
        .filter((name) => name.endsWith(".eml"))
        .map((name) =>
          readFileSync(join(mailDir, name), "utf8")
            .replace(/=\r?\n/g, "")
            .replace(/=3D/g, "="),
        )
        .filter((mail) => mail.split("\n").some((line) => line.trim() === `To: ${recipient}`)),
    count,
  );

const resetTokens = (email: string) =>
  t.runtime.db.kysely
    .selectFrom("account_tokens")
    .select("id")
    .where("kind", "=", "reset")
    .where("email", "=", email)
    .execute();

/** E-mails each known address should get, for afterAll to wait for. */
const expectedMails = new Map<string, number>();
let people = 0;
/** A new account of the test's own; it expects `mails` reset e-mails. */
async function knownAddress(mails: number) {
  const email = `known.forgetter.${++people}@example.org`;
  await createUser(
    { users: t.runtime.repos.users },
    { email, name: "Known Forgetter", password: "a-long-enough-password" },
  );
  expectedMails.set(email, mails);
  return email;
}

describe(`'Forgot password?' tells nothing about the address (${engine})`, () => {
  it("answers a known, an unknown and a disabled address alike, and still writes the known one's e-mail", async () => {
    const KNOWN = await knownAddress(1);
    const unknown = await answer(await forgot("nobody.at.all@example.org"));
    const known = await answer(await forgot(KNOWN));
    const disabled = await answer(await forgot(DISABLED));
    expect(unknown.status).toBe(202);
    expect(JSON.parse(unknown.body)).toEqual({ ok: true });
    expect(Object.fromEntries(unknown.headers)).toMatchObject({ "cache-control": "no-store" });
    expect(known).toEqual(unknown);
    expect(disabled).toEqual(unknown);

    const rows = await outboxRows(KNOWN, 1);
    expect(rows).toEqual([
      { recipient: KNOWN, subject: expect.stringMatching(/^Choose a new password for /) },
    ]);
    const mails = await mailFiles(KNOWN, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/https:\/\/archive\.example\.org\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    expect(await resetTokens(KNOWN)).toHaveLength(1);
    // Asked at about the same moment, the others have had as long: they get nothing.
    expect(await outbox("nobody.at.all@example.org")).toEqual([]);
    expect(await outbox(DISABLED)).toEqual([]);
    expect(await resetTokens("nobody.at.all@example.org")).toEqual([]);
    expect(await resetTokens(DISABLED)).toEqual([]);
  });

  it("answers the same to a second request for a known address while the first one's work may still run", async () => {
    const KNOWN = await knownAddress(2);
    // The first request's work (the link, the e-mail) runs after its answer.
    expect((await forgot(KNOWN)).status).toBe(202);
    const [first, second] = await Promise.all([forgot(KNOWN), forgot("someone.else@example.org")]);
    expect(await answer(first)).toEqual(await answer(second));
    expect(await outboxRows(KNOWN, 2)).toHaveLength(2);
    expect(await mailFiles(KNOWN, 2)).toHaveLength(2);
  });
});
