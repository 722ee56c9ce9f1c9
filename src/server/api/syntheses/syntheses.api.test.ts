import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureDocument, fixtureReference } from "../../../../tests/fixtures/documents.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import type { SynthesisSummary, SynthesisView } from "../../../domain/views.ts";
import { loadReferenceData } from "../../seed/load-reference-data.ts";
import { publishSynthesis } from "../shared/synthesis-writing/publish-synthesis.ts";

let t: TestApp;
let fixtureId: number;

beforeAll(async () => {
  t = await createTestApp();
  await loadReferenceData(t.runtime.publishDeps, fixtureReference);
  fixtureId = await publishSynthesis(t.runtime.publishDeps, fixtureDocument());
});
afterAll(() => t.close());

const json = async <T = Record<string, unknown>>(path: string): Promise<{ status: number; body: T }> => {
  const res = await t.request(path);
  return { status: res.status, body: (await res.json()) as T };
};

describe("GET /api/syntheses/{id}", () => {
  it("returns the whole synthesis with parts, reactions in step order and their details", async () => {
    const { status, body } = await json<SynthesisView & { createdAtHuman: string }>(
      `/api/syntheses/${fixtureId}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: fixtureId,
      year: 2001,
      type_1: "Total",
      number_of_steps: 3, // 2 reactions, one of them worth 2 steps
      number_of_parts: 1,
      molecule: {
        name: "Fixture cyclohexyl acetate",
        structure: "fixture-cyclohexyl-acetate",
        formula: "C8H14O2",
        carbonCount: 8,
      },
      author: { firstName: "Fixture", lastName: "Chemist", url: "fixture-chemist" },
      references: [
        { display: "Fixture reference", doi: "10.1000/fixture.1", url: "https://example.org/fixture" },
      ],
    });
    expect(typeof body.createdAtHuman).toBe("string");
    const parts = body.parts;
    expect(parts).toHaveLength(1);
    const [first, second] = parts[0].reactions;
    expect(first.step).toBe(1);
    expect(second.step).toBe(2);
    expect(first).toMatchObject({
      temperature: "0 °C",
      yield: "80% (2 steps)",
      has_special_reagent: true,
      special_reagent: `${fixtureId}-1-1-sr.svg`,
      part: { synthesis: { id: fixtureId } },
      solvents: [{ name: "Fixture MeOH" }],
      reagents: [
        { name: "Fixture NaBH₄", pivot: { stage: 1 }, synonyms: [{ synonym: "Fixture sodium borohydride" }] },
      ],
    });
    expect(first.substrates[0].extension).toBe("svg");
    // Drawn structures carry their natural size, so pages can reserve their space.
    expect(first.substrates[0].width).toBeGreaterThan(10);
    expect(first.substrates[0].height).toBeGreaterThan(10);
    // …and the formula and carbon count RDKit computed from the SMILES (cyclohexanone).
    expect(first.substrates[0]).toMatchObject({ formula: "C6H10O", carbonCount: 6 });
    expect(first.special_reagent_width).toBeGreaterThan(10);
    expect(body.molecule.width).toBeGreaterThan(10);
    // Reagents come in stage order, whatever order the document listed them in.
    expect(second.reagents.map((r) => [r.name, r.pivot.stage])).toEqual([
      ["Fixture Ac₂O", 1],
      ["Fixture DMAP", 2],
    ]);
    expect(second.named_reactions).toEqual([
      expect.objectContaining({ name: "Fixture Acylation", url: "fixture-acylation" }),
    ]);
  });

  it("answers 404 with the JSON error shape for unknown and non-numeric ids", async () => {
    for (const id of ["999999", "abc", "0", "-1", "1.5", "99999999999999999999"]) {
      const { status, body } = await json(`/api/syntheses/${id}`);
      expect(status, id).toBe(404);
      expect(body, id).toEqual({ error: { code: "not_found", message: "Synthesis not found" } });
    }
  });

  it("sends ETag and Cache-Control and answers 304 to a matching If-None-Match", async () => {
    const first = await t.request(`/api/syntheses/${fixtureId}`);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("cache-control")).toContain("stale-while-revalidate");
    const second = await t.request(`/api/syntheses/${fixtureId}`, {
      headers: { "If-None-Match": etag ?? "" },
    });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe("");
    const other = await t.request(`/api/syntheses/${fixtureId}`, {
      headers: { "If-None-Match": 'W/"nope"' },
    });
    expect(other.status).toBe(200);
  });

  it("serves a changed body with a new ETag after a write", async () => {
    const before = (await t.request("/api/syntheses/count")).headers.get("etag");
    const countBefore = ((await (await t.request("/api/syntheses/count")).json()) as { count: number }).count;
    await publishSynthesis(
      t.runtime.publishDeps,
      fixtureDocument({
        year: 2002,
        molecule: { name: "Fixture cyclohexanol", structure: "fixture-cyclohexanol", smiles: "OC1CCCCC1" },
      }),
    );
    const after = await t.request("/api/syntheses/count");
    expect(after.headers.get("etag")).not.toBe(before);
    expect(((await after.json()) as { count: number }).count).toBe(countBefore + 1);
  });
});

describe("synthesis lists", () => {
  it("GET /api/syntheses lists every synthesis with molecule and author", async () => {
    const { status, body } = await json<SynthesisSummary[]>("/api/syntheses");
    expect(status).toBe(200);
    const count = ((await (await t.request("/api/syntheses/count")).json()) as { count: number }).count;
    expect(body).toHaveLength(count);
    expect(body[0]).toMatchObject({
      id: expect.any(Number),
      molecule: { name: expect.any(String) },
      author: { lastName: expect.any(String) },
    });
  });

  it("GET /api/syntheses/recent/{n} clamps n to 1..50, newest first", async () => {
    expect((await json<unknown[]>("/api/syntheses/recent/0")).body).toHaveLength(1);
    const five = (await json<SynthesisSummary[]>("/api/syntheses/recent/5")).body;
    expect(five.length).toBeLessThanOrEqual(5);
    expect(five[0].created_at >= five[five.length - 1].created_at).toBe(true);
    const all = (await json<unknown[]>("/api/syntheses/recent/500")).body;
    expect(all.length).toBeLessThanOrEqual(50);
    const bad = await json("/api/syntheses/recent/many");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: "invalid_input", field: "n" } });
  });

  it("GET /api/syntheses/resume/{n} is the n-th synthesis in id order, 404 past the end", async () => {
    const list = (await json<SynthesisSummary[]>("/api/syntheses")).body;
    const ids = list.map((s) => s.id).sort((a, b) => a - b);
    expect((await json<SynthesisSummary>("/api/syntheses/resume/1")).body.id).toBe(ids[0]);
    expect((await json<SynthesisSummary>(`/api/syntheses/resume/${ids.length}`)).body.id).toBe(
      ids[ids.length - 1],
    );
    expect((await json(`/api/syntheses/resume/${ids.length + 1}`)).status).toBe(404);
    expect((await json("/api/syntheses/resume/x")).status).toBe(404);
  });
});
