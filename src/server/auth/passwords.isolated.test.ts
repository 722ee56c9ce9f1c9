import { verify } from "@node-rs/argon2";
import { describe, expect, it, vi } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.ts";

// The real argon2, watched: every verification is counted.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...actual, verify: vi.fn(actual.verify) };
});
const argon2Verify = vi.mocked(verify);

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

  it("runs argon2 against a dummy hash for an unknown email, as for a known one", async () => {
    // Timing is not measured (machines vary); what makes the two cases take as long is that both
    // run one argon2 verification, which is checked here.
    const stored = await hashPassword("correct horse battery");
    argon2Verify.mockClear();
    expect(await verifyPassword(stored, "wrong password")).toBe(false);
    expect(argon2Verify).toHaveBeenCalledTimes(1);
    expect(argon2Verify.mock.calls[0][0]).toBe(stored);

    argon2Verify.mockClear();
    expect(await verifyPassword(undefined, "wrong password")).toBe(false);
    expect(argon2Verify).toHaveBeenCalledTimes(1);
    expect(argon2Verify.mock.calls[0][0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(argon2Verify.mock.calls[0][1]).toBe("wrong password");
  });
});
