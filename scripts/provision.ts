/**
 * `node scripts/provision.ts [chromium-headless-shell] [postgresql]` — makes sure Debian's packages the tests need
 * are installed (both when none is named): as root it installs the missing ones with apt-get,
 * otherwise it prints the one command to run and exits 1. `npm test` does the same for the suites
 * it runs (scripts/test-all.ts).
 */
import { type DebianPackage, provision } from "./lib/provision.ts";

const KNOWN: readonly DebianPackage[] = ["chromium-headless-shell", "postgresql"];
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !KNOWN.includes(name as DebianPackage));
if (unknown.length > 0) {
  console.error(`Unknown package ${unknown.join(", ")}: name chromium-headless-shell and/or postgresql.`);
  process.exit(2);
}
const result = provision({ packages: asked.length > 0 ? (asked as DebianPackage[]) : KNOWN });
if (!result.ok) {
  console.error(result.message);
  process.exit(1);
}
