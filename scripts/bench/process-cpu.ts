import { readFileSync } from "node:fs";

/** Linux's clock tick (USER_HZ): /proc reports CPU time in hundredths of a second. */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time a process has used so far, user and system, in milliseconds (from /proc/<pid>/stat).
 * Unlike wall time it hardly moves with the machine's load, so the CPU a route costs per request can
 * be compared with the floor server's on a busy machine.
 */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const user = Number(fields[11]); // field 14 of the whole line
  const system = Number(fields[12]); // field 15
  return ((user + system) * 1000) / TICKS_PER_SECOND;
}

/** CPU microseconds per request of `pid` while `work` sends `requests` requests. */
export async function cpuPerRequest(
  pid: number,
  requests: number,
  work: () => Promise<void>,
): Promise<number> {
  const before = processCpuMs(pid);
  await work();
  return ((processCpuMs(pid) - before) * 1000) / requests;
}

/**
 * Waits until `pid` has used under `busyShare` of one core over a whole `windowMs` (at most
 * `timeoutMs`): the server's start-up jobs (image repair, backfills, index builds) have ended and
 * no longer share its core with the requests being measured. Returns the milliseconds waited.
 */
export async function waitUntilIdle(
  pid: number,
  { windowMs = 1_000, busyShare = 0.05, timeoutMs = 180_000 } = {},
): Promise<number> {
  const started = performance.now();
  let before = processCpuMs(pid);
  while (performance.now() - started < timeoutMs) {
    await new Promise((done) => setTimeout(done, windowMs));
    const now = processCpuMs(pid);
    if (now - before < windowMs * busyShare) return Math.round(performance.now() - started);
    before = now;
  }
  throw new Error(`process ${pid} was still busy after ${timeoutMs} ms`);
}
