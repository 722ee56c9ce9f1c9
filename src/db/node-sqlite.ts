import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Adapts Node's built-in SQLite (node:sqlite) to Kysely's SqliteDialect. We use the built-in module
 * instead of better-sqlite3 because npm on this machine builds native addons against the system
 * Node (20), not the pinned Node 24 (see docs/decisions/stack/0001-stack-and-tooling.md).
 */
export function openSqlite(
  path: string,
  options: { readOnly?: boolean } = {},
): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(path, {
    enableForeignKeyConstraints: true,
    readOnly: options.readOnly ?? false,
  });
  // Read-only (a backup's copy, a restore's target under check): the file is left exactly as it is.
  if (!options.readOnly) {
    raw.exec("PRAGMA journal_mode = WAL");
    raw.exec("PRAGMA synchronous = NORMAL");
  }
  raw.exec("PRAGMA busy_timeout = 5000");
  const cache = new Map<string, SqliteStatement>();

  return {
    raw,
    close: () => raw.close(),
    prepare(sqlText: string): SqliteStatement {
      let statement = cache.get(sqlText);
      if (!statement) {
        statement = wrap(raw.prepare(sqlText));
        // Generated queries repeat; the cap keeps ad-hoc ones from growing the cache forever.
        if (cache.size > 500) cache.clear();
        cache.set(sqlText, statement);
      }
      return statement;
    },
  };
}

function toInput(value: unknown): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value === undefined) return null;
  return value as SQLInputValue;
}

function wrap(statement: StatementSync): SqliteStatement {
  const reader = statement.columns().length > 0;
  return {
    reader,
    all: (parameters) => statement.all(...parameters.map(toInput)),
    run: (parameters) => statement.run(...parameters.map(toInput)),
    iterate: (parameters) => statement.iterate(...parameters.map(toInput)) as IterableIterator<unknown>,
  };
}
