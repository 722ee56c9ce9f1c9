import { randomBytes } from "node:crypto";
import type { UserRepository } from "../../db/repositories/users.ts";
import { hashPassword } from "../auth/passwords.ts";

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
  const account = await demoEditorAccount(deps);
  if (!account) return null;
  await account.create();
  return { email: account.email, password: account.password };
}

/**
 * The demo editor to create when the users table is empty (null otherwise), with its password
 * already hashed; `create(repos)` inserts it through the repositories of the caller's transaction
 * when they are given (the first start's seeding adds it to the transaction that loads the demo
 * data), else on the database.
 */
export async function demoEditorAccount(deps: { users: Pick<UserRepository, "count" | "create"> }): Promise<{
  email: string;
  password: string;
  create(repos?: { users: Pick<UserRepository, "create"> }): Promise<unknown>;
} | null> {
  if ((await deps.users.count()) > 0) return null;
  const password = randomBytes(18).toString("base64url");
  const passwordHash = await hashPassword(password);
  return {
    email: DEMO_EDITOR_EMAIL,
    password,
    create: (repos = deps) =>
      repos.users.create({ name: DEMO_EDITOR_NAME, email: DEMO_EDITOR_EMAIL, passwordHash, role: "editor" }),
  };
}
