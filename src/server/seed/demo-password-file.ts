import { closeSync, mkdirSync, openSync, rmSync, writeSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Config } from "../config.ts";

const FILE_NAME = "demo-editor-password.txt";

/**
 * Where the first start puts the demo editor's password: DEMO_PASSWORD_FILE, else beside the
 * SQLite database, else (PostgreSQL, or a database in memory) under data/.
 */
export function demoPasswordPath(config: Pick<Config, "DEMO_PASSWORD_FILE" | "DATABASE_URL">): string {
  if (config.DEMO_PASSWORD_FILE) return resolve(config.DEMO_PASSWORD_FILE);
  const sqlite = /^file:(.+)$/.exec(config.DATABASE_URL)?.[1];
  if (sqlite && sqlite !== ":memory:") return resolve(dirname(sqlite), FILE_NAME);
  return resolve(join("data", FILE_NAME));
}

/**
 * Writes the credentials to a new file only its owner may read (0600): logs are copied and read by
 * more people than the server's folder, so the password is never printed. A file left by an
 * earlier seeding is removed first, so the new one is created with that mode whatever the old had.
 */
export function writeDemoPassword(path: string, account: { email: string; password: string }): void {
  mkdirSync(dirname(path), { recursive: true });
  rmSync(path, { force: true });
  const fd = openSync(path, "wx", 0o600);
  try {
    writeSync(
      fd,
      `The demo editor account of this archive (sign in, then change the password):\nemail: ${account.email}\npassword: ${account.password}\n`,
    );
  } finally {
    closeSync(fd);
  }
}
