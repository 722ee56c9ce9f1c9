import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { databaseBefore } from "../../../tests/support/database-before.ts";
import { migrations, runMigrations } from "../migrate.ts";
import type { Database } from "../schema.ts";

/**
 * 0019 on an archive from before it: every named reagent and solvent gets a page slug from its
 * name (numbered in id order where two names make one slug), unnamed rows none; slugs are unique
 * among non-empty ones.
 */
const engine = inject("engine");
let k: Kysely<Database>;
let close = async () => {};

beforeAll(async () => {
  ({ k, close } = await databaseBefore("0019"));
});
afterAll(() => close());

describe(`migration 0019 (${engine})`, () => {
  it("gives every named reagent and solvent a slug of its own", async () => {
    for (const name of ["(+)-DET", "(−)-DET", "Pd/C", "Pd-C", "", "AD-mix-α", ""]) {
      await k.insertInto("reagents").values({ name, formula: null }).execute();
    }
    for (const name of ["THF", "", "CH₂Cl₂"]) await k.insertInto("solvents").values({ name }).execute();
    await runMigrations(k as unknown as Kysely<unknown>, migrations);

    const reagents = await k.selectFrom("reagents").select(["name", "url"]).orderBy("id").execute();
    expect(reagents.map((r) => r.url)).toEqual([
      "plus-det",
      "minus-det",
      "pd-c",
      "pd-c-2",
      "",
      "ad-mix-alpha",
      "",
    ]);
    const solvents = await k.selectFrom("solvents").select("url").orderBy("id").execute();
    expect(solvents.map((s) => s.url)).toEqual(["thf", "", "ch2cl2"]);
    // Unique among non-empty slugs; several unnamed rows may share the empty one.
    await expect(
      k.updateTable("reagents").set({ url: "pd-c" }).where("name", "=", "AD-mix-α").execute(),
    ).rejects.toThrow();
    expect(await k.selectFrom("reagent_url_redirects").selectAll().execute()).toEqual([]);
  });
});
