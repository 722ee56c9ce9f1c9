import { type LoopbackSmtp, type ReceivedMail, startLoopbackSmtp } from "./smtp-server.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * What the accounts API test files (accounts.api.test.ts, account-passwords.api.test.ts) share:
 * requests, sign-in through POST /api/login, and the links mailed to the loopback SMTP server. Each
 * file makes its own app and SMTP server (mailingApp).
 */

export const ORIGIN = "https://archive.example.org";
export const XSRF = "a".repeat(43);
export const PASSWORD = "a-long-enough-password";
export const INVITE_LINK = /https:\/\/archive\.example\.org\/invite\?token=([A-Za-z0-9_-]{43})/;
export const RESET_LINK = /https:\/\/archive\.example\.org\/reset-password\?token=([A-Za-z0-9_-]{43})/;

/** Every in-process request comes from the same address: only the limits test may meet a limit. */
export const NO_LIMITS = {
  PASSWORD_FORGOT_MAX_PER_ADDRESS: "1000",
  PASSWORD_FORGOT_MAX_PER_EMAIL: "1000",
  ACCOUNT_LINK_MAX_PER_ADDRESS: "1000",
  LOGIN_MAX_FAILURES: "1000",
  LOGIN_MAX_FAILURES_PER_ADDRESS: "1000",
  LOGIN_MAX_FAILURES_PER_ACCOUNT: "1000",
};

/** A test app that mails to its own loopback SMTP server, with links on ORIGIN; `close` ends both. */
export async function mailingApp(
  env: Record<string, string>,
): Promise<{ t: TestApp; smtp: LoopbackSmtp; close: () => Promise<void> }> {
  const smtp = await startLoopbackSmtp();
  const t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN, ...env });
  const close = async () => {
    await t.close();
    await smtp.close();
  };
  return { t, smtp, close };
}

export type Headers = Record<string, string>;
export const json = (method: string, body: unknown, headers: Headers = {}): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json", ...headers },
  body: typeof body === "string" ? body : JSON.stringify(body),
});
/** An anonymous write with the double-submit anti-forgery cookie and header. */
export const anonymous = (app: TestApp, path: string, body: unknown, headers: Headers = {}) =>
  app.request(path, json("POST", body, { Cookie: `XSRF-TOKEN=${XSRF}`, "X-XSRF-TOKEN": XSRF, ...headers }));
export const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;

export function setCookies(res: Response): Map<string, string> {
  const out = new Map<string, string>();
  for (const header of res.headers.getSetCookie()) {
    const pair = header.split(";")[0];
    const eq = pair.indexOf("=");
    out.set(pair.slice(0, eq), decodeURIComponent(pair.slice(eq + 1)));
  }
  return out;
}

export const tokenOf = (mail: ReceivedMail, link: RegExp): string => {
  const match = link.exec(mail.decoded);
  if (!match) throw new Error("no link in the e-mail");
  return match[1];
};

/**
 * The calls that need the file's app or SMTP server. Getters, because both are made in beforeAll,
 * after the file binds these.
 */
export function accountCalls(app: () => TestApp, smtp: () => LoopbackSmtp) {
  return {
    /** Signs in through POST /api/login; the session's headers for later calls. */
    async login(email: string, password: string) {
      const res = await anonymous(app(), "/api/login", { email, password });
      const cookies = setCookies(res);
      const session = cookies.get("synthesis_session") ?? "";
      return {
        res,
        headers: { Cookie: `synthesis_session=${session}`, "X-CSRF-TOKEN": cookies.get("XSRF-TOKEN") ?? "" },
      };
    },
    currentUser: (headers: Headers) => app().request("/api/user", { headers }),
    mailsTo: (email: string) => smtp().received.filter((m) => m.to.includes(email)).length,
  };
}
