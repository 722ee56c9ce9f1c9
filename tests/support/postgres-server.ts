import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Starts a throw-away PostgreSQL server on a free loopback port for the test run (Debian's
 * postgresql package). initdb refuses root, so as root everything runs as the `postgres` user.
 */
export interface PostgresServer {
  url: (database: string) => string;
  stop: () => void;
  /** Stops the server but keeps its data (`fast`: clients are disconnected, as in a restart). */
  halt: (mode?: "fast" | "immediate") => void;
  /** Starts a halted server again on the same port and data. */
  resume: () => Promise<void>;
}

function binDir(): string {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) throw new Error("PostgreSQL is not installed (apt-get install postgresql)");
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  return join(root, version, "bin");
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, cmd), ...args], { stdio: "pipe" })
      : execFileSync(join(bin, cmd), args, { stdio: "pipe" });

  const dir = mkdtempSync(join(tmpdir(), "synthesis-pg-"));
  chmodSync(dir, 0o777);
  const data = join(dir, "data");
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const port = await freePort();

  const launch = () => {
    const child = asRoot
      ? spawn("runuser", ["-u", "postgres", "--", join(bin, "postgres"), ...serverArgs(data, port, dir)], {
          stdio: "ignore",
        })
      : spawn(join(bin, "postgres"), serverArgs(data, port, dir), { stdio: "ignore" });
    child.unref();
    return child;
  };
  let server = launch();
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  await waitForReady(bin, port);
  return {
    url,
    halt: (mode = "fast") => {
      run("pg_ctl", ["stop", "-D", data, "-m", mode, "-w"]);
    },
    resume: async () => {
      server = launch();
      await waitForReady(bin, port);
    },
    stop: () => {
      // pg_ctl waits until the server is down; killing runuser alone could leave postgres running.
      try {
        run("pg_ctl", ["stop", "-D", data, "-m", "immediate", "-w"]);
      } catch {
        server.kill("SIGKILL");
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function serverArgs(data: string, port: number, socketDir: string): string[] {
  // No durability needed for tests: fsync off makes template copies and commits fast.
  return [
    "-D",
    data,
    "-p",
    String(port),
    "-k",
    socketDir,
    "-h",
    "127.0.0.1",
    "-c",
    "fsync=off",
    "-c",
    "synchronous_commit=off",
    "-c",
    "full_page_writes=off",
    "-c",
    "max_connections=200",
  ];
}

async function waitForReady(bin: string, port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      execFileSync(join(bin, "pg_isready"), ["-h", "127.0.0.1", "-p", String(port)], { stdio: "ignore" });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error("PostgreSQL did not start within 10 s");
}
