import { expect } from "vitest";
import { type HostileCase, json, type ServerView, withMethod } from "../hostile-case.ts";
import { HostileClient } from "../hostile-client.ts";
import { HOSTILE_ACCOUNTS } from "../hostile-server.ts";
import { pollFor } from "../poll.ts";

/**
 * Comments, their e-mails, and what a session's answers reveal: an account's comments are limited
 * (COMMENT_MAX_PER_ACCOUNT, 20 in ten minutes on the hostile server too), the e-mails about them
 * are digests that go out minutes later (never one per comment), a draft nobody submitted mails no
 * editor, answers to a session are private, and another contributor's pending item is a missing id
 * to every call. The drafts are the second contributor's (the first one's quota is other cases').
 */

const COMMENT_LIMIT = 20;
let made = 0;
const unique = (what: string) => `${what} ${Date.now()}-${++made}`;

/** The second contributor, signed in from an address of their own. */
const owner = (origin: string) => new HostileClient(origin).signIn(HOSTILE_ACCOUNTS.otherContributor);

/** A draft of the second contributor, never submitted, named `title`; its id. */
async function ownersDraft(origin: string, title: string): Promise<number> {
  const saved = await (await owner(origin)).request(
    "/api/unpublishedSyntheses",
    json({ display_name: title, synthesis_json: {} }),
  );
  expect(saved.status).toBe(201);
  return ((await saved.json()) as { id: number }).id;
}

/** Subjects of the e-mails the server has written so far (its log names each). */
const mailSubjects = (lines: readonly string[]) =>
  lines.filter((l) => l.includes('"event":"mail_written"')).map((l) => JSON.parse(l).subject as string);

/**
 * A positive signal before checking that no e-mail went out: a sign-up's e-mail, queued after
 * everything the case did, is written (the sender sends due messages oldest first).
 */
async function mailSenderCaughtUp(origin: string, server: ServerView): Promise<void> {
  const before = mailSubjects(server.lines).length;
  const visitor = await HostileClient.anonymous(origin);
  const signup = await visitor.request(
    "/api/signup",
    json({ name: "Signal Person", email: `${unique("signal").replace(/\W+/g, "-")}@example.org` }),
  );
  expect(signup.status).toBe(202);
  await pollFor(
    () =>
      mailSubjects(server.lines)
        .slice(before)
        .some((s) => s.startsWith("Confirm your e-mail"))
        ? true
        : undefined,
    "the sign-up e-mail",
  );
}

type Kind = "authors" | "reagents" | "solvents" | "named-reactions";
/** No row of any kind has this id. */
const MISSING = 987_654;

/**
 * Every call a contributor can send on one item of `kind`, for another contributor's pending one:
 * each must answer exactly as for a missing id (a 404, or the editors-only 403 every id gets), and
 * change nothing.
 */
function pendingItemCase(kind: Kind): HostileCase {
  let id = 0;
  const item = (at: number) => `/api/${kind}/${at}`;
  const renamed =
    kind === "authors" ? { firstName: "Taken", lastName: "Over" } : { name: unique("Taken over") };
  const calls: [string, (at: number) => string, unknown?][] = [
    ["GET", (at) => `/api/history/${kind}/${at}`],
    ["PUT", item, renamed],
    ["PATCH", item, renamed],
    ["POST", (at) => `${item(at)}/accept`],
    ["DELETE", item],
  ];
  if (kind === "authors" || kind === "named-reactions") calls.unshift(["GET", item]);
  if (kind !== "named-reactions") calls.push(["POST", (at) => `${item(at)}/merge`, { into: 1 }]);
  return {
    name: `every call on another contributor's pending ${kind.replace(/s$/, "")} answers as for a missing id`,
    as: "contributor",
    async prepare(c) {
      const body =
        kind === "authors"
          ? { firstName: "Hidden", lastName: unique("Person").replace(/\W+/g, "") }
          : { name: unique("Hidden") };
      const created = await (await owner(c.origin)).request(`/api/${kind}`, json(body));
      expect(created.status).toBe(201);
      id = ((await created.json()) as { id: number }).id;
    },
    async send(c) {
      let last: Response | undefined;
      for (const [method, path, body] of calls) {
        const init = body === undefined ? { method } : withMethod(method, json(body));
        const hidden = await c.request(path(id), init);
        const missing = await c.request(path(MISSING), init);
        const [hiddenText, missingText] = [await hidden.clone().text(), await missing.text()];
        expect({ status: hidden.status, body: hiddenText }, `${method} ${path(id)}`).toEqual({
          status: missing.status,
          body: missingText,
        });
        expect([403, 404], `${method} ${path(id)}`).toContain(hidden.status);
        if (method === "PUT" || method === "DELETE") last = hidden;
      }
      if (!last) throw new Error("no write was sent");
      return last;
    },
    // The last write sent, DELETE: a contributor may delete what they created, so only a 404 hides it.
    status: kind === "named-reactions" ? 403 : 404,
  };
}

