import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger.ts";
import { redactTarget } from "./log-redaction.ts";

/** Logs one JSON line per request: method, path (secrets redacted), status, duration. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: redactTarget(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  };
}
