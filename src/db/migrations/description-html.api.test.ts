import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connect, type Db } from "../connect.ts";
import { migrations, runMigrations } from "../migrate.ts";
import type { Database } from "../schema.ts";

/**
 * 0016 on a database with named reactions from before it: every description gets its stored HTML,
 * one over today's Markdown limits (saved before they existed) as escaped text, at once.
 */
const engine = inject("engine");
let db: Db;
let k: Kysely<Database>;
let drop = async () => {};

beforeAll(async () => {
  const suffix = randomBytes(6).toString("hex");
  let url: string;
  if (engine === "postgres") {
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: inject("adminUrl") });
    await admin.connect();
    await admin.query(`CREATE DATABASE dh_${suffix}`);
    url = inject("templateUrl").replace(/\/app_template$/, `/dh_${suffix}`);
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS dh_${suffix} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const path = inject("templateUrl")
      .replace(/^file:/, "")
      .replace(/template\.db$/, `dh-${suffix}.db`);
    url = `file:${path}`;
    drop = async () => rmSync(path, { force: true });
  }
  db = connect(url);
  k = db.kysely;
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0016"));
  await runMigrations(k as unknown as Kysely<unknown>, before);
});
afterAll(async () => {
  await db?.close();
  await drop();
});

describe(`migration 0016, stored description HTML (${engine})`, () => {
  it("renders existing descriptions, and shows one over the limits as text without rendering it", async () => {
    const rows = [
      { name: "Plain", url: "plain", description: "A **bold** <b>move</b>" },
      { name: "Nested", url: "nested", description: `${"- ".repeat(24_000)}x` },
      { name: "Empty", url: "empty", description: null },
    ];
    for (const row of rows) {
      await (k as unknown as Kysely<{ named_reactions: Record<string, unknown> }>)
        .insertInto("named_reactions")
        .values({ ...row, short_description: null })
        .execute();
    }
    const started = performance.now();
    expect(await runMigrations(k as unknown as Kysely<unknown>, migrations)).toContain(
      "0016-description-html",
    );
    expect(performance.now() - started).toBeLessThan(5_000);
    const stored = await k
      .selectFrom("named_reactions")
      .select(["url", "description_html"])
      .orderBy("url")
      .execute();
    expect(stored.map((r) => [r.url, r.description_html?.slice(0, 60) ?? null])).toEqual([
      ["empty", null],
      ["nested", `<p>${"- ".repeat(28)}-`],
      ["plain", "<p>A <strong>bold</strong> &lt;b&gt;move&lt;/b&gt;</p>"],
    ]);
  });
});
