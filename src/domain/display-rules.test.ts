import { describe, expect, it } from "vitest";
import {
  chemicalAlt,
  chiralityLabel,
  conditionsLine,
  formulaSegments,
  isOtherSchemeUrl,
  partHeading,
  partsInReadingOrder,
  reactionChains,
  referenceHref,
  safeWebUrl,
  sameChemicals,
  sampleSources,
  separateDoiHref,
  stageGroups,
  stepAnchor,
  synonymsLabel,
} from "./display-rules.ts";

describe("isOtherSchemeUrl", () => {
  it("is true for an address of another scheme than http(s), false for web addresses and unfinished text", () => {
    for (const url of [
      "javascript:alert(1)",
      " JAVASCRIPT:alert(1)",
      "data:text/html,x",
      "file:///x",
      "doi:10.1/x",
    ]) {
      expect(isOtherSchemeUrl(url), url).toBe(true);
    }
    for (const url of ["https://example.org/", "HTTP://example.org", "www.example", "", null, undefined]) {
      expect(isOtherSchemeUrl(url), String(url)).toBe(false);
    }
  });
});

describe("referenceHref", () => {
  it("prefers the URL when both exist", () => {
    expect(referenceHref({ doi: "10.1021/ja00001", url: "https://example.org/paper" })).toBe(
      "https://example.org/paper",
    );
  });

  it("falls back to doi.org", () => {
    expect(referenceHref({ doi: "10.1021/ja00001", url: null })).toBe("https://doi.org/10.1021/ja00001");
    expect(referenceHref({ doi: "10.1002/(SICI)1521<1>", url: "" })).toBe(
      "https://doi.org/10.1002/(SICI)1521%3C1%3E",
    );
  });

  it("never links a script URL and gives null without a target", () => {
    expect(referenceHref({ doi: null, url: "javascript:alert(1)" })).toBeNull();
    expect(referenceHref({ doi: "10.1/x", url: "javascript:alert(1)" })).toBe("https://doi.org/10.1/x");
    expect(referenceHref({ doi: null, url: null })).toBeNull();
    expect(safeWebUrl("not a url")).toBeNull();
  });
});

describe("separateDoiHref", () => {
  it("gives the DOI its own link when the reference links to its URL", () => {
    expect(separateDoiHref({ doi: "10.1055/s-0041-1737869", url: "https://thieme-connect.com/x" })).toBe(
      "https://doi.org/10.1055/s-0041-1737869",
    );
    // A script URL is no link, so the DOI already carries the reference's own link.
    expect(separateDoiHref({ doi: "10.1/x", url: "javascript:alert(1)" })).toBeNull();
  });

  it("adds nothing when the reference already links to its DOI or has none", () => {
    expect(separateDoiHref({ doi: "10.1021/ja00001", url: null })).toBeNull();
    expect(
      separateDoiHref({ doi: "10.1039/CT9171100762", url: "https://doi.org/10.1039/CT9171100762" }),
    ).toBeNull();
    expect(separateDoiHref({ doi: "10.1002/X;1<2>", url: "https://doi.org/10.1002/x;1%3C2%3E" })).toBeNull();
    expect(separateDoiHref({ doi: null, url: "https://example.org/paper" })).toBeNull();
    expect(separateDoiHref({ doi: "  ", url: "https://example.org/paper" })).toBeNull();
  });
});

describe("stageGroups", () => {
  const r = (name: string, stage: number) => ({ name, pivot: { stage } });

  it("treats stages 0 and 1 as the first stage", () => {
    expect(stageGroups([r("LDA", 0), r("HMPA", 1)])).toEqual([[r("LDA", 0), r("HMPA", 1)]]);
  });

  it("orders several stages", () => {
    expect(stageGroups([r("MeI", 3), r("LDA", 1), r("HMPA", 3)]).map((g) => g.map((x) => x.name))).toEqual([
      ["LDA"],
      ["MeI", "HMPA"],
    ]);
  });

  it("gives nothing for no reagents", () => {
    expect(stageGroups([])).toEqual([]);
  });
});

