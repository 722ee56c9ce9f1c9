import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import type { SynthesisSummary, SynthesisView } from "../../../domain/views.ts";

/**
 * The route figures and compound numbers of the synthesis read (api.md §5.3, rules.md §4.11-4.12),
 * on demo syntheses whose figures were worked out by hand from data/demo/syntheses.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function read(molecule: string, lastName: string, year: number): Promise<SynthesisView> {
  const list = (await (await t.request("/api/syntheses")).json()) as SynthesisSummary[];
  const found = list.find(
    (s) => s.molecule.name === molecule && s.author.lastName === lastName && s.year === year,
  );
  expect(found, `${molecule} by ${lastName} (${year}) is in the demo data`).toBeDefined();
  const res = await t.request(`/api/syntheses/${found?.id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SynthesisView;
}

const steps = (view: SynthesisView) =>
  view.route_figures.longest_linear_steps.map((s) => `${s.part}.${s.step}`);

describe("route figures on GET /api/syntheses/{id}", () => {
  it("Vollhardt's estrone: linear, every yield recorded, overall 89 × 64 × 71 × 100 × 88 %", async () => {
    const view = await read("Estrone", "Vollhardt", 1980);
    expect(view.route_figures).toEqual({
      total_steps: 6, // five reactions, one of them '71% (2 steps)'
      earlier_route_steps: 0,
      condensed_arrows: 1,
      condensed_steps: 2,
      longest_linear_sequence: 6,
      longest_linear_earlier: 0,
      longest_linear_steps: [1, 2, 3, 4, 5].map((step) => ({ part: 1, step })),
      branches: 1,
      yields_recorded: 6,
      overall_yield: 35.59, // 0.89 × 0.64 × 0.71 × 1.00 × 0.88 = 0.35589
      protecting_group_steps: 0,
      protections: 0,
      deprotections: 0,
    });
    expect(view.route_figures.total_steps).toBe(view.number_of_steps);
    // Compounds in order of first appearance: the diyne is 3, the intermediate it gives 4, estrone 8.
    const [first, second, third, , fifth] = view.parts[0]?.reactions ?? [];
    expect(first?.substrates.map((c) => c.compound)).toEqual([1]);
    expect(first?.products.map((c) => c.compound)).toEqual([2]);
    expect(second?.substrates.map((c) => [c.name, c.compound])).toEqual([
      ["Trimethylsilyl enol ether", 2],
      ["3-(2-Iodoethyl)hexa-1,5-diyne", 3],
    ]);
    expect(third?.substrates.map((c) => [c.name, c.compound])).toEqual([
      ["trans-Vinyl diyne ketone", 4],
      ["Bis(trimethylsilyl)acetylene", 5],
    ]);
    expect(fifth?.products.map((c) => [c.name, c.compound])).toEqual([["Estrone", 8]]);
  });

  it("Corey's prostaglandin F2α (1969): two branches joined in part 3, five protecting-group steps", async () => {
    const view = await read("Prostaglandin F₂α", "Corey", 1969);
    expect(view.route_figures).toMatchObject({
      total_steps: 17,
      longest_linear_sequence: 16, // the 9 steps of part 1, then the 7 of part 3
      branches: 2, // part 1 and the phosphonate of part 2
      yields_recorded: 0,
      overall_yield: null,
      protecting_group_steps: 5, // 1.6 acetate on, 1.8 methyl ether off, 3.3 acetate off, 3.4 THP on, 3.7 THP off
      protections: 2,
      deprotections: 3,
    });
    expect(steps(view)).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((s) => `1.${s}`),
      ...[1, 2, 3, 4, 5, 6, 7].map((s) => `3.${s}`),
    ]);
    // The Corey aldehyde made in part 1 keeps its number where part 3 uses it; the target is 21.
    const part = (n: number) => view.parts.find((p) => p.number === n);
    const aldehyde = part(1)?.reactions.at(-1)?.products[0];
    expect(aldehyde?.compound).toBe(11);
    expect(part(3)?.reactions[0]?.substrates[0]?.compound).toBe(11);
    expect(part(3)?.reactions.at(-1)?.products[0]?.compound).toBe(21);
  });

  it("Woodward's quinine (Formal): part 0 ends the longest linear sequence", async () => {
    const view = await read("Quinine", "Woodward", 1944);
    expect(view.route_figures).toMatchObject({
      total_steps: 16,
      earlier_route_steps: 3, // Rabe's three steps, drawn as part 0
      longest_linear_sequence: 16,
      longest_linear_earlier: 3,
      branches: 1,
      protecting_group_steps: 4,
      protections: 2,
      deprotections: 2,
    });
    expect(steps(view).slice(-4)).toEqual(["1.13", "0.1", "0.2", "0.3"]);
    // Quinine is the last of 18 compounds although part 0 is stored first.
    const part0 = view.parts.find((p) => p.number === 0);
    expect(part0?.reactions.at(-1)?.products[0]?.compound).toBe(18);
  });
});
