import { describe, expect, it } from "vitest";
import { readRxnFile } from "./rxn-file.ts";
import { fixtureFile, refusalOf } from "./test-files.ts";

const refusal = (text: string) => refusalOf(readRxnFile, text);

describe("RXN files", () => {
  it("reads a V2000 reaction: reactants, products and agents in order, each Molfile with its title as name", () => {
    const [reaction] = readRxnFile(fixtureFile("oxidation-v2000.rxn"));
    expect(reaction?.comment).toBe("Oxidation");
    expect(reaction?.substrates.map((m) => m.name)).toEqual(["1-phenylethanol"]);
    expect(reaction?.products.map((m) => m.name)).toEqual(["acetophenone"]);
    expect(reaction?.agents.map((m) => m.name)).toEqual(["CH2Cl2"]);
    expect(reaction?.substrates[0]?.text).toMatch(/^1-phenylethanol\n[\s\S]*V2000[\s\S]*M {2}END\n$/);
    expect(reaction?.products[0]?.where).toBe("line 31");
  });

  it("reads a V3000 reaction: each connection table becomes a V3000 Molfile", () => {
    const [reaction] = readRxnFile(fixtureFile("esterification-v3000.rxn"));
    expect(reaction?.substrates).toHaveLength(2);
    expect(reaction?.products).toHaveLength(1);
    expect(reaction?.agents).toHaveLength(1);
    const molfile = reaction?.products[0]?.text.split("\n") ?? [];
    expect(molfile[3]).toMatch(/V3000$/);
    expect(molfile[4]).toBe("M  V30 BEGIN CTAB");
    expect(molfile.at(-2)).toBe("M  END");
  });

  it("names the line of a broken counts line, a missing $MOL, a Molfile without M  END and text after the reaction", () => {
    const good = fixtureFile("oxidation-v2000.rxn").split("\n");
    expect(refusal(["$RXN", "", "", "", " x  1", ...good.slice(5)].join("\n"))).toBe(
      "line 5: the fifth line of an RXN file must count its reactants and products (3 columns each)",
    );
    expect(refusal(["$RXN", "", "", "", "  0  1"].join("\n"))).toBe("line 5: the reaction has no reactant");
    const noMol = [...good];
    noMol[5] = "$MOLX";
    expect(refusal(noMol.join("\n"))).toBe("line 6: expected '$MOL' before reactant 1 of 1");
    const noEnd = good.filter((_, i) => i !== 28);
    expect(refusal(noEnd.join("\n"))).toBe(
      "line 29: '$MOL' comes before the 'M  END' of the Molfile that starts at line 7",
    );
    expect(refusal(`${good.join("\n")}\n$RXN\n`)).toMatch(
      /an RXN file holds one reaction; use an RDfile for several$/,
    );
    expect(refusal("CCO>>CC=O")).toBe("line 1: an RXN file starts with a '$RXN' line");
  });

  it("names the line of a broken V3000 block and checks the counts", () => {
    const good = fixtureFile("esterification-v3000.rxn").split("\n");
    const counts = [...good];
    counts[4] = "M  V30 COUNTS 3 1 1";
    expect(refusal(counts.join("\n"))).toBe(
      "line 5: the counts line announces 3 substrates but the file holds 2",
    );
    const open = good.filter((_, i) => i !== good.indexOf("M  V30 END CTAB"));
    expect(refusal(open.join("\n"))).toBe(
      "line 31: the connection table that starts at line 7 is not closed by 'M  V30 END CTAB'",
    );
    expect(refusal(good.filter((l) => l !== "M  END").join("\n"))).toBe(
      "line 1: this V3000 reaction has no 'M  END' line",
    );
  });
});
