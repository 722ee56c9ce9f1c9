import { describe, expect, it } from "vitest";
import { numberCompounds, type RouteChemical } from "./compound-numbers.ts";

/** A hand-built scheme: a chemical is a structure letter with an optional name. */
function scheme() {
  let id = 1;
  const chemicals: (RouteChemical & { label: string })[] = [];
  const chemical = (label: string, name: string | null = null, formula: string | null = null) => {
    const c = { id: id++, filename: label, extension: "svg", name, formula, label };
    chemicals.push(c);
    return c;
  };
  const reaction = (step: number, substrates: RouteChemical[], products: RouteChemical[]) => ({
    id: id++,
    step,
    substrates,
    products,
  });
  return { chemical, reaction, chemicals };
}

describe("compound numbers", () => {
  it("numbers compounds in order of first appearance, an intermediate keeping its number", () => {
    const { chemical, reaction } = scheme();
    const a = chemical("A");
    const b1 = chemical("B", "Iodolactone");
    const b2 = chemical("B", "Iodolactone");
    const c = chemical("C", "Target", "C2H6");
    const { byChemical } = numberCompounds(
      [{ number: 1, reactions: [reaction(1, [a], [b1]), reaction(2, [b2], [c])] }],
      { name: "Target", formula: "C2H6" },
    );
    expect([a, b1, b2, c].map((x) => byChemical.get(x.id))).toEqual([1, 2, 2, 3]);
  });

  it("a structure drawn again under a shorter name is the same compound", () => {
    const { chemical, reaction } = scheme();
    const made = chemical("B", "endo-Dimer of 2-bromocyclopentadienone");
    const reused = chemical("B", "endo-Dimer");
    const { byChemical } = numberCompounds(
      [
        {
          number: 1,
          reactions: [reaction(1, [chemical("A")], [made]), reaction(2, [reused], [chemical("C")])],
        },
      ],
      { name: "C", formula: null },
    );
    expect(byChemical.get(reused.id)).toBe(byChemical.get(made.id));
  });

  it("reads part 0 after the numbered parts and joins fragments made in earlier parts", () => {
    const { chemical, reaction } = scheme();
    const q = chemical("Q", "Quinotoxine");
    const target = chemical("T", "Quinine");
    const { byChemical } = numberCompounds(
      [
        // Stored first, read last.
        { number: 0, reactions: [reaction(1, [chemical("Q")], [target])] },
        { number: 1, reactions: [reaction(1, [chemical("A")], [q])] },
      ],
      { name: "Quinine", formula: null },
    );
    expect(byChemical.get(q.id)).toBe(2);
    expect(byChemical.get(target.id)).toBe(3);
  });

  it("puts the target last when the last reaction also draws a by-product", () => {
    const { chemical, reaction } = scheme();
    const target = chemical("T", "Estrone", "C18H22O2");
    const byProduct = chemical("S", "TMS-OH", "C3H10OSi");
    const start = chemical("A");
    const { byChemical } = numberCompounds(
      [{ number: 1, reactions: [reaction(1, [start], [target, byProduct])] }],
      { name: "(+)-Estrone", formula: "C18H22O2" },
    );
    expect(byChemical.get(start.id)).toBe(1);
    expect(byChemical.get(byProduct.id)).toBe(2);
    expect(byChemical.get(target.id)).toBe(3);
  });

  it("a resolution (product drawn like its substrate) makes a new compound", () => {
    const { chemical, reaction } = scheme();
    const racemate = chemical("Q", "dl-Quinotoxine");
    const racemateAgain = chemical("Q", "dl-Quinotoxine");
    const resolved = chemical("Q", "d-Quinotoxine");
    const used = chemical("Q", "d-Quinotoxine");
    const { byChemical } = numberCompounds(
      [
        { number: 0, reactions: [reaction(1, [used], [chemical("T", "Quinine")])] },
        {
          number: 1,
          reactions: [reaction(1, [chemical("A")], [racemate]), reaction(2, [racemateAgain], [resolved])],
        },
      ],
      { name: "Quinine", formula: null },
    );
    expect(byChemical.get(racemateAgain.id)).toBe(byChemical.get(racemate.id));
    expect(byChemical.get(resolved.id)).toBe(3);
    expect(byChemical.get(used.id)).toBe(3);
  });

  it("moves nothing when the last reaction does not draw the target", () => {
    const { chemical, reaction } = scheme();
    const fragment = chemical("F", "Fragment", "C5H8");
    const { byChemical } = numberCompounds(
      [{ number: 1, reactions: [reaction(1, [chemical("A")], [fragment])] }],
      { name: "Strychnine", formula: "C21H22N2O2" },
    );
    expect(byChemical.get(fragment.id)).toBe(2);
  });
});
