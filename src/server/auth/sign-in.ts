import type { Context } from "hono";
import type { UserRepository } from "../../db/repositories/users.ts";
import { type CookieSettings, readSessionCookie, setSessionCookie, setXsrfCookie } from "./cookies.ts";
import type { SessionService } from "./sessions.ts";

/** What signing in needs: the sessions, where a sign-in is recorded, and how cookies are set. */
export interface SignInDeps {
  sessions: SessionService;
  users: Pick<UserRepository, "recordSignIn">;
  cookies: CookieSettings;
}

/**
 * Signs the user in on this answer, whichever way they proved who they are (a login, a sign-up
 * link, an invitation): the browser's old session ends and a new session id and a new anti-forgery
 * token are set, so that no session fixation survives it, and the sign-in is recorded.
 */
export async function startSession(c: Context, userId: number, deps: SignInDeps): Promise<void> {
  await deps.sessions.end(readSessionCookie(c));
  const started = await deps.sessions.start(userId);
  await deps.users.recordSignIn(userId, new Date());
  setSessionCookie(c, started.token, deps.cookies);
  setXsrfCookie(c, started.csrfToken, deps.cookies);
}

/** The body of an answer that signs in: the user as the pages show them, and nothing else of the account. */
export function signedInBody<Role extends string>(user: {
  id: number;
  name: string;
  email: string;
  role: Role;
}) {
  return { user: { id: user.id, name: user.name, email: user.email, role: user.role } };
}
