import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { sql } from "kysely";
import type { Db } from "../../src/db/connect.ts";

/**
 * Tables a refused request may legitimately touch: the counts of the request limits (PostgreSQL keeps
 * them in rate_limits; counting attempts is what they are for, and no visitor sees them). Sessions
 * are included on purpose (a refused sign-in must not start one).
 */
const IGNORED_TABLES = new Set(["kysely_migration", "kysely_migration_lock", "rate_limits"]);

/**
 * Columns the server's own background work rewrites, whatever the request: the mail sender claims,
 * sends and retries queued messages (and empties a sent message's bodies) some time after the
 * request that queued them, possibly while a later case runs. Which messages are queued still
 * counts: a refused request must not queue one.
 */
const BACKGROUND_COLUMNS: Record<string, string[]> = {
  mail_outbox: [
    "text",
    "html",
    "attempts",
    "last_error",
    "next_attempt_at",
    "claimed_until",
    "sent_at",
    // A claim closes a digest (clears its key); sending empties its items.
    "digest_key",
    "digest_items",
  ],
};

/**
 * One digest per table of every row, plus the image folder's file list: two equal fingerprints mean
 * a request changed nothing a visitor, contributor or editor could see.
 */
export async function archiveFingerprint(db: Db, storageDir: string): Promise<Record<string, string>> {
  const tables = (await db.kysely.introspection.getTables())
    .map((t) => t.name)
    .filter((name) => !IGNORED_TABLES.has(name))
    .sort();
  const digest: Record<string, string> = {};
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db.kysely);
    const skipped = new Set(BACKGROUND_COLUMNS[table] ?? []);
    const lines = rows.rows.map((row) =>
      JSON.stringify(
        Object.fromEntries(Object.entries(row).filter(([column]) => !skipped.has(column))),
        (_k, v) => (typeof v === "bigint" ? String(v) : v),
      ),
    );
    lines.sort();
    digest[table] =
      `${lines.length}:${createHash("sha256").update(lines.join("\n")).digest("hex").slice(0, 16)}`;
  }
  digest["files:images"] = fileListDigest(storageDir);
  return digest;
}

function fileListDigest(root: string): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(`${relative(root, path)}:${statSync(path).size}`);
    }
  };
  walk(root);
  files.sort();
  return `${files.length}:${createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 16)}`;
}
