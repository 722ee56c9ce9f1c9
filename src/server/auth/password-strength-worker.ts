import { serveTasks } from "../workers/bounded-worker-thread.ts";
import { createStrengthMeter, type PasswordOwner, passwordWeakness } from "./password-weakness.ts";

/**
 * The thread of password-strength.ts: builds zxcvbn's dictionaries once, then answers one password
 * at a time with its weakness (null when strong enough).
 */
const meter = createStrengthMeter();
serveTasks(({ password, owner }: { password: string; owner: PasswordOwner }) =>
  passwordWeakness(meter, password, owner),
);
