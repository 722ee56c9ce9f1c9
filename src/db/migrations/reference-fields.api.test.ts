import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { databaseBefore } from "../../../tests/support/database-before.ts";
import { migrations, runMigrations } from "../migrate.ts";
import { REFERENCE_COLUMNS, referenceFromRow, referenceRowValues } from "../repositories/reference-rows.ts";
import type { Database } from "../schema.ts";

/**
 * 0027 on an archive from before it: references keep their display text and read as before (no
 * fields); a reference written with fields reads back with them; a row whose text an older release
 * changed afterwards reads as that text alone.
 */
const engine = inject("engine");
let k: Kysely<Database>;
let close = async () => {};

beforeAll(async () => {
  ({ k, close } = await databaseBefore("0027"));
});
afterAll(() => close());

const read = async (id: number) =>
  referenceFromRow(
    await k.selectFrom("references").select(REFERENCE_COLUMNS).where("id", "=", id).executeTakeFirstOrThrow(),
  );

describe(`migration 0027 (${engine})`, () => {
  it("keeps old references as their text and stores new ones as fields", async () => {
    const old = {
      display: "R. B. Woodward, W. E. Doering, J. Am. Chem. Soc. 1944, 66, 849.",
      doi: null,
      url: null,
    };
    const { id: oldId } = await k
      .insertInto("references")
      .values({ ...old, synthesis_id: null, named_reaction_id: null, type: "original", position: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await runMigrations(k as unknown as Kysely<unknown>, migrations);

    expect(await read(oldId)).toEqual(old);

    const structured = referenceRowValues({
      display: "",
      doi: "10.1021/ja01233a516",
      url: null,
      kind: "article",
      authors: [
        { family: "Woodward", given: "R. B." },
        { family: "Doering", given: "W. E." },
      ],
      et_al: false,
      editors: [],
      title: null,
      journal: "J. Am. Chem. Soc.",
      publisher: null,
      year: 1944,
      volume: "66",
      issue: null,
      pages: "849",
      note: null,
    });
    // What an older release reads: the derived text.
    expect(structured.display).toBe(old.display);
    const { id } = await k
      .insertInto("references")
      .values({ ...structured, synthesis_id: null, named_reaction_id: null, type: "original", position: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await read(id)).toMatchObject({
      display: old.display,
      journal: "J. Am. Chem. Soc.",
      year: 1944,
      pages: "849",
    });

    // An older release changes the text: the fields no longer match it, and the text wins.
    await k
      .updateTable("references")
      .set({ display: "Woodward & Doering, JACS 1944." })
      .where("id", "=", id)
      .execute();
    expect(await read(id)).toEqual({
      display: "Woodward & Doering, JACS 1944.",
      doi: "10.1021/ja01233a516",
      url: null,
    });
  });
});
