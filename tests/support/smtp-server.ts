import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { vi } from "vitest";

/** One message as the loopback server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw RFC 822 message. */
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone (for searching text). */
  decoded: string;
  /** The user that authenticated, if any. */
  user?: string;
}

export interface LoopbackSmtp {
  port: number;
  /** smtp:// URL of this server, with the test credentials. */
  url: string;
  received: ReceivedMail[];
  /** While true, every recipient is refused with 550. */
  refuse: boolean;
  /** Resolves with the first message to `to` (waits up to `timeoutMs`). */
  waitFor(to: string, count?: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export const SMTP_USER = "mailer";
export const SMTP_PASSWORD = "loopback-secret";

/** Undoes quoted-printable encoding (soft line breaks and =XX bytes), reading the bytes as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) standing in for the mail provider:
 * plain SMTP without STARTTLS, AUTH PLAIN/LOGIN with SMTP_USER and SMTP_PASSWORD, every message
 * kept in `received`.
 */
export async function startLoopbackSmtp(): Promise<LoopbackSmtp> {
  const received: ReceivedMail[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
      }
    },
    onRcptTo(_address, _session, callback) {
      if (state.refuse) {
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
          user: typeof session.user === "string" ? session.user : undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    waitFor(to, count = 1, timeoutMs = 10_000) {
      return vi.waitFor(
        () => {
          const message = received.filter((m) => m.to.includes(to))[count - 1];
          if (!message) throw new Error(`no message ${count} to ${to} within ${timeoutMs} ms`);
          return message;
        },
        { timeout: timeoutMs, interval: 20 },
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
