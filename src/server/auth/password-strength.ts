import { invalidInput } from "../../domain/errors.ts";
import { serviceBusy } from "../http/errors.ts";
import { BoundedTaskError, type BoundedWorker, createBoundedWorker } from "../workers/bounded-worker.ts";
import type { PasswordOwner } from "./password-weakness.ts";

export type { PasswordOwner };

type Task = { password: string; owner: PasswordOwner };

/**
 * The strength check runs in its own worker thread (password-strength-worker.ts), started on the
 * first password set since the process started: its dictionaries cost the main thread no start-up
 * time, no memory and no blocked event loop, so pages and /healthz never wait for it. A check takes
 * milliseconds; the limit only matters on a machine so loaded that the caller should retry.
 */
const CHECK_MS = 10_000;
let worker: BoundedWorker<Task, string | null> | undefined;

/**
 * The one rule of every new password (sign-up, invitation, reset, change, user:create) beyond its
 * length: a 400 naming `password` that says what to do when it is too easy to guess for `owner`'s
 * account (docs/product/api.md §6.4a); a 503 when the check cannot run now.
 */
export async function requireStrongPassword(password: string, owner: PasswordOwner): Promise<void> {
  worker ??= createBoundedWorker<Task, string | null>({
    url: new URL("./password-strength-worker.ts", import.meta.url),
    timeoutMs: CHECK_MS,
    maxWaiting: 16,
  });
  const weakness = await worker
    .run({ password, owner: { email: owner.email, name: owner.name } })
    .catch((error: unknown) => {
      if (error instanceof BoundedTaskError && error.kind !== "crashed") throw serviceBusy(2);
      throw error;
    });
  if (weakness !== null) throw invalidInput("password", `is too easy to guess. ${weakness}`);
}
