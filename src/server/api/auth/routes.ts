import { createRoute } from "@hono/zod-openapi";
import { loginBodySchema, signedInUserSchema, userSchema } from "../../../contract/accounts.ts";
import type { UserRepository } from "../../../db/repositories/users.ts";
import { isDatabaseUnavailable } from "../../../db/unavailable.ts";
import { clientAddress } from "../../auth/client-address.ts";
import { type CookieSettings, clearAuthCookies, setXsrfCookie } from "../../auth/cookies.ts";
import { doubleSubmit } from "../../auth/double-submit.ts";
import type { KnownDevices } from "../../auth/known-devices.ts";
import type { LoginLimits } from "../../auth/login-limits.ts";
import { verifyPassword } from "../../auth/passwords.ts";
import type { AuthGuards, OptionalSessionEnv, SessionEnv } from "../../auth/require-session.ts";
import type { SessionService } from "../../auth/sessions.ts";
import { signedInBody, startSession } from "../../auth/sign-in.ts";
import { randomToken } from "../../auth/tokens.ts";
import { bodyLimit } from "../../http/body-limit.ts";
import { invalidCredentials, serviceBusy, tooManyRequests } from "../../http/errors.ts";
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

export interface AuthMountDeps {
  users: Pick<UserRepository, "findByEmail" | "recordSignIn">;
  sessions: SessionService;
  guards: AuthGuards;
  limits: LoginLimits;
  devices: KnownDevices;
  cookies: CookieSettings;
  /** Take the client address from X-Forwarded-For (only behind our own reverse proxy). */
  trustProxy: boolean;
  logger: Logger;
}

/** A login body is two short strings: refuse anything large before reading it. */
const loginBodyLimit = bodyLimit(16 * 1024);

/**
 * Sanctum-style authentication (docs/product/api.md §5.2): GET /sanctum/csrf-cookie, POST /api/login,
 * POST /api/logout, GET /api/user. Responses carry no-store: they depend on the cookies.
 */
export function authMount(deps: AuthMountDeps) {
  const { users, sessions, guards, limits, devices, cookies, logger } = deps;

  const tags = ["Sign-in"];
  const loginRoute = createRoute({
    method: "post",
    path: "/login",
    tags,
    summary: "Sign in with e-mail and password (after GET /sanctum/csrf-cookie)",
    security: [{ antiForgery: [] }],
    middleware: [loginBodyLimit, doubleSubmit] as const,
    request: jsonBody(loginBodySchema),
    responses: {
      200: json(signedInUserSchema, "Signed in: the session and anti-forgery cookies are set"),
      ...errorAnswers({
        400: "invalid_input (field names it), invalid_json",
        401: "invalid_credentials",
        413: "payload_too_large",
        415: "unsupported_media_type",
        419: "csrf_token_mismatch",
        429: "too_many_requests (Retry-After)",
        503: "busy (Retry-After), database_unavailable",
      }),
    },
  });
  const logoutRoute = createRoute({
    method: "post",
    path: "/logout",
    tags,
    summary: "Sign out: the session ends and its cookies are cleared",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: guards.requireSession,
    responses: {
      204: { description: "Signed out" },
      ...errorAnswers({ 401: "unauthenticated", 419: "csrf_token_mismatch" }),
    },
  });
  const csrfCookieRoute = createRoute({
    method: "get",
    path: "/sanctum/csrf-cookie",
    tags,
    summary: "The anti-forgery cookie: a fresh random one before sign-in, the session's token after it",
    // The session is optional: without one the cookie is a new random token.
    security: [...SESSION, {}],
    middleware: guards.currentUser,
    responses: { 204: { description: "The XSRF-TOKEN cookie is set (Cache-Control: no-store)" } },
  });
  const userRoute = createRoute({
    method: "get",
    path: "/user",
    tags,
    summary: "Who is signed in",
    security: SESSION,
    middleware: guards.requireSession,
    responses: { 200: json(userSchema, "The signed-in user"), ...errorAnswers({ 401: "unauthenticated" }) },
  });

  return ({ api, root }: { api: ApiGroup; root: ApiGroup }) => {
    // The anti-forgery cookie before login (a fresh random one), or the session's token after it.
    const csrfCookie = apiRoutes<OptionalSessionEnv>().openapi(csrfCookieRoute, (c) => {
      const session = c.get("session");
      // A renewed session has just had both cookies re-sent by the guard.
      if (!session?.renewed) setXsrfCookie(c, session?.csrfToken ?? randomToken(), cookies);
      c.header("Cache-Control", "no-store");
      return c.body(null, 204);
    });
    root.route("/", csrfCookie);

    const group = apiRoutes().openapi(loginRoute, async (c) => {
      const { email, password } = c.req.valid("json");
      const address = clientAddress(c, { trustProxy: deps.trustProxy });
      const knownDevice = devices.recognizes(c, email);
      const admission = await limits.admit(address, email, { knownDevice });
      if (!admission.ok) {
        logger.warn({ event: "login_refused", status: admission.status, address }, "login refused");
        throw admission.status === 429
          ? tooManyRequests(admission.retryAfter)
          : serviceBusy(admission.retryAfter);
      }
      let valid: boolean;
      let user: Awaited<ReturnType<typeof users.findByEmail>>;
      try {
        user = await users.findByEmail(email);
        // Always runs argon2 (against a dummy hash for unknown emails): equal timing either way.
        valid = await verifyPassword(user?.passwordHash, password);
      } catch (error) {
        // An outage is answered 503 (app.ts) and must not count against the account's limits.
        if (isDatabaseUnavailable(error)) await admission.unchecked();
        throw error;
      } finally {
        admission.done();
      }
      // A disabled account gets the answer of a wrong password: nobody learns it exists.
      if (!user || !valid || user.disabledAt !== null) {
        logger.info({ event: "login_failed", address }, "login failed");
        throw invalidCredentials();
      }
      await limits.succeeded(address, email);
      if (!knownDevice) devices.remember(c, email, cookies);
      await startSession(c, user.id, deps);
      logger.info({ event: "login", userId: user.id }, "login");
      c.header("Cache-Control", "no-store");
      return c.json(signedInBody(user), 200);
    });
    const session = apiRoutes<SessionEnv>()
      .openapi(logoutRoute, async (c) => {
        await sessions.end(c.get("session").token);
        clearAuthCookies(c, cookies);
        return c.body(null, 204);
      })
      .openapi(userRoute, (c) => {
        c.header("Cache-Control", "no-store");
        return c.json(c.get("user"), 200);
      });
    api.route("/", group);
    api.route("/", session);
  };
}
