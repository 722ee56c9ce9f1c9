import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { databaseBefore } from "../../../tests/support/database-before.ts";
import { migrations, runMigrations } from "../migrate.ts";
import { loadReactions } from "../repositories/reaction-details.ts";
import { createSynthesisDocumentReader } from "../repositories/synthesis-document-reader.ts";
import type { Database } from "../schema.ts";

/**
 * 0020 on an archive from before it: a published synthesis's reaction, its substrate and its
 * reagent read back exactly as before, with every record of rules.md §3.7 empty (null, false, []),
 * and a new row can then hold them.
 */
const engine = inject("engine");
let k: Kysely<Database>;
let close = async () => {};

beforeAll(async () => {
  ({ k, close } = await databaseBefore("0020"));
});
afterAll(() => close());

const insert = async (table: string, values: Record<string, unknown>) =>
  (await k
    .insertInto(table as never)
    .values(values as never)
    .returning("id" as never)
    .executeTakeFirstOrThrow()) as { id: number };

describe(`migration 0020 (${engine})`, () => {
  it("leaves the records of older reactions empty and the rest as it was", async () => {
    const molecule = await insert("molecules", {
      name: "Old target",
      structure: "old-target",
      extension: "png",
      smiles: null,
      formula: null,
      carbon_count: null,
    });
    const author = await insert("authors", { first_name: "Old", last_name: "Chemist", url: "old-chemist" });
    const synthesis = await insert("syntheses", {
      molecule_id: molecule.id,
      author_id: author.id,
      year: 1971,
      type_1: "Total",
      type_2: "Racemic",
      supp_steps: 0,
      comment: "",
      number_of_steps: 1,
      number_of_parts: 1,
      submitter_name: null,
      submitter_user_id: null,
      created_at: "2020-01-01T00:00:00.000Z",
      updated_at: "2020-01-01T00:00:00.000Z",
    });
    const part = await insert("parts", { synthesis_id: synthesis.id, number: 1, comment: "" });
    const reaction = await insert("reactions", {
      part_id: part.id,
      step: 1,
      comment: "",
      has_special_reagent: 0,
      special_reagent: null,
      special_condition: null,
      selectivity: "single diastereomer",
      temperature: "RT",
      time: null,
      yield: "50%",
    });
    await insert("chemicals", {
      reaction_id: reaction.id,
      role: "substrate",
      position: 0,
      filename: "old-substrate",
      extension: "png",
      smiles: null,
      name: "Phenol",
    });
    const reagent = await insert("reagents", { name: "Old CuCl₂", formula: null });
    await k
      .insertInto("reaction_reagent")
      .values({ reaction_id: reaction.id, reagent_id: reagent.id, stage: 1, position: 0 } as never)
      .execute();

    await runMigrations(k as unknown as Kysely<unknown>, migrations);

    const read = await createSynthesisDocumentReader(k).read(synthesis.id);
    expect(read?.document.parts[0]?.reactions[0]).toMatchObject({
      substrates: [{ name: "Phenol", smiles: null, filename: "old-substrate", coefficient: null }],
      reagents: [{ name: "Old CuCl₂", stage: 1, amount: null }],
      selectivity: "single diastereomer",
      temperature: "RT",
      yield: "50%",
      atmosphere: null,
      concentration: null,
      neat: false,
      selectivities: [],
    });
    const [view] = await loadReactions(k, [reaction.id]);
    expect(view).toMatchObject({ atmosphere: null, concentration: null, neat: false, selectivities: [] });
    expect(view?.reagents[0]?.pivot).toEqual({ stage: 1, amount: null });
    expect(view?.substrates[0]?.coefficient).toBeNull();

    // The new columns take a record, numbers read back as written on both engines.
    await k
      .updateTable("reaction_reagent")
      .set({ amount: 1.2, amount_unit: "equiv" })
      .where("reaction_id", "=", reaction.id)
      .execute();
    await k
      .updateTable("reactions")
      .set({ atmosphere: "H2", atmosphere_pressure: 0.3, atmosphere_pressure_unit: "MPa", neat: 1 })
      .where("id", "=", reaction.id)
      .execute();
    const [after] = await loadReactions(k, [reaction.id]);
    expect(after?.reagents[0]?.pivot.amount).toEqual({ value: 1.2, unit: "equiv" });
    expect(after).toMatchObject({
      atmosphere: { gas: "H2", pressure: { value: 0.3, unit: "MPa" } },
      neat: true,
    });
  });
});
