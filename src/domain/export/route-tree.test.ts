import { describe, expect, it } from "vitest";
import type { SynthesisDocument } from "../synthesis-document.ts";
import { reactionIds, routeTree } from "./route-tree.ts";

const meta = { revision: 3, modified: null, origin: "https://example.org" };
const r = (step: number, substrates: (string | null)[], products: string[]) => ({
  step,
  substrates: substrates.map((smiles) => ({ name: null, smiles })),
  products: products.map((smiles) => ({ name: null, smiles })),
  reagents: [],
  solvents: [],
  temperature: null,
  time: null,
  yield: step === 2 ? "90%" : null,
  selectivity: null,
  special_condition: null,
  named_reactions: [],
  atmosphere: null,
  concentration: null,
  neat: false,
  selectivities: [],
});
const doc = (smiles: string | null, parts: { number: number; reactions: unknown[] }[]) =>
  ({
    molecule: { name: "T", smiles },
    references: [{ display: "x", doi: "10.1/y", url: null }],
    parts,
  }) as unknown as SynthesisDocument;
const same = (s: string) => s;

describe("route trees", () => {
  it("puts the target at the root and joins a convergent route by its intermediates", () => {
    // Part 1 makes A from a; part 2 makes B from b; part 3 joins A and B into T.
    const tree = routeTree(
      9,
      doc("T", [
        { number: 1, reactions: [r(1, ["a"], ["A"])] },
        { number: 2, reactions: [r(1, ["b"], ["B"])] },
        { number: 3, reactions: [r(2, ["A", "B", null], ["T"])] },
      ]),
      same,
      meta,
    );
    expect(tree).toMatchObject({ type: "mol", smiles: "T", in_stock: false, is_chemical: true, hide: false });
    expect(tree?.metadata).toMatchObject({
      synthesis_id: 9,
      url: "https://example.org/syn/9",
      dois: ["10.1/y"],
    });
    const top = tree?.children?.[0];
    expect(top).toMatchObject({ type: "reaction", smiles: "A.B>>T", is_reaction: true });
    expect(top?.metadata).toMatchObject({ ID: "9/3/2", yield: "90%", substrates_without_structure: 1 });
    expect(top?.children.map((m) => m.children?.[0]?.smiles)).toEqual(["a>>A", "b>>B"]);
    expect(top?.children[0]?.children?.[0]?.children).toEqual([
      { type: "mol", hide: false, smiles: "a", is_chemical: true, in_stock: true },
    ]);
    expect(reactionIds(tree as NonNullable<typeof tree>)).toEqual(["9/3/2", "9/1/1", "9/2/1"]);
  });

  it("matches molecules by canonical SMILES and never loops on a reaction that remakes its substrate", () => {
    const canonical = (s: string) => s.toUpperCase();
    const tree = routeTree(
      1,
      doc("t", [{ number: 1, reactions: [r(1, ["x"], ["x"]), r(2, ["X"], ["T"])] }]),
      canonical,
      meta,
    );
    expect(reactionIds(tree as NonNullable<typeof tree>)).toEqual(["1/1/2", "1/1/1"]);
  });

  it("leaves a target no reaction makes unsolved, the route hanging under route_reaches", () => {
    const tree = routeTree(2, doc("T", [{ number: 1, reactions: [r(1, ["a"], ["A"])] }]), same, meta);
    expect(tree?.in_stock).toBe(false);
    expect(tree?.children).toBeUndefined();
    expect(tree?.metadata?.route_reaches).toMatchObject({ smiles: "A", children: [{ smiles: "a>>A" }] });
  });

  it("has no tree for a target without a structure", () => {
    expect(routeTree(3, doc(null, []), same, meta)).toBeNull();
  });
});
