import { createRoute } from "@hono/zod-openapi";
import {
  acceptedSchema,
  passwordBodies,
  signedInUserSchema,
  signupSchema,
} from "../../../contract/accounts.ts";
import { clientAddress } from "../../auth/client-address.ts";
import type { CookieSettings } from "../../auth/cookies.ts";
import { doubleSubmit } from "../../auth/double-submit.ts";
import type { SessionService } from "../../auth/sessions.ts";
import { signedInBody, startSession } from "../../auth/sign-in.ts";
import type { SignupLimits } from "../../auth/signup-limits.ts";
import { bodyLimit } from "../../http/body-limit.ts";
import { tooManyRequests } from "../../http/errors.ts";
import { type ApiGroup, apiRoutes, errorAnswers, json, jsonBody } from "../../http/registry.ts";
import type { Logger } from "../../logger.ts";
import { checkSignupUsable, completeSignup, findSignup, requestSignup, type SignupDeps } from "./signup.ts";

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
  const { limits, logger } = deps;
  const address = (c: Parameters<typeof clientAddress>[0]) =>
    clientAddress(c, { trustProxy: deps.trustProxy });

  const tags = ["Sign-up"];
  const refusals = {
    400: "invalid_input (field names it), invalid_json",
    413: "payload_too_large",
    415: "unsupported_media_type",
    419: "csrf_token_mismatch",
    429: "too_many_requests (Retry-After)",
  };
  const common = { tags, security: [{ antiForgery: [] }], middleware: [signupBodyLimit, doubleSubmit] };
  const signupRoute = createRoute({
    ...common,
    method: "post",
    path: "/signup",
    summary: "Ask to become a contributor: a link to verify the address goes out by e-mail",
    request: jsonBody(signupSchema),
    responses: { 202: json(acceptedSchema, "Taken: the e-mail goes out"), ...errorAnswers(refusals) },
  });
  const verifyRoute = createRoute({
    ...common,
    method: "post",
    path: "/signup/verify",
    summary: "Follow the e-mail's link: choose a password, and be signed in",
    request: jsonBody(passwordBodies.signupVerify),
    responses: {
      201: json(signedInUserSchema, "Signed up and signed in"),
      ...errorAnswers({
        ...refusals,
        400: "invalid_input (field names it), invalid_json, invalid_token: the link was never issued (field token)",
        410: "token_used, token_expired: the link was used, replaced or has expired (field token)",
        409: "conflict",
      }),
    },
  });

  const group = apiRoutes()
    .openapi(signupRoute, async (c) => {
      const input = c.req.valid("json");
      const from = address(c);
      const wait = await limits.signup(from, input.email);
      if (wait > 0) {
        logger.warn({ event: "signup_refused", address: from }, "sign-up refused");
        throw tooManyRequests(wait);
      }
      await requestSignup(deps, input);
      logger.info({ event: "signup_requested" }, "sign-up requested");
      c.header("Cache-Control", "no-store");
      return c.json({ ok: true as const }, 202);
    })
    .openapi(verifyRoute, async (c) => {
      const { token, password } = c.req.valid("json");
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
      await startSession(c, user.id, deps);
      logger.info({ event: "signup_verified", userId: user.id }, "contributor signed up");
      c.header("Cache-Control", "no-store");
      return c.json(signedInBody(user), 201);
    });
  return ({ api }: { api: ApiGroup }) => {
    api.route("/", group);
  };
}
