import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { childEnv } from "../../../../tests/support/server-process.ts";

const ROOT = resolve(import.meta.dirname, "../../../..");
const dir = mkdtempSync(join(tmpdir(), "user-create-"));
const DATABASE_URL = `file:${join(dir, "accounts.db")}`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm run user:create -- --email … --name …` with USER_PASSWORD, as an operator runs it. */
function userCreate(email: string, name: string, password: string) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, ["scripts/create-user.ts", "--email", email, "--name", name], {
      cwd: ROOT,
      env: childEnv({ DATABASE_URL, USER_PASSWORD: password, LOG_LEVEL: "silent" }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    for (const stream of [child.stdout, child.stderr])
      stream.on("data", (chunk: Buffer) => (output += chunk));
    child.on("exit", (code) => done({ code, output }));
  });
}

describe("npm run user:create", () => {
  it("refuses a password built from the account's own name, saying what to do, and creates nothing", async () => {
    const refused = await userCreate("grace@example.org", "Grace Hopper", "Grace-Hopper-1906");
    expect(refused).toEqual({
      code: 1,
      output:
        "password: is too easy to guess. Avoid your name and e-mail address, or parts of them. Use a few unrelated words.\n",
    });
    // The same address is still free: a strong password creates it, and the script ends by itself.
    const created = await userCreate("grace@example.org", "Grace Hopper", "cobol-compiler-nanosecond");
    expect(created.code).toBe(0);
    expect(created.output).toMatch(/^Created contributor \d+: Grace Hopper <grace@example\.org>\n$/);
  }, 120_000);
});
