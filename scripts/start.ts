/**
 * npm start — builds the web app when build/ is missing or older than its sources (a fresh clone),
 * then starts the server (src/server/main.ts).
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

const builtAt = (() => {
  try {
    return statSync(built).mtimeMs;
  } catch {
    return 0;
  }
})();
const sources = [join(root, "src/web"), join(root, "src/domain")];
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log("Building the web app (react-router build)…");
  const result = spawnSync(join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../src/server/main.ts");
