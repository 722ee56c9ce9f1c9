import type { BodyOf } from "./api-routes.ts";
import { send } from "./transport.ts";

/**
 * The password-reset page's calls (docs/product/api.md §5.17). "Send a new link" is the route the
 * sign-in page calls through auth.ts too; this page shows the 429's wait and the field, hence its own.
 */

/** POST /api/password/forgot: 202 for every valid address. */
export const requestPasswordReset = (body: BodyOf<"post", "/api/password/forgot">) =>
  send("post", "/api/password/forgot", { body, anonymous: true });

/** POST /api/password/reset: the link's token and the new password (204). */
export const resetPassword = (body: BodyOf<"post", "/api/password/reset">) =>
  send("post", "/api/password/reset", { body, anonymous: true });
