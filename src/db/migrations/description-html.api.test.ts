import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { databaseBefore } from "../../../tests/support/database-before.ts";
import { migrations, runMigrations } from "../migrate.ts";
import type { Database } from "../schema.ts";

/**
 * 0016 on a database with named reactions from before it: every description gets its stored HTML,
 * one over today's Markdown limits (saved before they existed) as escaped text, at once.
 */
const engine = inject("engine");
let k: Kysely<Database>;
let close = async () => {};

beforeAll(async () => {
  ({ k, close } = await databaseBefore("0016"));
});
afterAll(() => close());

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
