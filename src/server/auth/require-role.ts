import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { forbidden } from "../../domain/errors.ts";
import { hasRole, type Role } from "../../domain/roles.ts";
import type { AuthGuards, SessionEnv } from "./require-session.ts";

/**
 * The guard of a write route: 401 without a live session, 419 without the session's anti-forgery
 * token (for writes), then 403 unless the user's role is `role` or above. Use it first in the chain:
 * a declared route's `middleware: requireRole("editor")` (http/registry.ts).
 */
export function roleGuards(guards: AuthGuards) {
  return (role: Role): MiddlewareHandler<SessionEnv> => {
    const guard = createMiddleware<SessionEnv>(async (c, next) => {
      await guards.requireSession(c, async () => {
        if (!hasRole(c.get("user").role, role)) {
          throw forbidden(`This needs the ${role} role`);
        }
        await next();
      });
    });
    guardedRoles.set(guard, role);
    return guard;
  };
}

/** The role each guard asks for: the API document groups operations by it (api/openapi/). */
const guardedRoles = new WeakMap<object, Role>();

/** The role a declared route's middleware asks for, or undefined when none of it is a role guard. */
export function guardedRole(middleware: unknown): Role | undefined {
  const list = Array.isArray(middleware) ? middleware : [middleware];
  for (const handler of list) {
    const role = typeof handler === "function" ? guardedRoles.get(handler) : undefined;
    if (role) return role;
  }
  return undefined;
}
export type RequireRole = ReturnType<typeof roleGuards>;
