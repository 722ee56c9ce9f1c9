import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { hasRole, type Role } from "../../domain/roles.ts";
import { forbidden } from "../http/errors.ts";
import type { AuthGuards, SessionEnv } from "./require-session.ts";

/**
 * The guard of a write route: 401 without a live session, 419 without the session's anti-forgery
 * token (for writes), then 403 unless the user's role is `role` or above. Use it first in the chain:
 * a declared route's `middleware: requireRole("editor")` (http/registry.ts).
 */
export function roleGuards(guards: AuthGuards) {
  return (role: Role): MiddlewareHandler<SessionEnv> =>
    createMiddleware<SessionEnv>(async (c, next) => {
      await guards.requireSession(c, async () => {
        if (!hasRole(c.get("user").role, role)) {
          throw forbidden(`This needs the ${role} role`);
        }
        await next();
      });
    });
}
export type RequireRole = ReturnType<typeof roleGuards>;
