/**
 * What the benchmark and soak scripts share around the processes they measure: the web build the
 * pages need, Node child processes (recorded so the script can kill them when it exits), and
 * waiting until a URL answers.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** The V8 flag `npm start` runs the server with, so the figures are the production server's. */
export const SERVER_FLAGS = ["--max-semi-space-size=16"];

/**
 * The environment `npm start` (package.json) gives the server unless the caller's shell sets it:
 * React's production build, two malloc arenas instead of one per thread, and Node's compile cache
 * (docs/operations.md, "Memory"). Every process started here gets it.
 */
export const SERVER_ENV = {
  NODE_ENV: "production",
  MALLOC_ARENA_MAX: "2",
  NODE_COMPILE_CACHE: "node_modules/.cache/node-compile",
};

/**
 * The pages need the web build; make it when it is missing (as `npm start` does). Then fill the
 * compile cache as `npm run build` does, so the server measured never loads the TypeScript stripper.
 */
export function ensureWebBuild(): void {
  if (!existsSync("build/server/index.js")) {
    const built = spawnSync("node_modules/.bin/react-router", ["build"], { stdio: "inherit" });
    if (built.status !== 0) throw new Error("react-router build failed");
  }
  const warmed = spawnSync(process.execPath, ["scripts/warm-compile-cache.ts"], {
    env: { ...SERVER_ENV, ...process.env },
    stdio: "inherit",
  });
  if (warmed.status !== 0) throw new Error("filling the compile cache failed");
}

/** Runs `node <args>` with `env` added, its output dropped but its errors shown; adds it to `children`. */
export function startNode(
  children: ChildProcess[],
  args: string[],
  env: Record<string, string>,
): ChildProcess {
  const child = spawn(process.execPath, args, {
    env: { ...SERVER_ENV, ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
}

/** Resolves once `url` answers 200, trying every `intervalMs`; fails after `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs: number, intervalMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}
