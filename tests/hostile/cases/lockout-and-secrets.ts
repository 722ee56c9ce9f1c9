import { expect } from "vitest";
import { type HostileCase, json } from "../hostile-case.ts";
import { HostileClient } from "../hostile-client.ts";
import { HOSTILE_ACCOUNTS, HOSTILE_PASSWORD } from "../hostile-server.ts";
import { pollFor } from "../poll.ts";

/** The first log line matching `pattern`, once the server has written it (bounded). */
const loggedLine = (lines: readonly string[], pattern: RegExp) =>
  pollFor(() => lines.find((l) => pattern.test(l)), `a log line matching ${pattern}`);

/** Issue 22, points 8 and 9: nobody can lock the owner out; tokens never reach the log. */
export const lockoutAndSecrets: HostileCase[] = [
  {
    name: "failures from four other addresses do not lock the editor out of their own account",
    as: "anonymous",
    changes: true, // the owner's sign-in starts a session
    async send(c) {
      for (let attacker = 0; attacker < 4; attacker++) {
        const from = await HostileClient.anonymous(c.origin);
        for (let attempt = 0; attempt < 5; attempt++) {
          const failed = await from.request(
            "/api/login",
            json({ email: HOSTILE_ACCOUNTS.editor, password: `guess-${attacker}-${attempt}-xx` }),
          );
          expect(failed.status).toBe(401);
          await failed.arrayBuffer();
        }
        const limited = await from.request(
          "/api/login",
          json({ email: HOSTILE_ACCOUNTS.editor, password: "another-guess-xx" }),
        );
        expect(limited.status).toBe(429);
        await limited.arrayBuffer();
      }
      return c.request("/api/login", json({ email: HOSTILE_ACCOUNTS.editor, password: HOSTILE_PASSWORD }));
    },
    status: 200,
  },
  {
    name: "preview and account-link tokens are redacted in the request log",
    as: "anonymous",
    async send(c, server) {
      const token = `t0ken${Date.now()}secret`;
      const preview = await c.request(`/api/preview/${token}`);
      await preview.arrayBuffer();
      const page = await c.request(`/reset-password?token=${token}`);
      await page.arrayBuffer();
      // The positive signal first: both requests are in the log, redacted.
      await loggedLine(server.lines, /\/api\/preview\/\[redacted\]/);
      await loggedLine(server.lines, /"path":"\/reset-password"/);
      expect(server.lines.filter((line) => line.includes(token))).toEqual([]);
      // The answer the suite checks: the unknown preview link itself (400 or 410, never more).
      return c.request(`/api/preview/${token}`);
    },
    status: [400, 410],
  },
];
