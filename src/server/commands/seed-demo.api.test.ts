import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { DEMO_EDITOR_EMAIL } from "./demo-editor.ts";
import { seedDemoIfEmpty } from "./seed-demo.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: "true" });
});
afterAll(() => t.close());

describe("seedDemoIfEmpty", () => {
  it("creates the demo editor once and prints its password once", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      await seedDemoIfEmpty(t.runtime);
      expect(log).toHaveBeenCalledTimes(1);
      const line = String(log.mock.calls[0][0]);
      const password = /Demo editor account: \S+ \/ (\S+) \(shown only once\)/.exec(line)?.[1] ?? "";
      expect(password.length).toBeGreaterThanOrEqual(20);
      const stored = await t.runtime.repos.users.findByEmail(DEMO_EDITOR_EMAIL);
      expect(stored).toBeDefined();
      expect(await verifyPassword(stored?.passwordHash, password)).toBe(true);

      await seedDemoIfEmpty(t.runtime);
      expect(log).toHaveBeenCalledTimes(1);
      expect(await t.runtime.repos.users.count()).toBe(1);
    } finally {
      log.mockRestore();
    }
  });
});
