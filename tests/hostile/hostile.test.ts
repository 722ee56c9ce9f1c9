import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { archiveFingerprint } from "./archive-fingerprint.ts";
import { bodiesAndQuotas } from "./cases/bodies-and-quotas.ts";
import { bulkDownloads } from "./cases/bulk-downloads.ts";
import { commentsAndPrivacy } from "./cases/comments-and-privacy.ts";
import { drawingsAndLimits } from "./cases/drawings-and-limits.ts";
import { earlierHardening } from "./cases/earlier-hardening.ts";
import { forgedExports } from "./cases/forged-exports.ts";
import { hostileImports } from "./cases/hostile-imports.ts";
import { lockoutAndSecrets } from "./cases/lockout-and-secrets.ts";
import { pendingReferenceData } from "./cases/pending-reference-data.ts";
import { structuresMarkdownReview } from "./cases/structures-markdown-review.ts";
import { uploadsTextPasswords } from "./cases/uploads-text-passwords.ts";
import { weakPasswords } from "./cases/weak-passwords.ts";
import { watchHealth } from "./health-watch.ts";
import { type HostileCase, json, type Sender } from "./hostile-case.ts";
import { HostileClient } from "./hostile-client.ts";
import { HOSTILE_ACCOUNTS, type HostileServer, startHostileServer } from "./hostile-server.ts";

/**
 * The hostile-input suite (npm run test:hostile; part of npm test on both engines): every case is
 * sent to the real server, which must answer under 500, stay responsive, and change nothing when it
 * refuses. The cases live in cases/, one file per kind of attack.
 */
const groups: Record<string, HostileCase[]> = {
  "earlier hardening": earlierHardening,
  "structures, Markdown and reviewed drafts (issue 22, points 1, 3, 4)": structuresMarkdownReview,
  "bodies and quotas (issue 22, points 2, 11)": bodiesAndQuotas,
  "contributors' reference data is pending (issue 22, point 5)": pendingReferenceData,
  "uploads, user text and passwords (issue 22, points 6, 10, 12)": uploadsTextPasswords,
  "lockout and secrets (issue 22, points 8, 9)": lockoutAndSecrets,
  "drawings cannot burn CPU; rate limits count each client once": drawingsAndLimits,
  "weak passwords: repeats, sequences, the account's own e-mail or name": weakPasswords,
  "names cannot forge a record of the SD file or RDfile": forgedExports,
  "imports bounded before and linear while reading; structure workers replaced without a blip":
    hostileImports,
  "bulk downloads never end mid-file for lack of a structure worker; capped before the first byte":
    bulkDownloads,
  "comments are limited and mailed as digests; session answers are private; others' pending items are missing":
    commentsAndPrivacy,
};

let server: HostileServer;
beforeAll(async () => {
  server = await startHostileServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function clientFor(sender: Sender, account?: string): Promise<HostileClient> {
  if (sender === "anonymous") return HostileClient.anonymous(server.origin);
  const email = account ?? (sender === "editor" ? HOSTILE_ACCOUNTS.editor : HOSTILE_ACCOUNTS.contributor);
  return new HostileClient(server.origin).signIn(email);
}

test("the suite's archive comparison sees an accepted write (so its 'nothing changed' can fail)", async () => {
  const editor = await clientFor("editor");
  const before = await archiveFingerprint(server.db, server.storageDir);
  const created = await editor.request("/api/solvents", json({ name: `Hostile check ${Date.now()}` }));
  expect(created.status).toBe(201);
  const after = await archiveFingerprint(server.db, server.storageDir);
  expect(after.solvents).not.toBe(before.solvents);
});

for (const [group, cases] of Object.entries(groups)) {
  describe(group, () => {
    for (const hostile of cases) {
      test(hostile.name, async () => {
        const client = await clientFor(hostile.as, hostile.account);
        await hostile.prepare?.(client);
        const before = hostile.changes ? null : await archiveFingerprint(server.db, server.storageDir);
        const health = watchHealth(server.origin);
        const sent = await hostile.send(client, server.process).then(
          async (response) => ({ response, body: await response.text() }),
          (error: unknown) => ({ error }),
        );
        const watched = await health.stop();
        if ("error" in sent) throw sent.error;
        const { response, body } = sent;
        const expected = Array.isArray(hostile.status) ? hostile.status : [hostile.status];
        expect(response.status, body.slice(0, 300)).toBeLessThan(500);
        expect(expected, `answered ${response.status}: ${body.slice(0, 300)}`).toContain(response.status);
        if (response.status >= 400 && response.headers.get("Content-Type")?.includes("application/json")) {
          const error = (JSON.parse(body) as { error?: { code?: string; message?: string } }).error;
          expect(error?.code, "a JSON refusal carries a stable code").toEqual(expect.any(String));
          expect(error?.message, "and a message for people").toEqual(expect.any(String));
        }
        await hostile.check?.(response, body);
        expect(watched.failures, "/healthz answered 200 throughout").toBe(0);
        expect(watched.slowestMs, "/healthz answered within a second throughout").toBeLessThan(1_000);
        if (before) expect(await archiveFingerprint(server.db, server.storageDir)).toEqual(before);
      }, 60_000);
    }
  });
}
