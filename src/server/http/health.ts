import { Hono } from "hono";
import type { DirectAnswer } from "./http-server.ts";

/** What readiness needs to know, each answered without touching more than it must. */
export interface ReadinessChecks {
  /** True once a shutdown has begun: not ready, so a load balancer sends nothing new. */
  shuttingDown: () => boolean;
  /** Resolves when the database answers a trivial query. */
  databaseAnswers: () => Promise<void>;
  /** True when every migration this code knows is applied. */
  migrationsCurrent: () => Promise<boolean>;
  /** True once the search index has been built from the database. */
  searchBuilt: () => boolean;
  /** False while no RDKit worker is ready (loading, or replacing one that failed). */
  structuresAvailable: () => boolean;
}

/** Probes are never cached anywhere and carry no data beyond their verdict. */
const PROBE_HEADERS = { "cache-control": "no-store", "content-type": "application/json" };

const notReady: DirectAnswer = {
  status: 503,
  body: '{"status":"not ready"}',
  headers: { ...PROBE_HEADERS, "retry-after": "5" },
};

/** GET /healthz: the process is up and answering. */
export async function liveness(): Promise<DirectAnswer> {
  return { status: 200, body: '{"status":"ok"}', headers: PROBE_HEADERS };
}

/**
 * GET /readyz: the database is reachable, its migrations are current, the search index is built
 * and an RDKit worker is ready; otherwise 503 with Retry-After, so a load balancer sends traffic elsewhere meanwhile.
 * A server shutting down answers 503 without asking anything.
 */
export async function readiness(checks: ReadinessChecks): Promise<DirectAnswer> {
  let ready = false;
  if (checks.shuttingDown()) return notReady;
  try {
    await checks.databaseAnswers();
    ready = checks.searchBuilt() && checks.structuresAvailable() && (await checks.migrationsCurrent());
  } catch {
    ready = false;
  }
  return ready ? { status: 200, body: '{"status":"ready"}', headers: PROBE_HEADERS } : notReady;
}

/**
 * The probes as routes of the app too (GET and HEAD), for in-process use and HEAD probes; the HTTP
 * server answers GET itself (a direct route), before the cache, the request log and the site.
 */
export function healthRoutes(checks: ReadinessChecks) {
  const send = (answer: DirectAnswer, head: boolean) =>
    new Response(head ? null : answer.body, { status: answer.status, headers: answer.headers });
  return new Hono()
    .on(["GET", "HEAD"], "/healthz", async (c) => send(await liveness(), c.req.method === "HEAD"))
    .on(["GET", "HEAD"], "/readyz", async (c) => send(await readiness(checks), c.req.method === "HEAD"));
}
