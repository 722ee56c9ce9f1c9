import type { Role } from "../../src/domain/roles.ts";
import { createUser } from "../../src/server/api/shared/create-user.ts";
import type { TestApp } from "./test-app.ts";

export interface SignedIn {
  id: number;
  name: string;
  /** Cookie and anti-forgery headers of a live session; spread into a request's headers. */
  headers: { Cookie: string; "X-CSRF-TOKEN": string };
  /** Only the session cookie (a write without it is a 419). */
  cookieOnly: { Cookie: string };
}

/** Creates an account with `role` and starts a session for it, as a login would. */
export async function signIn(t: TestApp, role: Role, name: string): Promise<SignedIn> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@signed-in.test`;
  const user = await createUser(
    { users: t.runtime.repos.users },
    { email, name, password: "a-long-enough-password", role },
  );
  const started = await t.runtime.auth.sessions.start(user.id);
  const cookie = `synthesis_session=${started.token}`;
  return {
    id: user.id,
    name: user.name,
    headers: { Cookie: cookie, "X-CSRF-TOKEN": started.csrfToken },
    cookieOnly: { Cookie: cookie },
  };
}