/** Issue: comments, their e-mails and private answers. */
export const commentsAndPrivacy: HostileCase[] = [
  {
    name: "30 comments in a burst on one's own draft: past the limit a 429 with Retry-After, and no e-mail",
    as: "contributor",
    account: HOSTILE_ACCOUNTS.otherContributor,
    changes: true,
    async send(c, server) {
      const title = unique("Burst draft");
      const id = await ownersDraft(c.origin, title);
      const path = `/api/unpublishedSyntheses/${id}/comments`;
      const answers: Response[] = [];
      for (let i = 1; i <= 30; i++) answers.push(await c.request(path, json({ body: `Spam ${i}` })));
      const statuses = answers.map((a) => a.status);
      expect(statuses.slice(0, COMMENT_LIMIT)).toEqual(Array(COMMENT_LIMIT).fill(201));
      expect(statuses.slice(COMMENT_LIMIT)).toEqual(Array(30 - COMMENT_LIMIT).fill(429));
      // The refused ones wrote nothing.
      const kept = (await (await c.request(path)).json()) as unknown[];
      expect(kept).toHaveLength(COMMENT_LIMIT);
      // A draft nobody submitted mails no editor, and no comment is mailed at once.
      await mailSenderCaughtUp(c.origin, server);
      expect(mailSubjects(server.lines).filter((s) => s.includes(title))).toEqual([]);
      return answers[29] as Response;
    },
    status: 429,
    check: (response, body) => {
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(JSON.parse(body).error).toMatchObject({
        code: "too_many_requests",
        message: expect.stringContaining("Too many comments from this account"),
      });
    },
  },
  {
    name: "an editor's 15 comments in a burst on a contributor's draft: no e-mail goes out at once (a digest waits)",
    as: "editor",
    changes: true,
    async send(c, server) {
      const title = unique("Reviewed draft");
      const id = await ownersDraft(c.origin, title);
      const path = `/api/unpublishedSyntheses/${id}/comments`;
      let last: Response | undefined;
      for (let i = 1; i <= 15; i++) {
        last = await c.request(path, json({ body: `Note ${i}` }));
        expect(last.status).toBe(201);
        await last.arrayBuffer();
      }
      await mailSenderCaughtUp(c.origin, server);
      expect(mailSubjects(server.lines).filter((s) => s.includes(title))).toEqual([]);
      return c.request(path);
    },
    status: 200,
    check: (response, body) => {
      expect(JSON.parse(body)).toHaveLength(15);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    },
  },
  {
    name: "a contributor's list holding their own pending reagent is Cache-Control: private, no-store",
    as: "contributor",
    changes: true,
    async send(c) {
      const name = unique("My pending reagent");
      expect((await c.request("/api/reagents", json({ name }))).status).toBe(201);
      const list = await c.request("/api/reagents");
      expect(await list.clone().text()).toContain(name);
      return list;
    },
    status: 200,
    check: (response) => expect(response.headers.get("Cache-Control")).toBe("private, no-store"),
  },
  {
    name: "a signed-in read of a public record, and a refusal to a session, are private, no-store too",
    as: "contributor",
    async send(c) {
      const record = await c.request("/api/syntheses/1");
      expect(record.headers.get("Cache-Control")).toBe("private, no-store");
      return c.request("/api/pending");
    },
    status: 403,
    check: (response) => expect(response.headers.get("Cache-Control")).toBe("private, no-store"),
  },
  pendingItemCase("authors"),
  pendingItemCase("reagents"),
  pendingItemCase("solvents"),
  pendingItemCase("named-reactions"),
];
