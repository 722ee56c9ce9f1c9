import { hostname } from "node:os";
import pino from "pino";
import { requestContext } from "./request-context.ts";

export type Logger = pino.Logger;

/** This process among the servers of one archive: SERVER_ID when set, else `host:pid`. */
export function serverIdentity(serverId = ""): string {
  return serverId || `${hostname()}:${process.pid}`;
}

/**
 * One JSON line per event; request lines come from the request-log middleware. Every line names
 * the server (`server`) and, when written while a request is handled, that request (`requestId`,
 * from http/request-id.ts), so one request's lines can be found across servers.
 */
export function createLogger(
  level: string,
  options: { serverId?: string; destination?: pino.DestinationStream } = {},
): Logger {
  const settings: pino.LoggerOptions = {
    level,
    base: { server: serverIdentity(options.serverId) },
    timestamp: pino.stdTimeFunctions.isoTime,
    // A new object each time: pino merges the line's own fields into the one the mixin returns.
    mixin: () => {
      const context = requestContext.getStore();
      return context ? { requestId: context.requestId } : {};
    },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
