/**
 * Errors that mean "the database cannot be reached right now", not "this request is wrong": the
 * server answers them with 503 and Retry-After (http/errors.ts `databaseUnavailable`), and the
 * revision poller logs an outage on them. PostgreSQL: refused or broken connections, the server
 * shutting down or starting up, too many connections, the pool's connection timeout. SQLite: busy
 * or locked after the busy timeout.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    if (matches(e as Record<string, unknown>)) return true;
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Node's socket errors when the server is down, restarting, or out of reach. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01 admin shutdown, 57P02 crash
 * shutdown, 57P03 cannot connect now (starting up or shutting down), 53300 too many connections.
 */
const POSTGRES_STATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** Messages of the pg driver and pool, which carry no code. */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Connection closed)/;

/** SQLite result codes (the low byte of extended ones): 5 SQLITE_BUSY, 6 SQLITE_LOCKED. */
const SQLITE_BUSY = new Set([5, 6]);

function matches(e: Record<string, unknown>): boolean {
  const code = typeof e.code === "string" ? e.code : "";
  if (NETWORK_CODES.has(code) || POSTGRES_STATES.test(code)) return true;
  if (code === "ERR_SQLITE_ERROR" && typeof e.errcode === "number") return SQLITE_BUSY.has(e.errcode & 0xff);
  return typeof e.message === "string" && DRIVER_MESSAGES.test(e.message);
}
