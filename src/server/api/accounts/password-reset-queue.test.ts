import { describe, expect, it } from "vitest";
import type { AccountDeps } from "./accounts.ts";
import { createPasswordResetQueue } from "./passwords.ts";

/** Only the look-up is reached: both fakes answer before any transaction is needed. */
function fakeDeps(findByEmail: (email: string) => Promise<unknown>): AccountDeps {
  return { users: { findByEmail } } as unknown as AccountDeps;
}

describe("the 'Forgot password?' queue", () => {
  it("returns before the request is handled, then handles it", async () => {
    const seen: string[] = [];
    const queue = createPasswordResetQueue(
      fakeDeps(async (email) => {
        seen.push(email);
        return undefined;
      }),
      { error: () => undefined },
    );
    queue.enqueue("someone@example.org");
    expect(seen).toEqual([]);
    await queue.settle();
    expect(seen).toEqual(["someone@example.org"]);
  });

  it("logs a failure instead of throwing it", async () => {
    const logged: unknown[] = [];
    const queue = createPasswordResetQueue(
      fakeDeps(async () => {
        throw new Error("database unreachable");
      }),
      { error: ((fields: unknown) => logged.push(fields)) as never },
    );
    expect(() => queue.enqueue("someone@example.org")).not.toThrow();
    await queue.settle();
    expect(logged).toEqual([expect.objectContaining({ event: "password_reset_failed" })]);
  });
});
