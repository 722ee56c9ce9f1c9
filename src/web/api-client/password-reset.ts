import type { z } from "zod";
import type { acceptedSchema, forgotPasswordSchema, passwordBodies } from "../../contract/accounts.ts";
import { anonymousPost } from "./page-transport.ts";

/**
 * The password-reset page's calls (docs/product/api.md §5.17). "Send a new link" is the route the
 * sign-in page calls through auth.ts too; this page shows the 429's wait and the field, hence its own.
 */

/** POST /api/password/forgot: 202 for every valid address. */
export const requestPasswordReset = (body: z.input<typeof forgotPasswordSchema>) =>
  anonymousPost<z.output<typeof acceptedSchema>>("/api/password/forgot", body);

/** POST /api/password/reset: the link's token and the new password (204). */
export const resetPassword = (body: z.input<typeof passwordBodies.resetPassword>) =>
  anonymousPost<null>("/api/password/reset", body);
