import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureDocument } from "../../../../tests/fixtures/documents.ts";
import { type DemoAuthor, draftingApp } from "../../../../tests/support/draft-lookups.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";
import { draftFromDocument } from "../../../domain/editor/draft.ts";
import { draftToDocument } from "../../../domain/editor/draft-document.ts";
import { type DraftLookups, loadStoredDraft } from "../../../domain/editor/draft-storage.ts";
import { storeDraft } from "../../../domain/editor/stored-draft.ts";
import { type SynthesisDocument, synthesisDocumentSchema } from "../../../domain/synthesis-document.ts";
import type { SynthesisView } from "../../../domain/views.ts";

/**
 * What a chemist records on a reaction (docs/product/rules.md §3.7, api.md §5.3.2, §5.7.3): a draft
 * and a published synthesis carry every record through save, publish and every read; documents and
 * syntheses from before answer them empty; a bad value is a 400 naming the field, and nothing is
 * stored.
 */

let t: TestApp, carla: SignedIn, editor: SignedIn, lookups: DraftLookups, demoAuthor: DemoAuthor;

const send = (who: SignedIn, method: string, path: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: { "Content-Type": "application/json", ...who.headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const get = async <T>(path: string, who: SignedIn = editor): Promise<T> => {
  const res = await t.request(path, { headers: who.cookieOnly });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
type Draft = { id: number; synthesis_json: string };
type ErrorBody = { error: { code: string; message: string; field: string } };

beforeAll(async () => {
  ({ t, carla, editor, lookups, demoAuthor } = await draftingApp("Carla Records", "Ed Records"));
});
afterAll(() => t.close());

/** The fixture route with every record: step 1 a dimerisation under H₂, step 2 neat with selectivities. */
function recordedDocument(suffix: string): SynthesisDocument {
  const doc = fixtureDocument({
    molecule: {
      name: `Fixture recorded ${suffix}`,
      structure: `fixture-recorded-${suffix}`,
      smiles: "CC(=O)OC1CCCCC1",
    },
    // Publishing a draft needs an investigator of the archive: the first of the demo data.
    author: { ...demoAuthor },
  });
  const [acylation, reduction] = doc.parts[0]?.reactions ?? [];
  if (!acylation || !reduction) throw new Error("fixture");
  reduction.substrates = [{ smiles: "O=C1CCCCC1", coefficient: 2 }];
  reduction.reagents = [{ name: "Fixture NaBH₄", amount: { value: 1.2, unit: "equiv" } }];
  reduction.atmosphere = { gas: "H2", pressure: { value: 50, unit: "bar" } };
  reduction.concentration = { value: 0.1, unit: "M" };
  reduction.yield = "46–50% brsm (2 steps)";
  acylation.reagents = [
    { name: "Fixture DMAP", stage: 2, amount: { value: 5, unit: "mol%" } },
    { name: "Fixture Ac₂O", stage: 1, amount: { value: 3, unit: "equiv" } },
  ];
  acylation.solvents = [];
  acylation.neat = true;
  acylation.selectivities = [
    { type: "dr", ratio: [5, 1], more_than: false },
    { type: "ee", value: 99, more_than: true },
  ];
  return synthesisDocumentSchema.parse(doc);
}

const byStep = (doc: SynthesisDocument) => {
  const reactions = doc.parts[0]?.reactions ?? [];
  return (step: number) => reactions.find((r) => r.step === step);
};

async function saveDraft(who: SignedIn, synthesisJson: unknown) {
  return send(who, "POST", "/api/unpublishedSyntheses", {
    display_name: "Recorded route",
    synthesis_json: synthesisJson,
  });
}

describe(`what a chemist records (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("a draft with every record saves and opens as it was", async () => {
    const doc = recordedDocument("draft");
    const stored = storeDraft(draftFromDocument(doc), lookups);
    const res = await saveDraft(carla, stored);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as Draft;
    const read = await get<Draft>(`/api/unpublishedSyntheses/${id}`, carla);
    expect(JSON.parse(read.synthesis_json)).toEqual(stored);
    const reopened = draftToDocument(loadStoredDraft(read.synthesis_json, lookups));
    const step = byStep(synthesisDocumentSchema.parse(reopened));
    expect(step(1)).toMatchObject({
      substrates: [{ coefficient: 2 }],
      reagents: [{ name: "Fixture NaBH₄", amount: { value: 1.2, unit: "equiv" } }],
      atmosphere: { gas: "H2", pressure: { value: 50, unit: "bar" } },
      concentration: { value: 0.1, unit: "M" },
      yield: "46–50% brsm (2 steps)",
    });
    expect(step(2)).toMatchObject({
      solvents: [],
      neat: true,
      selectivities: [
        { type: "dr", ratio: [5, 1], more_than: false },
        { type: "ee", value: 99, more_than: true },
      ],
    });
  });

  it("a published synthesis answers every record in its read and its document", async () => {
    const doc = recordedDocument("published");
    const saved = await saveDraft(carla, storeDraft(draftFromDocument(doc), lookups));
    const { id: draftId } = (await saved.json()) as Draft;
    const published = await send(editor, "POST", `/api/unpublishedSyntheses/${draftId}/publish`, {
      reason: "tested without review",
    });
    expect(published.status).toBe(201);
    const { id } = (await published.json()) as { id: number };

    const view = await get<SynthesisView>(`/api/syntheses/${id}`);
    const reactions = view.parts[0]?.reactions ?? [];
    const reduction = reactions.find((r) => r.step === 1);
    const acylation = reactions.find((r) => r.step === 2);
    expect(reduction?.substrates.map((c) => c.coefficient)).toEqual([2]);
    expect(reduction?.products.map((c) => c.coefficient)).toEqual([null]);
    expect(reduction?.reagents.map((g) => g.pivot)).toEqual([
      { stage: 1, amount: { value: 1.2, unit: "equiv" } },
    ]);
    expect(reduction).toMatchObject({
      atmosphere: { gas: "H2", pressure: { value: 50, unit: "bar" } },
      concentration: { value: 0.1, unit: "M" },
      neat: false,
      selectivities: [],
      yield: "46–50% brsm (2 steps)",
    });
    expect(acylation?.reagents.map((g) => [g.name, g.pivot.amount])).toEqual([
      ["Fixture Ac₂O", { value: 3, unit: "equiv" }],
      ["Fixture DMAP", { value: 5, unit: "mol%" }],
    ]);
    expect(acylation).toMatchObject({
      solvents: [],
      neat: true,
      atmosphere: null,
      selectivities: [
        { type: "dr", ratio: [5, 1], more_than: false },
        { type: "ee", value: 99, more_than: true },
      ],
    });
    // A brsm range is not a counted yield (rules.md §4.12.5): one of three steps recorded.
    expect(view.route_figures).toMatchObject({ yields_recorded: 1, overall_yield: null, total_steps: 3 });

    const { document } = await get<{ document: SynthesisDocument }>(`/api/syntheses/${id}/document`);
    const step = byStep(document);
    const expected = byStep(doc);
    for (const n of [1, 2]) {
      const {
        substrates,
        reagents,
        atmosphere,
        concentration,
        neat,
        selectivities,
        yield: y,
      } = step(n) ?? {};
      const want = expected(n);
      expect({
        substrates: substrates?.map((c) => c.coefficient),
        atmosphere,
        concentration,
        neat,
        selectivities,
        y,
      }).toEqual({
        substrates: want?.substrates.map((c) => c.coefficient),
        atmosphere: want?.atmosphere,
        concentration: want?.concentration,
        neat: want?.neat,
        selectivities: want?.selectivities,
        y: want?.yield,
      });
      expect(new Map(reagents?.map((g) => [g.name, g.amount]))).toEqual(
        new Map(want?.reagents.map((g) => [g.name, g.amount])),
      );
    }
  });

  it("syntheses and drafts from before the records answer them empty and open unchanged", async () => {
    const summaries = await get<{ id: number }[]>("/api/syntheses");
    const demo = Math.min(...summaries.map((s) => s.id));
    const view = await get<SynthesisView>(`/api/syntheses/${demo}`);
    const reactions = view.parts.flatMap((p) => p.reactions);
    expect(reactions.length).toBeGreaterThan(0);
    for (const r of reactions) {
      expect(r).toMatchObject({ atmosphere: null, concentration: null, neat: false, selectivities: [] });
      for (const g of r.reagents) expect(g.pivot.amount).toBeNull();
      for (const c of r.substrates) expect(c.coefficient).toBeNull();
    }
    const { document } = await get<{ document: SynthesisDocument }>(`/api/syntheses/${demo}/document`);
    for (const r of document.parts.flatMap((p) => p.reactions)) {
      expect(r).toMatchObject({ atmosphere: null, concentration: null, neat: false, selectivities: [] });
    }

    // A draft stored as the editor wrote it before the records: kept byte for byte, opens without them.
    const old = JSON.stringify(
      storeDraft(draftFromDocument(synthesisDocumentSchema.parse(fixtureDocument())), lookups),
    );
    expect(old).not.toMatch(/atmosphere|coefficient|amount|selectivities|neat/);
    const saved = await saveDraft(carla, old);
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as Draft;
    const read = await get<Draft>(`/api/unpublishedSyntheses/${id}`, carla);
    expect(read.synthesis_json).toBe(old);
    const opened = loadStoredDraft(read.synthesis_json, lookups);
    for (const r of opened.parts.flatMap((p) => p.reactions)) {
      expect(r).toMatchObject({ atmosphere: null, concentration: null, neat: false, selectivities: [] });
    }
  });

  it.each([
    [
      "reagents",
      { reagents: [{ name: "Fixture NaBH₄", amount: { value: 150, unit: "mol%" } }] },
      "reagents.0.amount.value",
      "must be at most 100",
    ],
    [
      "reagents",
      { reagents: [{ name: "Fixture NaBH₄", amount: { value: 1, unit: "mmol" } }] },
      "reagents.0.amount.unit",
      "must be one of equiv, mol%, cat",
    ],
    [
      "substrates",
      { substrates: [{ smiles: "C", coefficient: 0 }] },
      "substrates.0.coefficient",
      "must be at least 1",
    ],
    [
      "atmosphere",
      { atmosphere: { gas: "He" } },
      "atmosphere.gas",
      "must be one of Ar, N2, inert, air, O2, H2, CO",
    ],
    [
      "atmosphere",
      { atmosphere: { gas: "H2", pressure: { value: 0, unit: "bar" } } },
      "atmosphere.pressure.value",
      "must be more than 0",
    ],
    [
      "concentration",
      { concentration: { value: 0.1, unit: "mol/L" } },
      "concentration.unit",
      "must be one of M, mM",
    ],
    ["neat", { neat: true, solvents: ["Fixture MeOH"] }, "neat", "a reaction run neat has no solvent"],
    [
      "selectivities",
      { selectivities: [{ type: "dr", ratio: [5, -1] }] },
      "selectivities.0.ratio.1",
      "must be more than 0",
    ],
    [
      "selectivities",
      {
        selectivities: [
          { type: "ee", value: 90 },
          { type: "ee", value: 80 },
        ],
      },
      "selectivities.1.type",
      "gives ee twice",
    ],
  ])(
    "a bad %s value is a 400 naming the field, on POST and PUT, and nothing is stored",
    async (_, fields, field, message) => {
      const bad = { format: 1, parts: [{ number: 1, reactions: [{ step: 1, ...fields }] }] };
      const name = `synthesis_json.parts.0.reactions.0.${field}`;
      const created = await saveDraft(carla, bad);
      expect(created.status).toBe(400);
      expect(((await created.json()) as ErrorBody).error).toMatchObject({
        code: "invalid_input",
        field: name,
        message: `${name}: ${message}`,
      });

      const good = await saveDraft(carla, { format: 1, parts: [] });
      const { id } = (await good.json()) as Draft;
      const put = await send(carla, "PUT", `/api/unpublishedSyntheses/${id}`, { synthesis_json: bad });
      expect(put.status).toBe(400);
      expect(((await put.json()) as ErrorBody).error.field).toBe(name);
      expect((await get<Draft>(`/api/unpublishedSyntheses/${id}`, carla)).synthesis_json).toBe(
        '{"format":1,"parts":[]}',
      );
    },
  );
});
