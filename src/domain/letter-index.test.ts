import { describe, expect, it } from "vitest";
import { groupByLetter, indexLetter, LETTERS } from "./letter-index.ts";

describe("LETTERS", () => {
  it("is A to Z then #", () => {
    expect(LETTERS).toHaveLength(27);
    expect(LETTERS[0]).toBe("A");
    expect(LETTERS[25]).toBe("Z");
    expect(LETTERS[26]).toBe("#");
  });
});

describe("indexLetter", () => {
  it.each([
    ["Strychnine", "S"],
    ["strychnine", "S"],
    ["Érythromycin", "E"],
    ["Öhler", "O"],
    ["Łukasiewicz", "L"],
    ["(−)-Strychnine", "S"],
    ["(-)-Strychnine", "S"],
    ["(+)-Discodermolide", "D"],
    ["(±)-Gibberellic acid", "G"],
    ["(S)-Ibuprofen", "I"],
    ["(2S,3R)-Threonine", "T"],
    ["(4aR,8aS)-Decalin", "D"],
    ["(R)-(+)-Limonene", "L"],
    ["(E)-Stilbene", "S"],
    ["D-Glucose", "G"],
    ["L-Proline", "P"],
    ["DL-Alanine", "A"],
    ["ent-Kaurene", "K"],
    ["cis-Jasmone", "J"],
    ["tert-Butyllithium", "B"],
    ["n-Butyllithium", "B"],
    ["N-Bromosuccinimide", "B"],
    ["p-Toluenesulfonic acid", "T"],
    ["α-Pinene", "P"],
    ["β-Carotene", "C"],
    ["Δ⁹-Tetrahydrocannabinol", "T"],
    ["(Diacetoxyiodo)benzene", "D"],
    ["[Bis(trifluoroacetoxy)iodo]benzene", "B"],
    ["E-64", "E"], // a bare 'E-' prefix that leaves no letter is the name itself
    ["2-Deoxyribose", "#"],
    ["11-Deoxyjervine", "#"],
    ["(+)-2-Methylbutanol", "#"],
    ["(S)-2-Methylbutanol", "#"],
    ["1α,25-Dihydroxyvitamin D3", "#"],
    ["αβγ", "#"],
    ["ΔTHC", "#"],
    ["", "#"],
    ["   ", "#"],
    ["(+)-", "#"],
    ["Woodward", "W"],
    ["de Lera", "D"],
    ["O'Brien", "O"],
  ])("%j -> %s", (name, letter) => {
    expect(indexLetter(name)).toBe(letter);
  });
});

describe("groupByLetter", () => {
  it("groups in LETTERS order, keeping input order and leaving empty letters out", () => {
    const names = ["Taxol", "(−)-Strychnine", "2-Deoxyribose", "Saxitoxin", "α-Pinene", "Brevetoxin"];
    expect(groupByLetter(names, (n) => n)).toEqual([
      { letter: "B", items: ["Brevetoxin"] },
      { letter: "P", items: ["α-Pinene"] },
      { letter: "S", items: ["(−)-Strychnine", "Saxitoxin"] },
      { letter: "T", items: ["Taxol"] },
      { letter: "#", items: ["2-Deoxyribose"] },
    ]);
    expect(groupByLetter([], (n: string) => n)).toEqual([]);
  });
});
