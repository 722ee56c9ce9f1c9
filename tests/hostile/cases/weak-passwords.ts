import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { textPart } from "../../e2e/support/outbox.ts";
import { type HostileCase, json, type ServerView } from "../hostile-case.ts";
import { HOSTILE_ACCOUNTS, HOSTILE_PASSWORD } from "../hostile-server.ts";
import { pollFor } from "../poll.ts";

/** The hostile contributor's own name (hostile-server.ts names each account "Hostile <key>"). */
const CONTRIBUTOR_NAME = "Hostile contributor";

/**
 * What an attacker showed to be accepted: repeats, a digit run, blanks, and the account's own e-mail
 * or name (docs/decisions/accounts/0098-password-strength.md). Each is long enough, so only the strength rule
 * refuses it.
 */
const weakFor = (email: string, name: string): string[] => [
  "aaaaaaaaaaaa",
  "111111111111",
  " ".repeat(12),
  email,
  `${name.replaceAll(" ", ".")}.2026`,
];

/** The refusal every weak password gets: 400 naming password, with advice, and no account change. */
const refusedWeak = (_r: Response, body: string) => {
  const error = (JSON.parse(body) as { error: { code: string; field: string; message: string } }).error;
  expect(error).toMatchObject({ code: "invalid_input", field: "password" });
  expect(error.message).toMatch(/^password: is too easy to guess\. Avoid .+\. Use a few unrelated words\.$/);
};

/** The sign-up link's token mailed to `email`: its .eml file is named in the server's log. */
async function signupToken(server: ServerView, email: string): Promise<string> {
  return pollFor(() => {
    for (const line of server.lines) {
      if (!line.includes('"mail_written"')) continue;
      const raw = readFileSync((JSON.parse(line) as { file: string }).file, "utf8");
      if (!raw.includes(`To: ${email}`)) continue;
      return /\/contribute\/verify\?token=([A-Za-z0-9_-]{43})/.exec(textPart(raw))?.[1];
    }
    return undefined;
  }, `the sign-up e-mail to ${email}`);
}

let signups = 0;
/** A sign-up asked for before the archive is compared; the case then chooses the weak password. */
function signupCase(index: number): HostileCase {
  const name = "Wendy Weakling";
  const email = `weak-${index}-${Date.now().toString(36)}-${++signups}@hostile.test`;
  const password = weakFor(email, name)[index] ?? "";
  return {
    name: `sign-up with the weak password ${JSON.stringify(password)}`,
    as: "anonymous",
    async prepare(c) {
      const asked = await c.request("/api/signup", json({ name, email }));
      expect(asked.status).toBe(202);
      await asked.arrayBuffer();
    },
    async send(c, server) {
      const token = await signupToken(server, email);
      return c.request("/api/signup/verify", json({ token, password }));
    },
    status: 400,
    check: refusedWeak,
  };
}

/** Issue: weak passwords were accepted; each is refused on sign-up and on a change, changing nothing. */
export const weakPasswords: HostileCase[] = [
  ...weakFor("", "").map((_, index) => signupCase(index)),
  ...weakFor(HOSTILE_ACCOUNTS.contributor, CONTRIBUTOR_NAME).map(
    (password): HostileCase => ({
      name: `changing one's password to the weak ${JSON.stringify(password)}`,
      as: "contributor",
      send: (c) => c.request("/api/user/password", json({ current: HOSTILE_PASSWORD, password })),
      status: 400,
      check: refusedWeak,
    }),
  ),
];
