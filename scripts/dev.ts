/**
 * npm run dev — the site on the embedded database with the demo data (seeded at the first start),
 * for working on it: pages and their scripts come from Vite's development server inside the server
 * process (WEB_DEV, src/server/web/web-dev-server.ts), so a change under src/web is on screen at
 * once, without a build and without a reload (hot module replacement). A change to the server's
 * own code (src/server, src/db, src/domain, src/contract; tests excepted) restarts the server.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { watch } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const SERVER_CODE = ["src/server", "src/db", "src/domain", "src/contract"];
/** Editors write a file in several steps: one restart for a burst of changes. */
const SETTLE_MS = 150;

let server: ChildProcess | undefined;
let stopping = false;

function start() {
  server = spawn(process.execPath, ["src/server/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, WEB_DEV: "true", NODE_ENV: process.env.NODE_ENV ?? "development" },
  });
  server.on("exit", (code, signal) => {
    if (!stopping && signal === null)
      console.log(`dev: the server stopped (exit code ${code}); it starts again at the next change`);
  });
}

/** Stops the running server (it shuts down gracefully) and resolves once it has exited. */
function stop(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null || running.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    running.once("exit", () => done());
    running.kill("SIGTERM");
  });
}

let timer: NodeJS.Timeout | undefined;
let restarting = Promise.resolve();
function changed(file: string) {
  clearTimeout(timer);
  timer = setTimeout(() => {
    console.log(`dev: ${file} changed; restarting the server`);
    restarting = restarting.then(async () => {
      await stop();
      if (!stopping) start();
    });
  }, SETTLE_MS);
}

for (const dir of SERVER_CODE) {
  watch(join(root, dir), { recursive: true }, (_event, name) => {
    if (name && /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) changed(join(dir, name));
  });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    stopping = true;
    await stop();
    process.exit(0);
  });
}
start();
