import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** A PostgreSQL client program (pg_dump, pg_restore): PG_BIN, then the newest Debian install, then PATH. */
export function postgresTool(name: "pg_dump" | "pg_restore"): string {
  if (process.env.PG_BIN) return join(process.env.PG_BIN, name);
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, "bin", name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], "bin", name);
  }
  return name;
}
