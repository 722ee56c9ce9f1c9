import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { createLogger } from "../logger.ts";
import { DEMO_EDITOR_EMAIL } from "./demo-editor.ts";
import { seedDemoIfEmpty } from "./seed-demo.ts";

const images = mkdtempSync(join(tmpdir(), "seed-demo-images-"));
const passwordFile = join(images, "secrets", "demo-editor-password.txt");
const otherPasswordFile = join(images, "other-password.txt");
/** What the fresh app logs, as written. */
const logged: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    logged.push(String(chunk));
    done();
  },
});
let fresh: TestApp;
let filled: TestApp;
beforeAll(async () => {
  fresh = await createTestApp(
    { SEED_DEMO: "true", STORAGE_DIR: images, DEMO_PASSWORD_FILE: passwordFile },
    { empty: true, logger: createLogger("info", { destination: sink }) },
  );
  // A copy of the seeded template: syntheses but no user at all.
  filled = await createTestApp({ SEED_DEMO: "true", DEMO_PASSWORD_FILE: otherPasswordFile });
});
afterAll(async () => {
  await fresh.close();
  await filled.close();
  rmSync(images, { recursive: true, force: true });
});

describe("seedDemoIfEmpty", () => {
  it("seeds an empty database, creates the demo editor once, its password in a 0600 file and never printed", async () => {
    const printed: string[] = [];
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    const log = vi.spyOn(console, "log").mockImplementation((...args) => void printed.push(args.join(" ")));
    try {
      await seedDemoIfEmpty(fresh.runtime);
    } finally {
      stdout.mockRestore();
      log.mockRestore();
    }
    expect(await fresh.runtime.repos.syntheses.count()).toBeGreaterThanOrEqual(40);
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    const password = /^password: (\S+)$/m.exec(readFileSync(passwordFile, "utf8"))?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(20);
    const stored = await fresh.runtime.repos.users.findByEmail(DEMO_EDITOR_EMAIL);
    expect(await verifyPassword(stored?.passwordHash, password)).toBe(true);
    // Neither stdout nor the log has it; the log says where it is.
    expect(printed.join("")).not.toContain(password);
    expect(logged.join("")).not.toContain(password);
    const line = logged.map((text) => JSON.parse(text)).find((entry) => entry.passwordFile !== undefined);
    expect(line).toMatchObject({ email: DEMO_EDITOR_EMAIL, passwordFile });

    await seedDemoIfEmpty(fresh.runtime);
    expect(await fresh.runtime.repos.users.count()).toBe(1);
    expect(readFileSync(passwordFile, "utf8")).toContain(password);
  }, 120_000);

  it("never creates an account on a database it did not seed, even with no user in it", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      expect(await filled.runtime.repos.users.count()).toBe(0);
      await seedDemoIfEmpty(filled.runtime);
      expect(await filled.runtime.repos.users.count()).toBe(0);
      expect(log).not.toHaveBeenCalled();
      expect(existsSync(otherPasswordFile)).toBe(false);
    } finally {
      log.mockRestore();
    }
  });
});
