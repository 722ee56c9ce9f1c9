import { describe, expect, it } from "vitest";
import { hasExactName } from "./lookup-rows.ts";

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
