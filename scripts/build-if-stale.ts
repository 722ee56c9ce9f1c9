/**
 * Builds the web app (react-router build) when build/ is missing or older than its sources, as on a
 * fresh clone; does nothing otherwise. Used by `npm start` and the hostile-input suite.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const built = join(root, "build/server/index.js");

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** True when build/ is missing or older than any of its inputs (the web app's sources and build config). */
export function webBuildIsStale(): boolean {
  let builtAt = 0;
  try {
    builtAt = statSync(built).mtimeMs;
  } catch {}
  const inputs = [
    "src/web",
    "src/domain",
    "public",
    "vite.config.ts",
    "react-router.config.ts",
    "scripts/lib",
  ];
  return builtAt < Math.max(...inputs.map((input) => newestMtime(join(root, input))));
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
