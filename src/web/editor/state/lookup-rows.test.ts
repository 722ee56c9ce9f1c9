import { describe, expect, it } from "vitest";
import { exactItem, hasExactName } from "./lookup-rows.ts";

const reagents = [
  { name: "DDQ", synonyms: ["2,3-Dichloro-5,6-dicyano-1,4-benzoquinone"] },
  { name: "KMnO₄", synonyms: [] },
];
const allNames = (r: (typeof reagents)[number]) => [r.name, ...r.synonyms];

describe("hasExactName: when a picker offers to add the typed name", () => {
  it("finds a name typed in another case or with spaces around it", () => {
    expect(hasExactName(reagents, allNames, "  ddq ")).toBe(true);
    expect(hasExactName(reagents, allNames, "2,3-dichloro-5,6-dicyano-1,4-benzoquinone")).toBe(true);
  });

  it("does not take a part of a name for the name", () => {
    expect(hasExactName(reagents, allNames, "DD")).toBe(false);
    expect(hasExactName(reagents, allNames, "KMnO")).toBe(false);
  });

  it("counts only the names it is given, and nothing for an empty search", () => {
    expect(hasExactName(reagents, (r) => [r.name], "2,3-dichloro-5,6-dicyano-1,4-benzoquinone")).toBe(false);
    expect(hasExactName(reagents, allNames, "   ")).toBe(false);
  });
});

describe("exactItem", () => {
  const agents = [
    { name: "AD-mix-α", synonyms: ["K₂OsO₂(OH)₄", "K₂CO₃"] },
    { name: "Pd(dppf)Cl₂", synonyms: [] },
    { name: "K₂CO₃", synonyms: ["potassium carbonate"] },
    { name: "PdCl₂", synonyms: [] },
  ];
  const names = (r: (typeof agents)[number]) => [r.name, ...r.synonyms];

  it("finds the item of the typed name before one that lists it as a synonym, subscripts read as digits", () => {
    expect(exactItem(agents, names, "K2CO3")?.name).toBe("K₂CO₃");
    expect(exactItem(agents, names, " pdcl2 ")?.name).toBe("PdCl₂");
    expect(exactItem(agents, names, "Potassium carbonate")?.name).toBe("K₂CO₃");
  });

  it("finds nothing for a part of a name or an empty search", () => {
    expect(exactItem(agents, names, "PdCl")).toBeUndefined();
    expect(exactItem(agents, names, "  ")).toBeUndefined();
    expect(hasExactName(agents, names, "K2CO3")).toBe(true);
  });
});
