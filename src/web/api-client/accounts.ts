import { api } from "./api.ts";
import type { AnswerOf, BodyOf } from "./api-routes.ts";

/** The editor's account calls (docs/product/api.md §5.2, §5.17). */

export type AccountAnswer = AnswerOf<"get", "/api/admin/users">[number];

/** GET /api/user: the signed-in user (401 when signed out). */
export const currentUser = () => api.get("/api/user");

/** GET /api/admin/users: every account (admins). */
export const listAccounts = () => api.get("/api/admin/users");

/** PUT /api/admin/users/{id}: an account's new role, or disabled or enabled (admins). */
export const changeAccount = (id: number, body: BodyOf<"put", "/api/admin/users/{id}">) =>
  api.put("/api/admin/users/{id}", { path: { id }, body });

/** POST /api/admin/invitations: someone invited by e-mail with a role (admins). */
export const invite = (body: BodyOf<"post", "/api/admin/invitations">) =>
  api.post("/api/admin/invitations", { body });

/** POST /api/user/password: the signed-in user's new password (204). */
export const changePassword = (body: BodyOf<"post", "/api/user/password">) =>
  api.post("/api/user/password", { body });
