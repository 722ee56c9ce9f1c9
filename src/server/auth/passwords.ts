import { hash, type Options, verify } from "@node-rs/argon2";
import { randomToken } from "./tokens.ts";

/**
 * argon2id with OWASP's minimum recommendation (19 MiB, 2 passes, 1 lane): about 20-40 ms per hash
 * here, slow enough for offline guessing, cheap enough for a login. The parameters travel inside
 * each hash (PHC string), so raising them later keeps old hashes verifiable.
 */
const ARGON2ID = 2; // Algorithm.Argon2id; the package's enum is an ambient const enum we cannot import.
export const PASSWORD_HASH_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

// Hash of a random password nobody knows, made once per process on first use.
let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `storedHash`. Without a stored hash (unknown email) it still verifies
 * against a dummy hash, so the answer takes as long as for a real account and timing does not tell
 * which emails exist. A malformed stored hash counts as a mismatch.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword(randomToken());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
