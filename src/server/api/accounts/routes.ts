import { createRoute, z } from "@hono/zod-openapi";
import {
  accountChangeSchema,
  accountSchema,
  invitationAnswerSchema,
  invitationSchema,
  passwordBodies,
  signedInUserSchema,
} from "../../../contract/accounts.ts";
import type { AccountLimits } from "../../auth/account-limits.ts";
import type { CookieSettings } from "../../auth/cookies.ts";
import { doubleSubmit } from "../../auth/double-submit.ts";
import type { KnownDevices } from "../../auth/known-devices.ts";
import type { LoginLimits } from "../../auth/login-limits.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import type { SessionService } from "../../auth/sessions.ts";
import { signedInBody, startSession } from "../../auth/sign-in.ts";
import { idParam } from "../../http/params.ts";
import {
  type ApiGroup,
  apiRoutes,
  errorAnswers,
  json,
  jsonBody,
  SESSION,
  SESSION_AND_ANTI_FORGERY,
} from "../../http/registry.ts";
import type { Logger } from "../../logger.ts";
import { type AccountDeps, acceptInvitation, changeAccount, inviteUser, listAccounts } from "./accounts.ts";
import { passwordRoutes } from "./password-routes.ts";
import type { PasswordResetQueue } from "./passwords.ts";
import { accountLimitGuards, bodyRefusals, linkRefusals, smallBody, tags } from "./route-parts.ts";

export interface AccountsMountDeps extends AccountDeps {
  requireRole: RequireRole;
  sessionService: SessionService;
  /** The sign-in limits: a password change's check of the current password counts as a sign-in. */
  loginLimits: LoginLimits;
  /** Browsers that signed in before: the account limit does not refuse their password checks. */
  devices: KnownDevices;
  limits: AccountLimits;
  cookies: CookieSettings;
  /** Take the client address from X-Forwarded-For (only behind our own reverse proxy). */
  trustProxy: boolean;
  logger: Logger;
  /** Where 'Forgot password?' requests wait until their answer has gone; made here when not given. */
  resetQueue?: PasswordResetQueue;
}

/**
 * Accounts (docs/product/api.md §5.17): the admins' calls (list, invite, change role, disable), the
 * acceptance of an invitation, and passwords (change, forgot, reset: password-routes.ts). The anonymous calls are
 * protected like POST /api/login: the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN (419), then the body
 * (400 naming the field), then the limits (429 with Retry-After). Answers carry no-store.
 */
export function accountsMount(deps: AccountsMountDeps) {
  const { requireRole, sessionService, limits, cookies, logger } = deps;
  const { throttled, address } = accountLimitGuards(deps);
  const passwords = passwordRoutes(deps);
  const admin = requireRole("admin");
  const adminRefusals = { 401: "unauthenticated", 403: "forbidden: not an admin" };

  const group = apiRoutes<SessionEnv>()
    .openapi(
      createRoute({
        method: "get",
        path: "/admin/users",
        tags,
        summary: "Every account (admins)",
        security: SESSION,
        middleware: admin,
        responses: { 200: json(z.array(accountSchema), "The accounts"), ...errorAnswers(adminRefusals) },
      }),
      async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json(await listAccounts(deps), 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/admin/invitations",
        tags,
        summary: "Invite someone by e-mail with a role (admins)",
        security: SESSION_AND_ANTI_FORGERY,
        middleware: [admin, smallBody] as const,
        request: jsonBody(invitationSchema),
        responses: {
          201: json(invitationAnswerSchema, "The invitation was sent"),
          ...errorAnswers({ ...adminRefusals, ...bodyRefusals, 409: "conflict: the address has an account" }),
        },
      }),
      async (c) => {
        const input = c.req.valid("json");
        const invited = await inviteUser(deps, c.get("user"), input);
        logger.info({ event: "user_invited", by: c.get("user").id, role: input.role }, "user invited");
        c.header("Cache-Control", "no-store");
        return c.json(invited, 201);
      },
    )
    .openapi(
      createRoute({
        method: "put",
        path: "/admin/users/{id}",
        tags,
        summary: "Change an account's role, or disable or enable it (admins)",
        security: SESSION_AND_ANTI_FORGERY,
        middleware: [admin, smallBody] as const,
        request: {
          params: z.object({ id: z.string().meta({ description: "The account id", example: "2" }) }),
          ...jsonBody(accountChangeSchema),
        },
        responses: {
          200: json(accountSchema, "The account"),
          ...errorAnswers({
            ...adminRefusals,
            ...bodyRefusals,
            404: "not_found",
            409: "conflict: the last admin",
          }),
        },
      }),
      async (c) => {
        const id = idParam(c.req.valid("param").id, "User");
        const change = c.req.valid("json");
        const account = await changeAccount(deps, c.get("user"), id, change);
        logger.info(
          { event: "account_changed", by: c.get("user").id, userId: id, ...change },
          "account changed",
        );
        c.header("Cache-Control", "no-store");
        return c.json(account, 200);
      },
    );

  const anonymous = apiRoutes().openapi(
    createRoute({
      method: "post",
      path: "/invitations/accept",
      tags,
      summary: "Accept an invitation: choose a name and password, and be signed in",
      security: [{ antiForgery: [] }],
      middleware: [smallBody, doubleSubmit] as const,
      request: jsonBody(passwordBodies.acceptInvitation),
      responses: { 201: json(signedInUserSchema, "Signed in"), ...errorAnswers(linkRefusals) },
    }),
    async (c) => {
      const { token, name, password } = c.req.valid("json");
      throttled(c, await limits.link(address(c)), "invitation_refused");
      const user = await acceptInvitation(deps, token, { name, password });
      await startSession(c, user.id, { sessions: sessionService, users: deps.users, cookies });
      logger.info({ event: "invitation_accepted", userId: user.id }, "invitation accepted");
      c.header("Cache-Control", "no-store");
      return c.json(signedInBody(user), 201);
    },
  );

  return ({ api }: { api: ApiGroup }) => {
    api.route("/", group);
    api.route("/", anonymous);
    api.route("/", passwords.anonymous);
    api.route("/", passwords.signedIn);
  };
}
