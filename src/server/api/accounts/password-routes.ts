import { createRoute } from "@hono/zod-openapi";
import { acceptedSchema, forgotPasswordSchema, passwordBodies } from "../../../contract/accounts.ts";
import { doubleSubmit } from "../../auth/double-submit.ts";
import { verifyPassword } from "../../auth/passwords.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { sha256Hex } from "../../auth/tokens.ts";
import { serviceBusy, tooManyRequests } from "../../http/errors.ts";
import { apiRoutes, errorAnswers, json, jsonBody, SESSION_AND_ANTI_FORGERY } from "../../http/registry.ts";
import {
  changePassword,
  createPasswordResetQueue,
  resetPassword,
  wrongCurrentPassword,
} from "./passwords.ts";
import { accountLimitGuards, bodyRefusals, linkRefusals, smallBody, tags } from "./route-parts.ts";
import type { AccountsMountDeps } from "./routes.ts";

/**
 * Passwords (docs/product/api.md §5.17): "Forgot password?", the reset with the e-mailed link's
 * token (both anonymous, protected like POST /api/login), and a signed-in user's change of their
 * own password, whose check of the current one counts as a sign-in.
 */
export function passwordRoutes(deps: AccountsMountDeps) {
  const { requireRole, loginLimits, limits, logger } = deps;
  const resetQueue = deps.resetQueue ?? createPasswordResetQueue(deps, logger);
  const { address, throttled } = accountLimitGuards(deps);

  const anonymous = apiRoutes()
    .openapi(
      createRoute({
        method: "post",
        path: "/password/forgot",
        tags,
        summary: "Ask for a link to choose a new password (the answer is the same for every address)",
        security: [{ antiForgery: [] }],
        middleware: [smallBody, doubleSubmit] as const,
        request: jsonBody(forgotPasswordSchema),
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
        request: jsonBody(passwordBodies.resetPassword),
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
      request: jsonBody(passwordBodies.changePassword),
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
      await changePassword(deps, user, sha256Hex(c.get("session").token), password);
      logger.info({ event: "password_changed", userId: user.id }, "password changed");
      c.header("Cache-Control", "no-store");
      return c.body(null, 204);
    },
  );

  return { anonymous, signedIn };
}
