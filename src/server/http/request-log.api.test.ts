import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryLog } from "../../../tests/support/log-lines.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

/** Every line the app logs, as written (pino's JSON), for this file's app. */
const { lines, logger } = memoryLog();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger });
});
afterAll(() => t.close());

const SECRET = "Zm9yLXRoZS1yZXZpZXdlci1vbmx5LW5vdC1mb3ItbG9ncw";
const XSRF = "x".repeat(43);

const requestLines = () =>
  lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === "request") as {
    method: string;
    path: string;
    status: number;
  }[];

describe(`request log (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("writes no link token: preview paths are redacted, query strings never logged", async () => {
    const anonymous = {
      "Content-Type": "application/json",
      Cookie: `XSRF-TOKEN=${XSRF}`,
      "X-XSRF-TOKEN": XSRF,
    };
    await t.request(`/api/preview/${SECRET}`);
    await t.request(`/api/preview/${SECRET}/approve`, { method: "POST", headers: anonymous, body: "{}" });
    await t.request(`/API/Preview/${SECRET}/answer`, { method: "POST", headers: anonymous, body: "{}" });
    await t.request(`/preview/${SECRET}`);
    await t.request(`/contribute/verify?token=${SECRET}`);
    await t.request(`/api/signup/verify?token=${SECRET}`, {
      method: "POST",
      headers: anonymous,
      body: JSON.stringify({ token: SECRET, password: "long-enough-password" }),
    });
    await t.request(`/api/password/reset?token=${SECRET}`, {
      method: "POST",
      headers: anonymous,
      body: JSON.stringify({ token: SECRET, password: "long-enough-password" }),
    });

    const logged = requestLines();
    expect(logged.map((entry) => entry.path)).toEqual(
      expect.arrayContaining([
        "/api/preview/[redacted]",
        "/api/preview/[redacted]/approve",
        "/API/Preview/[redacted]/answer",
        "/preview/[redacted]",
        "/contribute/verify",
        "/api/signup/verify",
        "/api/password/reset",
      ]),
    );
    // The answers are there (so the lines are these requests'), and no line holds the token.
    expect(logged.find((entry) => entry.path === "/api/preview/[redacted]")?.status).toBe(400);
    for (const line of lines) expect(line).not.toContain(SECRET);
  });
});
