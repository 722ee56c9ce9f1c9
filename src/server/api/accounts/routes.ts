import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  acceptedSchema,
  accountSchema,
  invitationAnswerSchema,
  signedInUserSchema,
} from "../../../contract/accounts.ts";
import type { AccountLimits } from "../../auth/account-limits.ts";
import { clientAddress } from "../../auth/client-address.ts";
import {
  type CookieSettings,
  readSessionCookie,
  setSessionCookie,
  setXsrfCookie,
} from "../../auth/cookies.ts";
import { doubleSubmit } from "../../auth/double-submit.ts";
import type { KnownDevices } from "../../auth/known-devices.ts";
import type { LoginLimits } from "../../auth/login-limits.ts";
import { verifyPassword } from "../../auth/passwords.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import type { SessionService } from "../../auth/sessions.ts";
import { sha256Hex } from "../../auth/tokens.ts";
import {
  type AccountDeps,
  acceptInvitation,
  acceptInvitationSchema,
  accountChangeSchema,
  changeAccount,
  invitationSchema,
  inviteUser,
  listAccounts,
} from "../../commands/accounts.ts";
import {
  changePassword,
  changePasswordSchema,
  createPasswordResetQueue,
  forgotPasswordSchema,
  type PasswordResetQueue,
  resetPassword,
  resetPasswordSchema,
  wrongCurrentPassword,
} from "../../commands/passwords.ts";
import { bodyLimit } from "../../http/body-limit.ts";
import { serviceBusy, tooManyRequests } from "../../http/errors.ts";
import { idParam } from "../../http/params.ts";
import {
  type ApiGroup,
  apiRoutes,
  errorAnswers,
  json,
  SESSION,
  SESSION_AND_ANTI_FORGERY,
} from "../../http/registry.ts";
import type { Logger } from "../../logger.ts";

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

/** Every body here is a few short strings: refuse anything large before reading it. */
const smallBody = bodyLimit(16 * 1024);

/**
 * Accounts (docs/product/api.md §5.17): the admins' calls (list, invite, change role, disable), the
 * acceptance of an invitation, and passwords (change, forgot, reset). The anonymous calls are
 * protected like POST /api/login: the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN (419), then the body
 * (400 naming the field), then the limits (429 with Retry-After). Answers carry no-store.
 */
