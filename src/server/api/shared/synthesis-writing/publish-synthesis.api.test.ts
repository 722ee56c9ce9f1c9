import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureDocument, fixtureReference } from "../../../../../tests/fixtures/documents.ts";
import { createTestApp, type TestApp } from "../../../../../tests/support/test-app.ts";
import { ApiError, asApiError } from "../../../http/errors.ts";
import { loadReferenceData } from "../../../seed/load-reference-data.ts";
import { publishSynthesis } from "./publish-synthesis.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadReferenceData(t.runtime.publishDeps, fixtureReference);
});
afterAll(() => t.close());

const tableCounts = async () => {
  const db = t.runtime.db.kysely;
  const count = async (
    table: "syntheses" | "parts" | "reactions" | "chemicals" | "molecules" | "authors" | "references",
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    syntheses: await count("syntheses"),
    parts: await count("parts"),
    reactions: await count("reactions"),
    chemicals: await count("chemicals"),
    molecules: await count("molecules"),
    authors: await count("authors"),
    references: await count("references"),
  };
};

/** The answer the HTTP layer makes of the command's refusal (a DomainError mapped to its status). */
const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => asApiError(e),
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe("publishSynthesis", () => {
  it("writes nothing when a later reaction names an unknown reagent (one transaction)", async () => {
    const before = await tableCounts();
    const doc = fixtureDocument({
      molecule: { name: "Fixture new", structure: "fixture-new", smiles: "CCO" },
      author: { firstName: "New", lastName: "Person", url: "fixture-new-person" },
    });
    doc.parts[0].reactions[1].reagents = [{ name: "No such reagent" }];
    const error = await rejection(publishSynthesis(t.runtime.publishDeps, doc));
    expect(error.status).toBe(422);
    expect(error.field).toBe("parts.0.reactions.1.reagents.0.name");
    expect(await tableCounts()).toEqual(before);
  });

  it("rejects an invalid document with a 400 naming the field", async () => {
    const before = await tableCounts();
    const cases: [Record<string, unknown>, string][] = [
      [{ year: 1700 }, "year"],
      [{ year: 3000 }, "year"],
      [{ type_1: "Formal", supp_steps: 0 }, "supp_steps"],
      [{ type_1: "Sideways" }, "type_1"],
      [{ parts: [] }, "parts"],
      [{ references: [{ display: "x", doi: "not-a-doi" }] }, "references.0.doi"],
    ];
    for (const [override, field] of cases) {
      const error = await rejection(
        publishSynthesis(t.runtime.publishDeps, { ...fixtureDocument(), ...override }),
      );
      expect(error.status, field).toBe(400);
      expect(error.field, field).toBe(field);
    }
    expect(await tableCounts()).toEqual(before);
  });

  it("rejects a SMILES that RDKit cannot read with a 422 naming the field, writing nothing", async () => {
    const before = await tableCounts();
    const doc = fixtureDocument();
    doc.parts[0].reactions[0].products = [{ smiles: "C1CC(" }];
    const error = await rejection(publishSynthesis(t.runtime.publishDeps, doc));
    expect(error.status).toBe(422);
    expect(error.field).toBe("parts.0.reactions.0.products.0.smiles");
    expect(await tableCounts()).toEqual(before);
  });

  it("counts steps and parts as docs/product/rules.md §4.2 says, part 0 included for Formal", async () => {
    const doc = fixtureDocument({
      type_1: "Formal",
      supp_steps: 4,
      molecule: { name: "Fixture formal", structure: "fixture-formal", smiles: "CC(=O)OC1CCCCC1" },
    });
    doc.parts.push({
      number: 0,
      reactions: [
        { step: 1, substrates: [{ smiles: "OC1CCCCC1" }], products: [{ smiles: "CC(=O)OC1CCCCC1" }] },
      ],
    });
    const id = await publishSynthesis(t.runtime.publishDeps, doc);
    const stored = await t.runtime.repos.syntheses.findSummary(id);
    // 1 + 2 (a yield for two steps) in part 1, 1 in part 0, plus 4 supp_steps.
    expect(stored).toMatchObject({ number_of_steps: 8, number_of_parts: 2, supp_steps: 4 });
  });
});
