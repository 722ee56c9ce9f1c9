import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  decodeQuotedPrintable,
  type LoopbackSmtp,
  startLoopbackSmtp,
} from "../../../tests/support/smtp-server.ts";
import { createMailer } from "./mailer.ts";
import { passwordResetMessage } from "./messages.ts";

const silent = pino({ level: "silent" });
const site = { siteName: "Synthesis Archive", origin: "https://archive.example.org" };
const message = passwordResetMessage(site, {
  to: "ada@example.org",
  name: `Ada <b>"Lovelace"</b> & Co`,
  token: "T".repeat(43),
  minutesValid: 60,
});

let smtp: LoopbackSmtp;
beforeAll(async () => {
  smtp = await startLoopbackSmtp();
});
afterAll(() => smtp.close());

describe("SMTP mailer", () => {
  it("hands the message to the SMTP server, signed in with the URL's credentials, with both parts", async () => {
    const mailer = createMailer(
      {
        SMTP_URL: smtp.url,
        MAIL_FROM: "Synthesis Archive <no-reply@archive.example.org>",
        MAIL_OUTBOX_DIR: "x",
      },
      silent,
    );
    expect(mailer.target).toBe(`smtp://127.0.0.1:${smtp.port}`);
    await mailer.send(message);
    mailer.close();
    const mail = await smtp.waitFor("ada@example.org");
    expect(mail.user).toBe("mailer");
    expect(mail.from).toBe("no-reply@archive.example.org");
    expect(mail.raw).toMatch(/^From: Synthesis Archive <no-reply@archive\.example\.org>$/m);
    expect(mail.raw).toMatch(/^To: ada@example\.org$/m);
    expect(mail.raw).toMatch(/^Subject: Choose a new password for Synthesis Archive$/m);
    expect(mail.raw).toMatch(/^Message-ID: <.+>$/m);
    expect(mail.raw).toMatch(/^Date: /m);
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
    const link = `https://archive.example.org/reset-password?token=${"T".repeat(43)}`;
    expect(mail.decoded).toContain(link);
    // The name is as typed in the text part and escaped in the HTML part.
    expect(mail.decoded).toContain(`Hello Ada <b>"Lovelace"</b> & Co,`);
    expect(mail.decoded).toContain("Hello Ada &lt;b&gt;&quot;Lovelace&quot;&lt;/b&gt; &amp; Co,");
    expect(mail.decoded).toContain(`<a href="${link}">`);
  });

  it("rejects when the server refuses the recipient", async () => {
    const mailer = createMailer(
      { SMTP_URL: smtp.url, MAIL_FROM: "no-reply@archive.example.org", MAIL_OUTBOX_DIR: "x" },
      silent,
    );
    smtp.refuse = true;
    try {
      await expect(mailer.send({ ...message, to: "refused@example.org" })).rejects.toThrow(/550/);
    } finally {
      smtp.refuse = false;
      mailer.close();
    }
  });

  it("rejects wrong credentials", async () => {
    const mailer = createMailer(
      {
        SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${smtp.port}`,
        MAIL_FROM: "no-reply@archive.example.org",
        MAIL_OUTBOX_DIR: "x",
      },
      silent,
    );
    await expect(mailer.send(message)).rejects.toThrow(/535|Invalid/);
    mailer.close();
  });
});

describe("outbox folder mailer (no SMTP_URL)", () => {
  it("writes each message as a readable .eml file and logs where", async () => {
    const dir = mkdtempSync(join(tmpdir(), "outbox-"));
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    try {
      const mailer = createMailer(
        {
          SMTP_URL: "",
          MAIL_FROM: "Synthesis Archive <no-reply@localhost>",
          MAIL_OUTBOX_DIR: join(dir, "new"),
        },
        logger,
      );
      expect(mailer.target).toBe(join(dir, "new"));
      await mailer.send(message);
      mailer.close();
      const files = readdirSync(join(dir, "new"));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const path = join(dir, "new", files[0]);
      const raw = readFileSync(path, "utf8");
      expect(raw).toMatch(/^From: Synthesis Archive <no-reply@localhost>$/m);
      expect(raw).toMatch(/^To: ada@example\.org$/m);
      expect(raw).toMatch(/^Subject: Choose a new password for Synthesis Archive$/m);
      expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
      expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
      expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
      expect(decodeQuotedPrintable(raw)).toContain(
        `https://archive.example.org/reset-password?token=${"T".repeat(43)}`,
      );
      const logged = lines.map((l) => JSON.parse(l) as { event?: string; file?: string });
      expect(logged.find((l) => l.event === "mail_written")?.file).toBe(path);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