describe("small labels", () => {
  it("builds the synonyms tooltip", () => {
    expect(synonymsLabel({ synonyms: [{ synonym: "a" }, { synonym: "b" }] })).toBe("Synonyms : a, b");
    expect(synonymsLabel({ synonyms: [] })).toBeNull();
  });

  it("joins only the conditions that are set", () => {
    expect(conditionsLine({ temperature: "-78 °C", time: null, yield: "60% (3 steps)" })).toBe(
      "-78 °C, 60% (3 steps)",
    );
    expect(conditionsLine({ temperature: " ", time: null, yield: null })).toBeNull();
    expect(
      conditionsLine({
        temperature: "RT",
        time: "2 h",
        yield: "46–50% brsm",
        atmosphere: { gas: "H2", pressure: { value: 1, unit: "atm" } },
      }),
    ).toBe("RT, 2 h, H₂ (1 atm), 46–50% brsm");
  });

  it("names structures", () => {
    expect(chemicalAlt({ name: "menthol" })).toBe("Structure of menthol");
    expect(chemicalAlt({ name: null })).toBe("Structure");
  });

  it("heads parts", () => {
    expect(partHeading(1, 3)).toBe("Part 1 of 3");
    expect(partHeading(0, 3)).toBe("Remaining steps");
  });

  it("names a step's anchor after its part and step", () => {
    expect(stepAnchor(1, 5)).toBe("part-1-step-5");
    expect(stepAnchor(0, 2)).toBe("part-0-step-2");
  });

  it("hides a chirality that does not apply", () => {
    expect(chiralityLabel("Racemic")).toBe("Racemic");
    expect(chiralityLabel("Not Applicable")).toBeNull();
    expect(chiralityLabel("0")).toBeNull();
  });

  it("cuts a formula into subscripts and a charge", () => {
    expect(formulaSegments("C2H3O2-")).toEqual([
      { text: "C", kind: "text" },
      { text: "2", kind: "sub" },
      { text: "H", kind: "text" },
      { text: "3", kind: "sub" },
      { text: "O", kind: "text" },
      { text: "2", kind: "sub" },
      { text: "-", kind: "sup" },
    ]);
    expect(formulaSegments("C6H14N2+2").at(-1)).toEqual({ text: "+2", kind: "sup" });
  });
});

describe("parts and chains", () => {
  it("reads numbered parts first and part 0 last", () => {
    expect(partsInReadingOrder([{ number: 0 }, { number: 2 }, { number: 1 }]).map((p) => p.number)).toEqual([
      1, 2, 0,
    ]);
  });

  const c = (filename: string) => ({ filename, extension: "svg" });

  it("compares chemicals as sets", () => {
    expect(sameChemicals([c("a"), c("b")], [c("b"), c("a")])).toBe(true);
    expect(sameChemicals([c("a")], [c("a"), c("b")])).toBe(false);
    expect(sameChemicals([], [])).toBe(false);
  });

  it("chains reactions that start from the previous products", () => {
    const r1 = { id: 1, substrates: [c("a")], products: [c("b")] };
    const r2 = { id: 2, substrates: [c("b")], products: [c("c")] };
    const r3 = { id: 3, substrates: [c("x")], products: [c("y")] };
    expect(reactionChains([r1, r2, r3]).map((chain) => chain.map((r) => r.id))).toEqual([[1, 2], [3]]);
  });

  it("starts a new run at a reaction that uses its substrate twice, so the ×2 is drawn", () => {
    const r1 = { id: 1, substrates: [c("a")], products: [c("b")] };
    const r2 = { id: 2, substrates: [{ ...c("b"), coefficient: 2 }], products: [c("c")] };
    const r3 = { id: 3, substrates: [{ ...c("c"), coefficient: null }], products: [c("d")] };
    expect(reactionChains([r1, r2, r3]).map((chain) => chain.map((r) => r.id))).toEqual([[1], [2, 3]]);
  });
});

describe("sampleSources", () => {
  it("labels only the syntheses asked for", () => {
    const list = [
      { id: 1, year: 1954, molecule: { name: "Strychnine" }, author: { lastName: "Woodward" } },
      { id: 2, year: 1990, molecule: { name: "Taxol" }, author: { lastName: "Holton" } },
    ];
    expect(sampleSources(list, [2, 2, 9])).toEqual({
      2: { molecule: "Taxol", label: "Synthesis of Taxol by Holton (1990)" },
    });
  });
});
