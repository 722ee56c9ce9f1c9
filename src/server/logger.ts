import pino from "pino";

export type Logger = pino.Logger;

/** One JSON line per event; request lines come from the request-log middleware. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
