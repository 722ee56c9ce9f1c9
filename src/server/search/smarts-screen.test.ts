import { beforeAll, describe, expect, it } from "vitest";
import { expectScreenSound, screenStructures } from "../../../tests/support/screen-soundness.ts";
import { getRdkit, type RDKitModule } from "../structures/rdkit.ts";
import { ringBits } from "./ring-screen.ts";
import { intersects, smartsRingMasks } from "./smarts-screen.ts";

let rdkit: RDKitModule;
let structures: string[];
beforeAll(async () => {
  rdkit = await getRdkit();
  const hand = [
    "CC1(C)S[C@@H]2[C@H](NC(=O)Cc3ccccc3)C(=O)N2[C@H]1C(=O)O", // penicillin G: a 4-ring
    "C1CCC1",
    "O=C1CCCCCC1", // a 7-ring
    "c1ccc2c(c1)CCCCC2", // benzocycloheptene
    "C1CCCCCCCCCCC1",
    "C1COCCN1", // morpholine
    "C1CNCCN1",
    "Clc1ccc(F)cc1",
    "Brc1ccc(Cl)cc1",
    "CCCCC",
    "C1CC2CCC1CC2",
  ];
  structures = screenStructures(rdkit, hand, 7);
});

/** True when the structure holds a bit of every mask of the query (the screen lets it through). */
const passes = (masks: Uint32Array[], structure: string) => {
  const bits = ringBits(structure);
  return masks.every((mask) => intersects(bits, mask));
};

const QUERIES = [
  "[C;r4]",
  "[C;r7]",
  "[N,O;R]1CC[N,O;R]CC1",
  "[Cl,Br,I]c1ccc([F,Cl])cc1",
  "[CH2]1[CH2][CH2][CH2][CH2]1",
  "[r6]",
  "[C&r4,Nr5]",
  "[C;!r4]",
  "[$([C;r4])]",
  "C~1~C~C~C~1",
  "[#6]1[#6][#6][#6]1",
  "[CH2]1CCCCCCCCCCC1",
];

describe("SMARTS ring screen", () => {
  it("never screens out a structure RDKit matches (same hits with and without the screen)", () => {
    const masks = new Map(QUERIES.map((q) => [q, smartsRingMasks(q)]));
    const screenedOut = expectScreenSound(rdkit, structures, QUERIES, (q, s) =>
      passes(masks.get(q) as Uint32Array[], s),
    );
    // The screen does something on these structures.
    expect(screenedOut).toBeGreaterThan(300);
  });

  it("reads ring sizes from required r<n> primitives and from the pattern's own cycles", () => {
    expect(smartsRingMasks("[C;r4]")).toHaveLength(1);
    expect(passes(smartsRingMasks("[C;r4]"), "C1CCCCC1")).toBe(false);
    expect(passes(smartsRingMasks("[C;r4]"), "CC1CCC1")).toBe(true);
    expect(passes(smartsRingMasks("[N,O;R]1CC[N,O;R]CC1"), "C1CCNC1")).toBe(false);
    expect(passes(smartsRingMasks("[N,O;R]1CC[N,O;R]CC1"), "C1COCCN1")).toBe(true);
    expect(passes(smartsRingMasks("[CH2]1CCCCCCCCCCC1"), "C1CCCCCCCCCC1")).toBe(false);
  });

  it("adds no condition for what it does not fully understand", () => {
    for (const q of [
      "[C;!r4]",
      "[C&r4,Nr5]",
      "[Cr4]",
      "[$([C;r4])]",
      "C~1~C~C~C~1",
      "[#6]1[#6][#6][#6]1",
      "[r]",
    ]) {
      expect({ q, masks: smartsRingMasks(q).length }).toEqual({ q, masks: 0 });
    }
  });
});
