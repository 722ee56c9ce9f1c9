import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryLog } from "../../../../tests/support/log-lines.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { apiDocumentOf } from "../../app.ts";
import { randomToken, sha256Hex } from "../../auth/tokens.ts";
import { createUser } from "../shared/create-user.ts";

// GET /api/link-status (docs/product/api.md §5.13.5): what using an e-mailed link would meet, read
// without spending it. Each test mints links of its own straight into the repositories.

/** Every line the app logs, as written. */
const { lines, logger } = memoryLog();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger });
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const XSRF = "x".repeat(43);
const PASSWORD = "a-long-enough-password";
let n = 0;

type Kind = "signup" | "invitation" | "reset";

const status = (app: TestApp, kind: string, token?: string) =>
  app.request(`/api/link-status?kind=${kind}`, {
    headers: token === undefined ? {} : { "X-Link-Token": token },
  });
const statusOf = async (kind: Kind, token: string) => {
  const res = await status(t, kind, token);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return ((await res.json()) as { status: string }).status;
};
const post = (path: string, body: unknown) =>
  t.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: `XSRF-TOKEN=${XSRF}`, "X-XSRF-TOKEN": XSRF },
    body: JSON.stringify(body),
  });

/** A new link of `kind` with the lifetime of its kind (made two days ago when `expired`); its token. */
async function mint(kind: Kind, { expired = false } = {}): Promise<string> {
  const token = randomToken();
  const email = `link.${kind}.${++n}@link-status.test`;
  const createdAt = new Date(Date.now() - (expired ? 2 * 24 * HOUR : 0));
  const expiresAt = new Date(createdAt.getTime() + (kind === "reset" ? HOUR : 24 * HOUR));
  const { repos } = t.runtime;
  if (kind === "signup") {
    await repos.signups.insert({
      tokenHash: sha256Hex(token),
      email,
      name: `Link Tester ${n}`,
      orcid: null,
      affiliation: null,
      createdAt,
      expiresAt,
    });
    return token;
  }
  const user =
    kind === "reset"
      ? await createUser({ users: repos.users }, { email, name: `Link Tester ${n}`, password: PASSWORD })
      : null;
  await repos.accountTokens.insert({
    kind: kind === "reset" ? "reset" : "invite",
    tokenHash: sha256Hex(token),
    email,
    role: kind === "reset" ? null : "contributor",
    userId: user?.id ?? null,
    createdAt,
    expiresAt,
  });
  return token;
}

/** Uses the link as its page's form does. */
const use: Record<Kind, (token: string) => Promise<Response>> = {
  signup: (token) => post("/api/signup/verify", { token, password: PASSWORD }),
  invitation: (token) =>
    post("/api/invitations/accept", { token, name: "Invited Tester", password: PASSWORD }),
  reset: (token) => post("/api/password/reset", { token, password: PASSWORD }),
};
const USED_STATUS: Record<Kind, number> = { signup: 201, invitation: 201, reset: 204 };

describe(`GET /api/link-status (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  for (const kind of ["signup", "invitation", "reset"] as const) {
    it(`${kind}: usable until used (asking spends nothing), then used`, async () => {
      const token = await mint(kind);
      expect(await statusOf(kind, token)).toBe("usable");
      expect(await statusOf(kind, token)).toBe("usable");
      expect((await use[kind](token)).status).toBe(USED_STATUS[kind]);
      expect(await statusOf(kind, token)).toBe("used");
    });

    it(`${kind}: expired, and unknown or malformed tokens are invalid`, async () => {
      expect(await statusOf(kind, await mint(kind, { expired: true }))).toBe("expired");
      expect(await statusOf(kind, randomToken())).toBe("invalid");
      expect(await statusOf(kind, "not-a-token")).toBe("invalid");
    });
  }

  it("a link of one kind is invalid as another kind", async () => {
    const invitation = await mint("invitation");
    expect(await statusOf("reset", invitation)).toBe("invalid");
    expect(await statusOf("signup", invitation)).toBe("invalid");
    expect(await statusOf("invitation", invitation)).toBe("usable");
  });

  it("a reset link of an account disabled since is invalid, as its use would be", async () => {
    const token = await mint("reset");
    const link = await t.runtime.repos.accountTokens.findByTokenHash("reset", sha256Hex(token));
    await t.runtime.repos.users.updateAccount(link?.userId as number, {
      disabledAt: new Date().toISOString(),
    });
    expect(await statusOf("reset", token)).toBe("invalid");
  });

  it("400 naming the kind or the missing token", async () => {
    const cases: [string, string | undefined, string, string][] = [
      ["other", randomToken(), "kind", "kind: must be signup, invitation or reset"],
      ["", randomToken(), "kind", "kind: must be signup, invitation or reset"],
      ["reset", undefined, "token", "token: is required"],
      ["reset", "", "token", "token: is required"],
      ["reset", "x".repeat(201), "token", "token: must be at most 200 characters"],
    ];
    for (const [kind, token, field, message] of cases) {
      const res = await status(t, kind, token);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: unknown }).error).toEqual({
        code: "invalid_input",
        message,
        field,
      });
    }
  });

  it("is declared in the API document: kind in the query, the token in X-Link-Token, its answers", () => {
    const operation = apiDocumentOf(t.runtime.app).paths?.["/api/link-status"]?.get;
    expect(operation?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "kind", in: "query", required: true }),
        expect.objectContaining({ name: "x-link-token", in: "header", required: true }),
      ]),
    );
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(["200", "400", "429"]));
  });

  it("writes no token to the log, not even one sent in the address", async () => {
    const token = await mint("signup");
    expect(await statusOf("signup", token)).toBe("usable");
    await t.request(`/api/link-status?kind=signup&token=${token}`, { headers: { "X-Link-Token": token } });
    const requests = lines.filter((line) => line.includes('"path":"/api/link-status"'));
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });

  it("429 with Retry-After past LINK_CHECK_MAX_PER_ADDRESS checks an hour from one address", async () => {
    const limited = await createTestApp({ LINK_CHECK_MAX_PER_ADDRESS: "2" });
    try {
      expect((await status(limited, "reset", randomToken())).status).toBe(200);
      expect((await status(limited, "signup", randomToken())).status).toBe(200);
      const refused = await status(limited, "invitation", randomToken());
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
