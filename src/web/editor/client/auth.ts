import type { z } from "zod";
import type { acceptedSchema, loginBodySchema, signedInUserSchema } from "../../../contract/accounts.ts";
// "Forgot password?"'s body is the password commands' own schema (it reads the server's e-mail rule).
import type { forgotPasswordSchema } from "../../../server/commands/passwords.ts";
import { api } from "../api.ts";

/** Signing in and out, and "Forgot password?" (docs/product/api.md §5.2, §5.17). */

/** POST /api/login: anonymous, protected by the XSRF-TOKEN cookie echoed back. */
export const login = (body: z.input<typeof loginBodySchema>) =>
  api.anonymousPost<z.output<typeof signedInUserSchema>>("/api/login", body);

/** POST /api/logout: the session ends (204). */
export const logout = () => api.post<void>("/api/logout", undefined);

/** POST /api/password/forgot: the same answer (202) whether or not the address has an account. */
export const forgotPassword = (body: z.input<typeof forgotPasswordSchema>) =>
  api.anonymousPost<z.output<typeof acceptedSchema>>("/api/password/forgot", body);
