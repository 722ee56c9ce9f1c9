import type { BodyOf } from "./api-routes.ts";
import { send } from "./transport.ts";

/**
 * Signing in and out, and "Forgot password?" (docs/product/api.md §5.2, §5.17). The sign-in page
 * is public and reads no answer body: each call answers its status (0: the server could not be
 * reached). Signed out, a write echoes the XSRF-TOKEN cookie; logout sends the page's token.
 */

/** POST /api/login: anonymous, protected by the XSRF-TOKEN cookie echoed back (200, the signed-in user). */
export const login = async (body: BodyOf<"post", "/api/login">): Promise<number> =>
  (await send("post", "/api/login", { body, anonymous: true })).status;

/** POST /api/logout: the session ends (204). */
export const logout = async (): Promise<number> => (await send("post", "/api/logout")).status;

/** POST /api/password/forgot: the same answer (202) whether or not the address has an account. */
export const forgotPassword = async (body: BodyOf<"post", "/api/password/forgot">): Promise<number> =>
  (await send("post", "/api/password/forgot", { body, anonymous: true })).status;
