import type { Hono } from "hono";
import { clientAddress } from "../../auth/client-address.ts";
import {
  type CookieSettings,
  readCsrfHeader,
  readSessionCookie,
  readXsrfCookie,
  setSessionCookie,
  setXsrfCookie,
} from "../../auth/cookies.ts";
import type { SessionService } from "../../auth/sessions.ts";
import type { SignupLimits } from "../../auth/signup-limits.ts";
import { secretsMatch } from "../../auth/tokens.ts";
import {
  checkSignupUsable,
  completeSignup,
  findSignup,
  requestSignup,
  type SignupDeps,
  signupSchema,
  verifySchema,
} from "../../commands/signup.ts";
import { bodyLimit } from "../../http/body-limit.ts";
import { csrfMismatch, tooManyRequests } from "../../http/errors.ts";
import { readJsonBody } from "../../http/json-body.ts";
import type { Logger } from "../../logger.ts";

export interface SignupMountDeps extends SignupDeps {
  sessions: SessionService;
  limits: SignupLimits;
  cookies: CookieSettings;
  /** Take the client address from X-Forwarded-For (only behind our own reverse proxy). */
  trustProxy: boolean;
  logger: Logger;
}

/** Both bodies are a few short strings: refuse anything large before reading it. */
const signupBodyLimit = bodyLimit(16 * 1024);

/**
 * Contributor sign-up with a verified e-mail (docs/product/api.md §5.13): POST /api/signup and
 * POST /api/signup/verify. Both are anonymous and protected like POST /api/login: the XSRF-TOKEN
 * cookie must come back in the X-XSRF-TOKEN header (419), then the body (400 naming the field),
 * then the limits (429 with Retry-After).
 */
export function signupMount(deps: SignupMountDeps) {
  const { sessions, limits, cookies, logger } = deps;
  const address = (c: Parameters<typeof clientAddress>[0]) =>
    clientAddress(c, { trustProxy: deps.trustProxy });

  return ({ api }: { api: Hono }) => {
    api.post("/signup", signupBodyLimit, async (c) => {
      if (!secretsMatch(readCsrfHeader(c), readXsrfCookie(c))) throw csrfMismatch();
      const input = await readJsonBody(c, signupSchema);
      const from = address(c);
      const wait = await limits.signup(from, input.email);
      if (wait > 0) {
        logger.warn({ event: "signup_refused", address: from }, "sign-up refused");
        throw tooManyRequests(wait);
      }
      await requestSignup(deps, input);
      logger.info({ event: "signup_requested" }, "sign-up requested");
      c.header("Cache-Control", "no-store");
      return c.json({ ok: true }, 202);
    });

    api.post("/signup/verify", signupBodyLimit, async (c) => {
      if (!secretsMatch(readCsrfHeader(c), readXsrfCookie(c))) throw csrfMismatch();
      const { token, password } = await readJsonBody(c, verifySchema);
      const from = address(c);
      const wait = await limits.verify(from);
      if (wait > 0) {
        logger.warn({ event: "signup_verify_refused", address: from }, "sign-up verification refused");
        throw tooManyRequests(wait);
      }
      const request = await findSignup(deps, token);
      const waitEmail = await limits.verifyEmail(request.email);
      if (waitEmail > 0) {
        logger.warn({ event: "signup_verify_refused", address: from }, "sign-up verification refused");
        throw tooManyRequests(waitEmail);
      }
      checkSignupUsable(deps, request);
      const user = await completeSignup(deps, request, password);
      // Signed in as a login does: a new session id and a new anti-forgery token.
      await sessions.end(readSessionCookie(c));
      const started = await sessions.start(user.id);
      await deps.users.recordSignIn(user.id, new Date());
      setSessionCookie(c, started.token, cookies);
      setXsrfCookie(c, started.csrfToken, cookies);
      logger.info({ event: "signup_verified", userId: user.id }, "contributor signed up");
      c.header("Cache-Control", "no-store");
      return c.json({ user: { id: user.id, name: user.name, email: user.email, role: user.role } }, 201);
    });
  };
}
