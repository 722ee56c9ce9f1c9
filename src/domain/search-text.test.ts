import { describe, expect, it } from "vitest";
import { foldAccents, normalizeSearchText, tokenize, typoBudget } from "./search-text.ts";

describe("foldAccents", () => {
  it("strips diacritics and folds compatibility forms but keeps case", () => {
    expect(foldAccents("Négishi")).toBe("Negishi");
    expect(foldAccents("Müller-Ángel Çelik")).toBe("Muller-Angel Celik");
    expect(foldAccents("KMnO₄")).toBe("KMnO4");
    expect(foldAccents("Pd(PPh₃)₄")).toBe("Pd(PPh3)4");
    expect(foldAccents("m²")).toBe("m2");
    expect(foldAccents("Łukasz Søren Straße Œuvre")).toBe("Lukasz Soren Strasse OEuvre");
    expect(foldAccents("ﬁne")).toBe("fine");
  });
});

describe("normalizeSearchText", () => {
  it.each([
    ["Pd(PPh₃)₄", "pd(pph3)4"],
    ["KMnO₄", "kmno4"],
    ["Diels–Alder", "diels-alder"],
    ["Diels—Alder", "diels-alder"],
    ["Woodward", "woodward"],
    ["  Robert   B.\tWoodward \n", "robert b. woodward"],
    ["Négishi", "negishi"],
    ["NÉGISHI", "negishi"],
    ["α-Pinene", "alpha-pinene"],
    ["β-Lactam", "beta-lactam"],
    ["Δ⁹-THC", "delta9-thc"],
    ["µW", "muw"], // micro sign
    ["ΣΩ", "sigmaomega"],
    ["(−)-Strychnine", "(-)-strychnine"],
    ["Grubbs’ catalyst", "grubbs' catalyst"],
    ["Å MS", "a ms"],
    ["", ""],
  ])("%j -> %j", (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it("lets a plain-keyboard query match by substring", () => {
    expect(normalizeSearchText("Pd(PPh₃)₄").includes(normalizeSearchText("PPh3"))).toBe(true);
    expect(normalizeSearchText("Negishi coupling").includes(normalizeSearchText("négishi"))).toBe(true);
  });
});

describe("tokenize", () => {
  it.each([
    ["Pd(PPh₃)₄", ["pd", "pph3", "4"]],
    ["KMnO₄", ["kmno4"]],
    ["Diels–Alder reaction", ["diels", "alder", "reaction"]],
    ["Woodward", ["woodward"]],
    ["Négishi", ["negishi"]],
    ["(−)-Strychnine", ["strychnine"]],
    ["(±)-α-Pinene", ["alpha", "pinene"]],
    [
      "2,3-Dichloro-5,6-dicyano-1,4-benzoquinone",
      ["2", "3", "dichloro", "5", "6", "dicyano", "1", "4", "benzoquinone"],
    ],
    ["Grubbs' catalyst, 2nd gen.", ["grubbs", "catalyst", "2nd", "gen"]],
    ["  ", []],
    ["", []],
  ])("%j -> %j", (input, expected) => {
    expect(tokenize(input)).toEqual(expected);
  });

  it("gives the same tokens for a typed query and the stored name", () => {
    expect(tokenize("pd(pph3)4")).toEqual(tokenize("Pd(PPh₃)₄"));
    expect(tokenize("diels-alder")).toEqual(tokenize("Diels–Alder"));
    expect(tokenize("negishi")).toEqual(tokenize("Négishi"));
  });
});

describe("typoBudget", () => {
  it.each([
    ["thf", 0],
    ["qin", 0],
    ["b12", 0],
    ["quin", 1],
    ["taxol", 1],
    ["kmno4", 1],
    ["quinine", 1],
    ["mrophine", 2],
    ["strychnine", 2],
    ["1234", 0], // a number never
    ["20242025", 0],
  ] as const)("%j tolerates %d", (word, budget) => {
    expect(typoBudget(word)).toBe(budget);
  });
});
