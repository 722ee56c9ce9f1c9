import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 32 random bytes as base64url (43 characters): session ids and anti-forgery tokens. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Hex sha-256: what the database stores instead of the session cookie value. */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/**
 * Constant-time equality of two secrets. Their digests are compared, so the comparison also takes
 * the same time whatever the lengths (timingSafeEqual needs equal lengths).
 */
export function secretsMatch(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}
