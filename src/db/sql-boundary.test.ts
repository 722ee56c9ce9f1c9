import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The data boundary (docs/architecture.md "Layers", docs/decisions/code/0069-the-data-boundary.md): SQL is
 * written only under src/db/ (repositories, migrations, the connection, the migration runner, the
 * backup snapshot), and a migration imports nothing from the server, so it runs the same whatever
 * the server code becomes. Test files are left out: they may read rows to check them.
 */
const SRC = resolve(import.meta.dirname, "..");

/** Kysely query building or raw SQL: a `sql` template (typed or not), `sql.raw`/`sql.table`/…, a builder's entry call, a connection or a schema change. */
const QUERY_BUILDING =
  /\bsql(<[^`;]*>)?`|\bsql\.(raw|table|ref|id|lit|join|val)\b|\.(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\(|\.connection\(\)|\.schema\.(create|alter|drop)/;

/** Does this source text build a query? */
function buildsQueries(source: string): boolean {
  return QUERY_BUILDING.test(source);
}

/** The published-synthesis condition written out (a builder's where/on, or raw SQL). */
const PUBLISHED_CONDITION = /unpublished_at["'`]?\s*,\s*["']is["']\s*,\s*null|unpublished_at\s+is\s+null/i;

/**
 * The values a file imports from db/repositories/ (type-only imports and specifiers left out).
 * Outside src/db/ these may be only repository factories (`create…`), constants (`UPPER_CASE`) and
 * the pure row mappers of reaction-record-columns.ts: every query is a method of a repository object
 * (docs/decisions/code/0079-one-style-of-repository.md).
 */
function repositoryValueImports(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(
    /import\s+(?!type\b)\{([^}]*)\}\s*from\s*["']([^"']*db\/repositories\/[^"']+)["']/g,
  )) {
    for (const spec of (m[1] as string).split(",").map((x) => x.trim())) {
      if (spec && !spec.startsWith("type ")) found.push(spec.split(/\s+as\s+/)[0] as string);
    }
  }
  return found;
}

const ALLOWED_REPOSITORY_VALUE =
  /^(create[A-Z]\w*|[A-Z][A-Z0-9_]*|recordColumns|recordsFromColumns|amountColumns|amountFromColumns)$/;

/** Every module specifier the file imports or re-exports, static or dynamic. */
function importedSpecifiers(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) found.push(m[1] as string);
  return found;
}

/** Product source files (no tests) under `dir`, relative to src/. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => relative(SRC, join(e.parentPath, e.name)))
    .sort();
}

describe("the data boundary", () => {
  it("recognises query building, and not a word that merely contains a builder's name", () => {
    for (const sample of [
      'await db.selectFrom("syntheses").select("id").execute();',
      'await trx.insertInto("revisions").values({ id: 1, value: 0 }).execute();',
      'await trx.updateTable("revisions").set({ value: 1 }).execute();',
      'await trx.deleteFrom("sessions").where("id", "=", id).execute();',
      "await sql`select 1`.execute(db);",
      "const rows = await sql<{ n: number }>`select count(*) as n from syntheses`.execute(db);",
      "sql.raw(text)",
      "await db.connection().execute(async (conn) => conn);",
      'await db.schema.createTable("x").execute();',
    ]) {
      expect(buildsQueries(sample), sample).toBe(true);
    }
    for (const sample of [
      "const changed = mergeIntoDraft(document, merge);",
      "await repos.imageInventory.imageRows();",
      "// reads the rows through the repository, never with SQL",
      'import type { Kysely } from "kysely";',
    ]) {
      expect(buildsQueries(sample), sample).toBe(false);
    }
  });

  it("no file outside src/db/ builds a query", () => {
    const files = sourceFiles(SRC);
    // The walk reaches the layers it guards (a broken walk would find nothing and pass).
    expect(files).toContain("server/runtime.ts");
    expect(files).toContain("db/repositories/index.ts");
    const offenders = files.filter(
      (file) => !file.startsWith("db/") && buildsQueries(readFileSync(join(SRC, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("recognises an import into the server, relative or not", () => {
    const source = [
      'import { fingerprintSmiles } from "../../server/structures/fingerprints.ts";',
      'export { x } from "./helpers.ts";',
      'const { getRdkit } = await import("../../server/structures/rdkit.ts");',
    ].join("\n");
    expect(importedSpecifiers(source)).toEqual([
      "../../server/structures/fingerprints.ts",
      "./helpers.ts",
      "../../server/structures/rdkit.ts",
    ]);
  });

  it("no migration imports from src/server", () => {
    const migrations = join(SRC, "db", "migrations");
    const files = sourceFiles(migrations);
    expect(files).toContain("db/migrations/0014-structure-fingerprints.ts");
    const offenders = files.flatMap((file) =>
      importedSpecifiers(readFileSync(join(SRC, file), "utf8"))
        .filter((spec) => spec.startsWith("."))
        .map((spec) => relative(SRC, resolve(dirname(join(SRC, file)), spec)))
        .filter((target) => target.startsWith("server/"))
        .map((target) => `${file} -> ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it("recognises the published-synthesis condition written out", () => {
    expect(PUBLISHED_CONDITION.test('.where("s.unpublished_at", "is", null)')).toBe(true);
    expect(PUBLISHED_CONDITION.test('.on("unpublished_at", "is", null)')).toBe(true);
    expect(PUBLISHED_CONDITION.test("where s.unpublished_at is null")).toBe(true);
    expect(PUBLISHED_CONDITION.test('.where(publishedSynthesis("s"))')).toBe(false);
  });

  it("one rule says which syntheses are public: only visibility.ts writes it", () => {
    const files = sourceFiles(join(SRC, "db", "repositories"));
    expect(files).toContain("db/repositories/visibility.ts");
    const offenders = files.filter(
      (file) =>
        file !== "db/repositories/visibility.ts" &&
        PUBLISHED_CONDITION.test(readFileSync(join(SRC, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
  it("recognises the values a file imports from a repository module", () => {
    const source = [
      'import { insertSolvent, type NamedTable } from "../../db/repositories/lookup-writer.ts";',
      'import type { TxRepositories } from "../../db/repositories/index.ts";',
      'import { createRepositories, HISTORY_KINDS } from "../db/repositories/index.ts";',
      'import { recordChange } from "./history-record.ts";',
    ].join("\n");
    expect(repositoryValueImports(source)).toEqual(["insertSolvent", "createRepositories", "HISTORY_KINDS"]);
    expect(repositoryValueImports(source).filter((name) => !ALLOWED_REPOSITORY_VALUE.test(name))).toEqual([
      "insertSolvent",
    ]);
  });

  it("outside src/db/ repositories are objects: no file imports a query function", () => {
    const files = sourceFiles(SRC).filter((file) => !file.startsWith("db/"));
    expect(files).toContain("server/api/shared/reference-data/lookup-writes.ts");
    const offenders = files.flatMap((file) =>
      repositoryValueImports(readFileSync(join(SRC, file), "utf8"))
        .filter((name) => !ALLOWED_REPOSITORY_VALUE.test(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(offenders).toEqual([]);
  });
});
