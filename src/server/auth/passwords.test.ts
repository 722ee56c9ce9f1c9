import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("hashes with argon2id, 19 MiB, 2 passes, and a fresh salt each time", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(await verifyPassword(stored, "correct horse battery")).toBe(true);
    expect(await verifyPassword(stored, "correct horse batterY")).toBe(false);
  });

  it("refuses without a stored hash (unknown email) or with a malformed one", async () => {
    expect(await verifyPassword(undefined, "anything")).toBe(false);
    expect(await verifyPassword("not-a-hash", "anything")).toBe(false);
  });

  it("takes about as long for an unknown email as for a known one", async () => {
    const stored = await hashPassword("correct horse battery");
    await verifyPassword(undefined, "warm up the dummy hash");
    const time = async (hash: string | undefined) => {
      const start = performance.now();
      for (let i = 0; i < 3; i++) await verifyPassword(hash, "wrong password");
      return performance.now() - start;
    };
    const known = await time(stored);
    const unknown = await time(undefined);
    // Generous bounds: only a missing argon2 run (10× faster) should fail this.
    expect(unknown).toBeGreaterThan(known / 3);
  });
});
