import { randomBytes } from "node:crypto";
import type { UserRepository } from "../../db/repositories/users.ts";
import { createUser } from "./create-user.ts";

export const DEMO_EDITOR_EMAIL = "editor@example.org";
export const DEMO_EDITOR_NAME = "Demo Editor";

/**
 * A fresh installation has no account, so nobody could reach the editor. When the users table is
 * empty this creates the demo editor with a random password (18 bytes, 24 base64url characters) and
 * returns the credentials for the caller to print once; they are stored nowhere in clear. Otherwise
 * it returns null and changes nothing.
 */
export async function ensureDemoEditor(deps: {
  users: Pick<UserRepository, "count" | "findByEmail" | "create">;
}): Promise<{ email: string; password: string } | null> {
  if ((await deps.users.count()) > 0) return null;
  const password = randomBytes(18).toString("base64url");
  await createUser(deps, { email: DEMO_EDITOR_EMAIL, name: DEMO_EDITOR_NAME, password, role: "editor" });
  return { email: DEMO_EDITOR_EMAIL, password };
}
