/**
 * Builds the web app (react-router build) when build/ is missing or older than its sources, as on a
 * fresh clone; does nothing otherwise. Used by `npm start` and the hostile-input suite.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const built = join(root, "build/server/index.js");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** True when build/ is missing or older than src/web and src/domain. */
export function webBuildIsStale(): boolean {
  let builtAt = 0;
  try {
    builtAt = statSync(built).mtimeMs;
  } catch {}
  return builtAt < Math.max(...[join(root, "src/web"), join(root, "src/domain")].map(newestMtime));
}

/** Runs the build when it is stale; exits the process with the build's status if it fails. */
export function buildIfStale(): void {
  if (!webBuildIsStale()) return;
  console.log("Building the web app (react-router build)…");
  const result = spawnSync(join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.main) buildIfStale();
