import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DebianPackage, installCommand, type ProvisionOptions, provision } from "./provision.ts";

/**
 * Provisioning on a machine where the packages are absent: the lookups point into an empty folder
 * and a stand-in apt-get, first on PATH, records each call and "installs" by creating the files
 * the real packages hold (or fails when told to).
 */
const STAND_IN_APT_GET = `#!/bin/sh
echo "$DEBIAN_FRONTEND $*" >> "$FAKE_ROOT/apt-calls"
if [ "$1 $2" = "-q $APT_FAILS" ]; then echo "E: the mirror cannot be reached" >&2; exit 100; fi
if [ "$2" = install ] && [ -z "$APT_INSTALLS_NOTHING" ]; then
  for name in "$@"; do
    case "$name" in
      chromium-headless-shell) mkdir -p "$FAKE_ROOT/usr/bin" && touch "$FAKE_ROOT/usr/bin/chromium-headless-shell" ;;
      postgresql) mkdir -p "$FAKE_ROOT/usr/lib/postgresql/15/bin" && touch "$FAKE_ROOT/usr/lib/postgresql/15/bin/postgres" ;;
    esac
  done
fi
`;

let root = "";
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "provision-"));
  mkdirSync(join(root, "bin"));
  writeFileSync(join(root, "bin", "apt-get"), STAND_IN_APT_GET);
  chmodSync(join(root, "bin", "apt-get"), 0o755);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function options(
  packages: DebianPackage[],
  asRoot: boolean,
  env: Record<string, string> = {},
): ProvisionOptions {
  return {
    packages,
    asRoot,
    chromiumPath: join(root, "usr", "bin", "chromium-headless-shell"),
    postgresRoot: join(root, "usr", "lib", "postgresql"),
    env: { PATH: `${join(root, "bin")}:${process.env.PATH}`, FAKE_ROOT: root, ...env },
    log: () => {},
  };
}
const aptCalls = () =>
  existsSync(join(root, "apt-calls")) ? readFileSync(join(root, "apt-calls"), "utf8").trim().split("\n") : [];

describe("provisioning Debian's packages for the tests", () => {
  it("as root, installs what is missing with a non-interactive apt-get, then finds it", () => {
    const result = provision(options(["chromium-headless-shell", "postgresql", "postgresql"], true));
    expect(result).toEqual({ ok: true, missing: ["chromium-headless-shell", "postgresql"] });
    expect(aptCalls()).toEqual([
      "noninteractive -q update",
      "noninteractive -q install -y chromium-headless-shell postgresql",
    ]);
  });

  it("installs only the missing package, and nothing when all are there", () => {
    mkdirSync(join(root, "usr", "lib", "postgresql", "16", "bin"), { recursive: true });
    writeFileSync(join(root, "usr", "lib", "postgresql", "16", "bin", "postgres"), "");
    expect(provision(options(["chromium-headless-shell", "postgresql"], true)).missing).toEqual([
      "chromium-headless-shell",
    ]);
    expect(aptCalls()).toEqual([
      "noninteractive -q update",
      "noninteractive -q install -y chromium-headless-shell",
    ]);
    expect(provision(options(["chromium-headless-shell", "postgresql"], true))).toEqual({
      ok: true,
      missing: [],
    });
    expect(aptCalls()).toHaveLength(2);
  });

  it("a PostgreSQL folder without the server binary counts as missing", () => {
    mkdirSync(join(root, "usr", "lib", "postgresql", "15", "bin"), { recursive: true });
    expect(provision(options(["postgresql"], false)).missing).toEqual(["postgresql"]);
  });

  it("needs nothing when the chosen suites need nothing", () => {
    expect(provision(options([], false))).toEqual({ ok: true, missing: [] });
    expect(aptCalls()).toEqual([]);
  });

  it("without root, runs no apt-get and says in one line which command installs them", () => {
    const result = provision(options(["chromium-headless-shell", "postgresql"], false));
    expect(result.ok).toBe(false);
    expect(result.message).toBe(
      "The tests need Debian's chromium-headless-shell and postgresql, which are not installed: run `sudo apt-get update && sudo apt-get install -y chromium-headless-shell postgresql`, then npm test again.",
    );
    expect(result.message).not.toContain("\n");
    expect(aptCalls()).toEqual([]);
    expect(installCommand(["postgresql"])).toBe("sudo apt-get update && sudo apt-get install -y postgresql");
  });

  it("stops with apt-get's own reason when apt-get fails", () => {
    const result = provision(options(["chromium-headless-shell"], true, { APT_FAILS: "update" }));
    expect(result.ok).toBe(false);
    expect(result.message).toBe(
      "apt-get update failed (E: the mirror cannot be reached): could not install chromium-headless-shell.",
    );
    expect(aptCalls()).toEqual(["noninteractive -q update"]);
  });

  it("stops when apt-get reports success but the binary is still absent", () => {
    const result = provision(options(["postgresql"], true, { APT_INSTALLS_NOTHING: "1" }));
    expect(result.ok).toBe(false);
    expect(result.message).toBe("apt-get installed postgresql, yet postgresql is still missing.");
  });
});
