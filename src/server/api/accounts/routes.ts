import type { Context, Hono } from "hono";
import type { AccountLimits } from "../../auth/account-limits.ts";
import { clientAddress } from "../../auth/client-address.ts";
import {
  type CookieSettings,
  readCsrfHeader,
  readSessionCookie,
  readXsrfCookie,
  setSessionCookie,
  setXsrfCookie,
} from "../../auth/cookies.ts";
import type { KnownDevices } from "../../auth/known-devices.ts";
import type { LoginLimits } from "../../auth/login-limits.ts";
import { verifyPassword } from "../../auth/passwords.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionService } from "../../auth/sessions.ts";
import { secretsMatch, sha256Hex } from "../../auth/tokens.ts";
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
import { csrfMismatch, serviceBusy, tooManyRequests } from "../../http/errors.ts";
import { readJsonBody } from "../../http/json-body.ts";
import { idParam } from "../../http/params.ts";
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
  const doubleSubmit = (c: Context) => {
    if (!secretsMatch(readCsrfHeader(c), readXsrfCookie(c))) throw csrfMismatch();
  };
  const throttled = (c: Context, wait: number, event: string) => {
    if (wait <= 0) return;
    logger.warn({ event, address: address(c) }, "refused by the account limits");
    throw tooManyRequests(wait);
  };

  return ({ api }: { api: Hono }) => {
    api.get("/admin/users", requireRole("admin"), async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await listAccounts(deps), 200);
    });

    api.post("/admin/invitations", requireRole("admin"), smallBody, async (c) => {
      const input = await readJsonBody(c, invitationSchema);
      const invited = await inviteUser(deps, c.get("user"), input);
      logger.info({ event: "user_invited", by: c.get("user").id, role: input.role }, "user invited");
      c.header("Cache-Control", "no-store");
      return c.json(invited, 201);
    });

    api.put("/admin/users/:id", requireRole("admin"), smallBody, async (c) => {
      const id = idParam(c.req.param("id"), "User");
      const change = await readJsonBody(c, accountChangeSchema);
      const account = await changeAccount(deps, c.get("user"), id, change);
      logger.info(
        { event: "account_changed", by: c.get("user").id, userId: id, ...change },
        "account changed",
      );
      c.header("Cache-Control", "no-store");
      return c.json(account, 200);
    });

    api.post("/invitations/accept", smallBody, async (c) => {
      doubleSubmit(c);
      const { token, name, password } = await readJsonBody(c, acceptInvitationSchema);
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
    });

    api.post("/user/password", requireRole("contributor"), smallBody, async (c) => {
      const { current, password } = await readJsonBody(c, changePasswordSchema);
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
    });

    api.post("/password/forgot", smallBody, async (c) => {
      doubleSubmit(c);
      const { email } = await readJsonBody(c, forgotPasswordSchema);
      throttled(c, await limits.forgot(address(c), email), "password_forgot_refused");
      // Every valid address gets this answer at once; only then is the account looked up and, for
      // one that may sign in, the link and its e-mail written: the timing tells nothing either.
      resetQueue.enqueue(email);
      logger.info({ event: "password_reset_requested" }, "password reset requested");
      c.header("Cache-Control", "no-store");
      return c.json({ ok: true }, 202);
    });

    api.post("/password/reset", smallBody, async (c) => {
      doubleSubmit(c);
      const { token, password } = await readJsonBody(c, resetPasswordSchema);
      throttled(c, await limits.link(address(c)), "password_reset_refused");
      await resetPassword(deps, token, password);
      logger.info({ event: "password_reset" }, "password reset");
      c.header("Cache-Control", "no-store");
      return c.body(null, 204);
    });
  };
}
