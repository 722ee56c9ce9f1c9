/**
 * One archive server of the rolling-restart rehearsal (scripts/rolling-restart.ts): started as a
 * real process on its own port, ready once its `/readyz` answers 200, warmed up by reading a few
 * pages directly, and stopped with SIGTERM as a process manager stops it.
 */
import { type ServerProcess, startServerProcess } from "../../tests/support/server-process.ts";

export interface AppServer {
  id: string;
  port: number;
  /** host:port, as nginx's upstream names it. */
  address: string;
  process: ServerProcess;
  /** The release it runs: "current", or "upgraded" (this code plus one more migration). */
  release: Release;
}

export type Release = "current" | "upgraded";

/** The newer release's entry point: this code with one expand migration added (see the file). */
const UPGRADED_ENTRY = "scripts/ops/upgraded-server.ts";

/** Starts the server and resolves once it is ready (its /readyz answers 200), or fails with its last lines. */
export async function startAppServer(
  id: string,
  port: number,
  env: Record<string, string>,
  release: Release,
): Promise<AppServer> {
  const process = startServerProcess(
    { ...env, PORT: String(port), SERVER_ID: id },
    release === "upgraded" ? UPGRADED_ENTRY : undefined,
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  let ended = false;
  void process.exited.then(() => {
    ended = true;
  });
  for (;;) {
    const status = await fetch(`${origin}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (ended || Date.now() > deadline) {
      throw new Error(
        `server ${id} did not become ready; its last lines:\n${process.lines.slice(-15).join("\n")}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { id, port, address: `127.0.0.1:${port}`, process, release };
}

/**
 * Reads `paths` from the server directly until each answered 200 once: the first renders load the
 * page modules and fill the response cache, so the first visitors nginx sends are not the slow ones.
 */
export async function warmUp(server: AppServer, paths: string[]): Promise<void> {
  for (const path of paths) {
    const res = await fetch(`http://127.0.0.1:${server.port}${path}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`warm-up of ${server.id}: ${path} answered ${res.status}`);
  }
}

/** SIGTERM, then the exit code and the `shut down` line's figures (requests finished and cut). */
export async function stopAppServer(
  server: AppServer,
): Promise<{ code: number | null; finished: number | null; cut: number | null; ms: number | null }> {
  await server.process.kill("SIGTERM");
  const { code } = await server.process.exited;
  const line = server.process.lines.find((l) => l.includes('"shut down"'));
  const figures = line ? (JSON.parse(line) as { finished?: number; cut?: number; ms?: number }) : {};
  return { code, finished: figures.finished ?? null, cut: figures.cut ?? null, ms: figures.ms ?? null };
}
