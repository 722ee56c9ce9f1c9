import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { outboxPointerFile } from "../../../scripts/e2e-outbox.ts";

/** Reads the e-mails the end-to-end server wrote as .eml files (scripts/e2e-server.ts). */

/** Quoted-printable to text: soft line breaks joined, =XX escapes turned back into bytes (UTF-8). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The plain-text part of a raw message, decoded (quoted-printable, base64 or as it is). */
export function textPart(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? raw;
  const split = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, split);
  const body = part.slice(split).trim();
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** The newest e-mail to `to` written by the server listening on `port`, as raw text, or null. */
export function newestMailTo(port: number | string, to: string): string | null {
  const pointer = outboxPointerFile(port);
  if (!existsSync(pointer)) return null;
  const dir = readFileSync(pointer, "utf8").trim();
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .reverse();
  for (const name of files) {
    const raw = readFileSync(join(dir, name), "utf8");
    const header = raw.slice(0, raw.search(/\r?\n\r?\n/));
    if (new RegExp(`^To:.*${to.replace(/[.+]/g, "\\$&")}`, "im").test(header)) return raw;
  }
  return null;
}
