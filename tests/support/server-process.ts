import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");

/** A free loopback port, for a server started by a test. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? done(address.port) : fail(new Error("no free port")),
      );
    });
  });
}

/**
 * The environment of a child process a test starts: PATH and HOME, and Node's compile cache when
 * the run has one (npm test sets NODE_COMPILE_CACHE): a start then reads the compiled modules
 * instead of stripping and compiling each file again, about half of a start's second.
 */
export function childEnv(env: Record<string, string>): Record<string, string> {
  const cache = process.env.NODE_COMPILE_CACHE;
  return {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    ...(cache ? { NODE_COMPILE_CACHE: cache } : {}),
    ...env,
  };
}

/** One run of the real server (src/server/main.ts) in a child process, as `npm start` runs it. */
export interface ServerProcess {
  child: ChildProcess;
  /** Milliseconds since the process was spawned. */
  elapsed(): number;
  /** Every line the process wrote to stdout and stderr so far. */
  lines: string[];
  /** Resolves with the elapsed time when a line matching `pattern` appears (null if the process ends first). */
  waitFor(pattern: RegExp): Promise<number | null>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** `entry`: another entry point that runs the server (e.g. one that adds a migration, for an upgrade). */
export function startServerProcess(env: Record<string, string>, entry = "src/server/main.ts"): ServerProcess {
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: childEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const waiters: { pattern: RegExp; done: (at: number | null) => void }[] = [];
  let ended = false;
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (!line) continue;
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.pattern.test(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.done(performance.now() - started);
        }
      }
    }
  };
  child.stdout?.on("data", take);
  child.stderr?.on("data", take);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => {
    child.on("exit", (code, signal) => {
      ended = true;
      for (const waiter of waiters.splice(0)) waiter.done(null);
      done({ code, signal });
    });
  });
  return {
    child,
    lines,
    exited,
    elapsed: () => performance.now() - started,
    waitFor(pattern) {
      const seen = lines.find((line) => pattern.test(line));
      if (seen) return Promise.resolve(performance.now() - started);
      if (ended) return Promise.resolve(null);
      return new Promise((done) => waiters.push({ pattern, done }));
    },
    async kill(signal) {
      if (!ended) child.kill(signal);
      await exited;
    },
  };
}
