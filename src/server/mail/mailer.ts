import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger.ts";

/** One e-mail: every message has a plain-text and an HTML part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The port every sender uses; the outbox sender loop is its only caller in the server. */
export interface Mailer {
  /** Resolves once the message is handed over (to the SMTP server, or written to a file); rejects on failure. */
  send(message: MailMessage): Promise<void>;
  close(): void;
  /** What the mail goes to, for the start-up log: `smtp://host:port` (no credentials) or the folder. */
  readonly target: string;
}

export interface MailerSettings {
  SMTP_URL: string;
  MAIL_FROM: string;
  MAIL_OUTBOX_DIR: string;
}

/** Short timeouts: the sender loop retries later rather than holding a claim for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The mailer of the configuration: SMTP through nodemailer when SMTP_URL is set, else each message
 * is built as a real RFC 822 message (nodemailer's stream transport) and written as an .eml file
 * under MAIL_OUTBOX_DIR, with its path in the log.
 */
export function createMailer(settings: MailerSettings, logger: Logger): Mailer {
  const from = settings.MAIL_FROM;
  if (settings.SMTP_URL) {
    const url = new URL(settings.SMTP_URL);
    const transport = nodemailer.createTransport(settings.SMTP_URL, { from, ...SMTP_TIMEOUTS });
    return {
      target: `${url.protocol}//${url.host}`,
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const dir = resolve(settings.MAIL_OUTBOX_DIR);
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    target: dir,
    async send(message) {
      const info = await builder.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(dir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ event: "mail_written", file, subject: message.subject }, "e-mail written to a file");
    },
    close: () => builder.close(),
  };
}
