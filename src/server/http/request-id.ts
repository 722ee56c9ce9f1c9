import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { requestContext } from "../request-context.ts";
import { replaceResponse } from "./replace-response.ts";

/** An id a client or proxy may hand us: a short token that cannot forge a log field or line. */
const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: the incoming `X-Request-Id` when it is a sane token, else a new UUID. */
export function requestIdOf(sent: string | string[] | undefined): string {
  return typeof sent === "string" && SANE_ID.test(sent) ? sent : randomUUID();
}

/**
 * Runs the rest of the chain inside the request's context, so every log line written while it is
 * handled carries the id, and sends the id back as `X-Request-Id` (a client or proxy can quote it).
 */
export function requestIdMiddleware(): MiddlewareHandler {
  return (c, next) => {
    const requestId = requestIdOf(c.req.header("x-request-id"));
    return requestContext.run({ requestId }, async () => {
      await next();
      try {
        c.res.headers.set("X-Request-Id", requestId);
      } catch {
        // Headers of some answers are immutable: copy them once.
        const copy = new Response(c.res.body, c.res);
        copy.headers.set("X-Request-Id", requestId);
        replaceResponse(c, copy);
      }
    });
  };
}