export function accountsMount(deps: AccountsMountDeps) {
  const { requireRole, sessionService, loginLimits, limits, cookies, logger } = deps;
  const resetQueue = deps.resetQueue ?? createPasswordResetQueue(deps, logger);
  const address = (c: Context) => clientAddress(c, { trustProxy: deps.trustProxy });
  const throttled = (c: Context, wait: number, event: string) => {
    if (wait <= 0) return;
    logger.warn({ event, address: address(c) }, "refused by the account limits");
    throw tooManyRequests(wait);
  };

  const admin = requireRole("admin");
  const body = <T extends z.ZodType>(schema: T) => ({
    body: { required: true, content: { "application/json": { schema } } },
  });
  const tags = ["Accounts"];
  const bodyRefusals = {
    400: "invalid_input (field names it), invalid_json",
    413: "payload_too_large",
    415: "unsupported_media_type",
    419: "csrf_token_mismatch: X-XSRF-TOKEN does not echo the XSRF-TOKEN cookie",
  };
  const adminRefusals = { 401: "unauthenticated", 403: "forbidden: not an admin" };
  const linkRefusals = {
    ...bodyRefusals,
    400: "invalid_input (field names it), invalid_json, invalid_token: the link was never issued (field token)",
    410: "token_used, token_expired: the link was used, replaced or has expired (field token)",
    429: "too_many_requests (Retry-After)",
  };

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
        request: body(invitationSchema),
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
          ...body(accountChangeSchema),
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

  const anonymous = apiRoutes()
    .openapi(
      createRoute({
        method: "post",
        path: "/invitations/accept",
        tags,
        summary: "Accept an invitation: choose a name and password, and be signed in",
        security: [{ antiForgery: [] }],
        middleware: [smallBody, doubleSubmit] as const,
        request: body(acceptInvitationSchema),
        responses: { 201: json(signedInUserSchema, "Signed in"), ...errorAnswers(linkRefusals) },
      }),
      async (c) => {
        const { token, name, password } = c.req.valid("json");
        throttled(c, await limits.link(address(c)), "invitation_refused");
        const user = await acceptInvitation(deps, token, { name, password });
        // Signed in as a login does: a new session id and a new anti-forgery token.
        await sessionService.end(readSessionCookie(c));
        const started = await sessionService.start(user.id);
        await deps.users.recordSignIn(user.id, new Date());
        setSessionCookie(c, started.token, cookies);
        setXsrfCookie(c, started.csrfToken, cookies);
        logger.info({ event: "invitation_accepted", userId: user.id }, "invitation accepted");
        c.header("Cache-Control", "no-store");
        return c.json({ user: { id: user.id, name: user.name, email: user.email, role: user.role } }, 201);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/password/forgot",
        tags,
        summary: "Ask for a link to choose a new password (the answer is the same for every address)",
        security: [{ antiForgery: [] }],
        middleware: [smallBody, doubleSubmit] as const,
        request: body(forgotPasswordSchema),
        responses: {
          202: json(acceptedSchema, "Taken: an e-mail goes out if the address has an account"),
          ...errorAnswers({ ...bodyRefusals, 429: "too_many_requests (Retry-After)" }),
        },
      }),
      async (c) => {
        const { email } = c.req.valid("json");
        throttled(c, await limits.forgot(address(c), email), "password_forgot_refused");
        // Every valid address gets this answer at once; only then is the account looked up and, for
        // one that may sign in, the link and its e-mail written: the timing tells nothing either.
        resetQueue.enqueue(email);
        logger.info({ event: "password_reset_requested" }, "password reset requested");
        c.header("Cache-Control", "no-store");
        return c.json({ ok: true as const }, 202);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/password/reset",
        tags,
        summary: "Choose a new password with the link's token",
        security: [{ antiForgery: [] }],
        middleware: [smallBody, doubleSubmit] as const,
        request: body(resetPasswordSchema),
        responses: {
          204: { description: "Changed; every session of the account ended" },
          ...errorAnswers(linkRefusals),
        },
      }),
      async (c) => {
        const { token, password } = c.req.valid("json");
        throttled(c, await limits.link(address(c)), "password_reset_refused");
        await resetPassword(deps, token, password);
        logger.info({ event: "password_reset" }, "password reset");
        c.header("Cache-Control", "no-store");
        return c.body(null, 204);
      },
    );

  const signedIn = apiRoutes<SessionEnv>().openapi(
    createRoute({
      method: "post",
      path: "/user/password",
      tags,
      summary: "Change your password (the current one is checked like a sign-in)",
      security: SESSION_AND_ANTI_FORGERY,
      middleware: [requireRole("contributor"), smallBody] as const,
      request: body(changePasswordSchema),
      responses: {
        204: { description: "Changed; your other sessions ended" },
        ...errorAnswers({
          ...bodyRefusals,
          401: "unauthenticated",
          400: "invalid_input, invalid_json, or wrong_password: not the current password (field current)",
          429: "too_many_requests (Retry-After)",
          503: "busy (Retry-After), database_unavailable",
        }),
      },
    }),
    async (c) => {
      const { current, password } = c.req.valid("json");
      const user = c.get("user");
      const from = address(c);
      const admission = await loginLimits.admit(from, user.email, {
        knownDevice: deps.devices.recognizes(c, user.email),
      });
      if (!admission.ok) {
        logger.warn({ event: "password_change_refused", status: admission.status, address: from }, "refused");
        throw admission.status === 429
          ? tooManyRequests(admission.retryAfter)
          : serviceBusy(admission.retryAfter);
      }
      let valid: boolean;
      try {
        valid = await verifyPassword(await deps.users.passwordHash(user.id), current);
      } finally {
        admission.done();
      }
      if (!valid) {
        logger.info({ event: "password_change_failed", userId: user.id }, "wrong current password");
        throw wrongCurrentPassword();
      }
      await loginLimits.succeeded(from, user.email);
      await changePassword(deps, user.id, sha256Hex(c.get("session").token), password);
      logger.info({ event: "password_changed", userId: user.id }, "password changed");
      c.header("Cache-Control", "no-store");
      return c.body(null, 204);
    },
  );

  return ({ api }: { api: ApiGroup }) => {
    api.route("/", group);
    api.route("/", anonymous);
    api.route("/", signedIn);
  };
}
