/**
 * nginx in front of the rehearsal's servers (scripts/rolling-restart.ts), run with the site that
 * docs/operations.md documents: its ```nginx block, with the two upstream addresses and the
 * `listen` line replaced by local ones. A server is taken out and put back as the documented
 * restart procedure does: `down` on its upstream line, then a reload (SIGHUP).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const NGINX = "/usr/sbin/nginx";
/** The documented upstream lines' addresses, replaced in order by the rehearsal's servers. */
const DOCUMENTED_SERVERS = ["10.0.0.11:3000", "10.0.0.12:3000"];
const DOCUMENTED_LISTEN = "listen 443 ssl http2;";

/** The documented site: the first ```nginx block of docs/operations.md. */
export function documentedSite(operationsMd: string): string {
  const block = /```nginx\n([\s\S]*?)```/.exec(operationsMd)?.[1];
  if (!block) throw new Error("docs/operations.md has no ```nginx block");
  for (const expected of [...DOCUMENTED_SERVERS, DOCUMENTED_LISTEN]) {
    if (!block.includes(expected)) throw new Error(`the documented nginx site no longer has '${expected}'`);
  }
  return block;
}

/**
 * The documented site on loopback addresses: `listen` on `port` without TLS, the upstream servers
 * at `upstreams` (host:port), those in `down` marked `down`.
 */
export function localSite(site: string, port: number, upstreams: string[], down: Set<string>): string {
  let result = site.replace(DOCUMENTED_LISTEN, `listen 127.0.0.1:${port};`);
  DOCUMENTED_SERVERS.forEach((documented, i) => {
    const address = upstreams[i];
    if (!address) throw new Error("two upstream servers expected");
    const line = new RegExp(`server ${documented.replace(/\./g, "\\.")}([^;]*);`);
    result = result.replace(line, (_all, params: string) =>
      down.has(address) ? `server ${address}${params} down;` : `server ${address}${params};`,
    );
  });
  return result;
}

export interface NginxProxy {
  origin: string;
  accessLog: string;
  /** Writes the site with `down` servers marked down, reloads, and resolves once the workers of the previous configuration have exited (their requests finished). */
  reload(down: Set<string>): Promise<void>;
  stop(): Promise<void>;
}

/** Whether Debian's nginx is installed; its package is `nginx`. */
export function nginxInstalled(): boolean {
  return existsSync(NGINX);
}

export async function startNginx(
  dir: string,
  site: string,
  port: number,
  upstreams: string[],
): Promise<NginxProxy> {
  mkdirSync(join(dir, "temp"), { recursive: true });
  // Workers run as an unprivileged user when nginx starts as root: they write temporary files here.
  chmodSync(dir, 0o755);
  chmodSync(join(dir, "temp"), 0o777);
  const conf = join(dir, "nginx.conf");
  const accessLog = join(dir, "access.log");
  const write = (down: Set<string>) =>
    writeFileSync(
      conf,
      `daemon off;
worker_processes 2;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  log_format rehearsal '$msec $status $request_method "$request_uri" "$upstream_addr" "$upstream_status" $request_time';
  access_log ${accessLog} rehearsal;
  client_body_temp_path ${join(dir, "temp", "body")};
  proxy_temp_path ${join(dir, "temp", "proxy")};
  fastcgi_temp_path ${join(dir, "temp", "fastcgi")};
  uwsgi_temp_path ${join(dir, "temp", "uwsgi")};
  scgi_temp_path ${join(dir, "temp", "scgi")};
${localSite(site, port, upstreams, down)}
}
`,
    );
  write(new Set());
  execFileSync(NGINX, ["-t", "-q", "-e", join(dir, "error.log"), "-c", conf], { stdio: "inherit" });
  const master: ChildProcess = spawn(NGINX, ["-e", join(dir, "error.log"), "-c", conf], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((done) => master.on("exit", () => done()));
  const origin = `http://127.0.0.1:${port}`;
  await until(() => workers(master.pid as number).length > 0, 10_000, "nginx did not start its workers");
  await until(
    async () =>
      fetch(`${origin}/healthz`).then(
        () => true,
        () => false,
      ),
    10_000,
    "nginx did not answer",
  );
  return {
    origin,
    accessLog,
    async reload(down) {
      const before = workers(master.pid as number);
      write(down);
      master.kill("SIGHUP");
      // The old workers finish the requests they hold, then exit; new requests meet the new site.
      await until(
        () => {
          const now = workers(master.pid as number);
          return now.length > 0 && before.every((pid) => !now.includes(pid));
        },
        120_000,
        "nginx's previous workers did not exit within 120 s",
      );
    },
    async stop() {
      master.kill("SIGQUIT");
      await exited;
    },
  };
}

/** The worker processes of the nginx master `pid` (its children), from /proc. */
function workers(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Field 4, after the parenthesised command name, is the parent's pid.
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === pid) found.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return found;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, failure: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(failure);
    await new Promise((r) => setTimeout(r, 50));
  }
}
