import type { z } from "zod";
import type {
  accountChangeSchema,
  accountSchema,
  invitationAnswerSchema,
  invitationSchema,
  passwordBodies,
  userSchema,
} from "../../contract/accounts.ts";
import { api } from "./api.ts";

/** The editor's account calls (docs/product/api.md §5.2, §5.17). */

export type AccountAnswer = z.output<typeof accountSchema>;

/** GET /api/user: the signed-in user (401 when signed out). */
export const currentUser = () => api.get<z.output<typeof userSchema>>("/api/user");

/** GET /api/admin/users: every account (admins). */
export const listAccounts = () => api.get<AccountAnswer[]>("/api/admin/users");

/** PUT /api/admin/users/{id}: an account's new role, or disabled or enabled (admins). */
export const changeAccount = (id: number, body: z.input<typeof accountChangeSchema>) =>
  api.put<AccountAnswer>(`/api/admin/users/${id}`, body);

/** POST /api/admin/invitations: someone invited by e-mail with a role (admins). */
export const invite = (body: z.input<typeof invitationSchema>) =>
  api.post<z.output<typeof invitationAnswerSchema>>("/api/admin/invitations", body);

/** POST /api/user/password: the signed-in user's new password (204). */
export const changePassword = (body: z.input<typeof passwordBodies.changePassword>) =>
  api.post<void>("/api/user/password", body);
