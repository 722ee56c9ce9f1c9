import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * What the test suites need that npm cannot install: Debian's `chromium-headless-shell` (the
 * end-to-end suite drives /usr/bin/chromium-headless-shell, never a downloaded browser) and `postgresql` (the API suite on
 * PostgreSQL and the e2e smoke start their own throw-away server from its binaries). Run as root,
 * provisioning installs the missing ones with apt-get; otherwise it stops with one line that names
 * the command to run.
 */
export type DebianPackage = "chromium-headless-shell" | "postgresql";

export interface ProvisionOptions {
  /** The packages the chosen suites need. */
  packages: readonly DebianPackage[];
  /** Where Chromium's headless shell must be (tests/support/chromium.ts). */
  chromiumPath?: string;
  /** Where PostgreSQL's versions live, each with bin/postgres (tests/support/postgres-server.ts). */
  postgresRoot?: string;
  /** Whether apt-get may be run (the process is root). */
  asRoot?: boolean;
  /** The environment apt-get runs in (its PATH finds apt-get). */
  env?: NodeJS.ProcessEnv;
  /** Where progress and apt-get's own output go. */
  log?: (line: string) => void;
}

export interface ProvisionResult {
  ok: boolean;
  /** The packages that were missing at the start. */
  missing: DebianPackage[];
  /** One line for the person or the CI log when not ok. */
  message?: string;
}

const DEFAULT_CHROMIUM = "/usr/bin/chromium-headless-shell";
const DEFAULT_POSTGRES_ROOT = "/usr/lib/postgresql";

function postgresInstalled(root: string): boolean {
  if (!existsSync(root)) return false;
  return readdirSync(root).some((version) => existsSync(join(root, version, "bin", "postgres")));
}

/** The packages of `options.packages` that are not installed. */
export function missingPackages(options: ProvisionOptions): DebianPackage[] {
  const present: Record<DebianPackage, () => boolean> = {
    "chromium-headless-shell": () => existsSync(options.chromiumPath ?? DEFAULT_CHROMIUM),
    postgresql: () => postgresInstalled(options.postgresRoot ?? DEFAULT_POSTGRES_ROOT),
  };
  return [...new Set(options.packages)].sort().filter((name) => !present[name]());
}

/** The one command a person without root runs first. */
export function installCommand(packages: readonly DebianPackage[]): string {
  return `sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}`;
}

export function provision(options: ProvisionOptions): ProvisionResult {
  const missing = missingPackages(options);
  if (missing.length === 0) return { ok: true, missing };
  const names = missing.join(" and ");
  if (!(options.asRoot ?? process.getuid?.() === 0)) {
    return {
      ok: false,
      missing,
      message: `The tests need Debian's ${names}, which are not installed: run \`${installCommand(missing)}\`, then npm test again.`,
    };
  }
  const log = options.log ?? console.log;
  log(`Installing Debian's ${names} with apt-get (the tests need them)...`);
  const env = { ...(options.env ?? process.env), DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["-q", "update"],
    ["-q", "install", "-y", ...missing],
  ]) {
    // apt-get's progress goes to the log as it comes; its errors are kept for the closing line.
    const run = spawnSync("apt-get", args, { env, encoding: "utf8", stdio: ["ignore", "inherit", "pipe"] });
    if (run.status !== 0) {
      const reason = run.error?.message ?? (run.stderr.trim().split("\n").at(-1) || `exit ${run.status}`);
      return {
        ok: false,
        missing,
        message: `apt-get ${args[1]} failed (${reason}): could not install ${names}.`,
      };
    }
  }
  const still = missingPackages(options);
  if (still.length > 0) {
    return {
      ok: false,
      missing,
      message: `apt-get installed ${names}, yet ${still.join(" and ")} ${still.length > 1 ? "are" : "is"} still missing.`,
    };
  }
  return { ok: true, missing };
}
