import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoopbackSmtp, startLoopbackSmtp } from "../../../tests/support/smtp-server.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createMailer } from "./mailer.ts";
import { createMailSender, MAX_MAIL_ATTEMPTS, retryDelayMs } from "./outbox-sender.ts";

const silent = pino({ level: "silent" });
const MINUTE = 60_000;

let t: TestApp;
let smtp: LoopbackSmtp;
beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  t = await createTestApp();
  // This file drives its own senders; the server's loop must not take the rows first.
  await t.runtime.mail.sender.stop();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A sender over the test database and the loopback SMTP server, on a clock the test moves. */
function sender(clock: { now: Date }) {
  const mailer = createMailer(
    {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Synthesis Archive <no-reply@archive.example.org>",
      MAIL_OUTBOX_DIR: "x",
    },
    silent,
  );
  return createMailSender({
    outbox: t.runtime.repos.mailOutbox,
    mailer,
    logger: silent,
    pollMs: 60 * MINUTE,
    now: () => clock.now,
  });
}

const enqueue = (to: string, at: Date) =>
  t.runtime.repos.mailOutbox.enqueue(
    { to, subject: `Hello ${to}`, text: `Plain text for ${to}`, html: `<p>HTML for ${to}</p>` },
    at,
  );

describe(`mail outbox sender (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("waits 1 min, 5 min, 30 min, then 2 h between tries", () => {
    expect([1, 2, 3, 4, 5, 23].map(retryDelayMs)).toEqual([
      MINUTE,
      5 * MINUTE,
      30 * MINUTE,
      120 * MINUTE,
      120 * MINUTE,
      120 * MINUTE,
    ]);
  });

  it("keeps a refused message unsent with the error, and sends it on a later run", async () => {
    const clock = { now: new Date("2030-01-01T10:00:00.000Z") };
    const id = await enqueue("refused-then-sent@example.org", clock.now);
    const loop = sender(clock);
    smtp.refuse = true;
    try {
      expect(await loop.runOnce()).toEqual({ sent: 0, failed: 1 });
    } finally {
      smtp.refuse = false;
    }
    const failed = await t.runtime.repos.mailOutbox.find(id);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, nextAttemptAt: "2030-01-01T10:01:00.000Z" });
    expect(failed?.lastError).toMatch(/550/);
    expect(failed?.text).toBe("Plain text for refused-then-sent@example.org");

    // Not due before its backoff has passed.
    clock.now = new Date("2030-01-01T10:00:59.000Z");
    expect(await loop.runOnce()).toEqual({ sent: 0, failed: 0 });

    clock.now = new Date("2030-01-01T10:01:00.000Z");
    expect(await loop.runOnce()).toEqual({ sent: 1, failed: 0 });
    const sent = await t.runtime.repos.mailOutbox.find(id);
    expect(sent).toMatchObject({ attempts: 2, sentAt: "2030-01-01T10:01:00.000Z", lastError: null });
    // The bodies (which may hold single-use links) are not kept once sent.
    expect(sent).toMatchObject({ text: "", html: "" });
    const mail = await smtp.waitFor("refused-then-sent@example.org");
    expect(mail.raw).toContain("Plain text for refused-then-sent@example.org");
    expect(mail.raw).toContain("<p>HTML for refused-then-sent@example.org</p>");
    expect(mail.raw).toMatch(/^Subject: Hello refused-then-sent@example\.org$/m);

    // Sent once: a later run finds nothing.
    clock.now = new Date("2030-01-02T10:00:00.000Z");
    expect(await loop.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it("sends each message once when two servers run at the same time", async () => {
    const clock = { now: new Date("2030-02-01T10:00:00.000Z") };
    const recipients = [1, 2, 3, 4, 5, 6].map((n) => `race-${n}@example.org`);
    for (const to of recipients) await enqueue(to, clock.now);
    const [a, b] = [sender(clock), sender(clock)];
    const results = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(6);
    for (const to of recipients) await smtp.waitFor(to);
    // Every run has ended; one more message, sent after them, arrives after anything they sent.
    await enqueue("race-after@example.org", clock.now);
    expect(await a.runOnce()).toEqual({ sent: 1, failed: 0 });
    await smtp.waitFor("race-after@example.org");
    expect(smtp.received.filter((m) => /^race-\d/.test(m.to[0] ?? ""))).toHaveLength(6);
  });

  it("gives up after the last try and leaves the row with its error", async () => {
    const clock = { now: new Date("2030-03-01T10:00:00.000Z") };
    const id = await enqueue("never-accepted@example.org", clock.now);
    const loop = sender(clock);
    smtp.refuse = true;
    try {
      for (let i = 0; i < MAX_MAIL_ATTEMPTS; i++) {
        expect(await loop.runOnce()).toEqual({ sent: 0, failed: 1 });
        clock.now = new Date(clock.now.getTime() + 120 * MINUTE);
      }
      expect(await loop.runOnce()).toEqual({ sent: 0, failed: 0 });
    } finally {
      smtp.refuse = false;
    }
    const row = await t.runtime.repos.mailOutbox.find(id);
    expect(row).toMatchObject({ attempts: MAX_MAIL_ATTEMPTS, sentAt: null });
    expect(row?.lastError).toMatch(/550/);
  });
});
