import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { DEMO_EDITOR_EMAIL } from "./demo-editor.ts";
import { seedDemoIfEmpty } from "./seed-demo.ts";

const images = mkdtempSync(join(tmpdir(), "seed-demo-images-"));
let fresh: TestApp;
let filled: TestApp;
beforeAll(async () => {
  fresh = await createTestApp({ SEED_DEMO: "true", STORAGE_DIR: images }, { empty: true });
  // A copy of the seeded template: syntheses but no user at all.
  filled = await createTestApp({ SEED_DEMO: "true" });
});
afterAll(async () => {
  await fresh.close();
  await filled.close();
  rmSync(images, { recursive: true, force: true });
});

describe("seedDemoIfEmpty", () => {
  it("seeds an empty database, creates the demo editor once and prints its password once", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      await seedDemoIfEmpty(fresh.runtime);
      expect(await fresh.runtime.repos.syntheses.count()).toBeGreaterThanOrEqual(40);
      expect(log).toHaveBeenCalledTimes(1);
      const line = String(log.mock.calls[0][0]);
      const password = /Demo editor account: \S+ \/ (\S+) \(shown only once\)/.exec(line)?.[1] ?? "";
      expect(password.length).toBeGreaterThanOrEqual(20);
      const stored = await fresh.runtime.repos.users.findByEmail(DEMO_EDITOR_EMAIL);
      expect(stored).toBeDefined();
      expect(await verifyPassword(stored?.passwordHash, password)).toBe(true);

      await seedDemoIfEmpty(fresh.runtime);
      expect(log).toHaveBeenCalledTimes(1);
      expect(await fresh.runtime.repos.users.count()).toBe(1);
    } finally {
      log.mockRestore();
    }
  }, 120_000);

  it("never creates an account on a database it did not seed, even with no user in it", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      expect(await filled.runtime.repos.users.count()).toBe(0);
      await seedDemoIfEmpty(filled.runtime);
      expect(await filled.runtime.repos.users.count()).toBe(0);
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });
});
