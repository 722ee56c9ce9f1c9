import { describe, expect, it } from "vitest";
import { readSmilesList } from "./smiles-list.ts";
import { fixtureFile, refusalOf } from "./test-files.ts";

const refusal = (text: string) => refusalOf(readSmilesList, text);

describe("reaction SMILES lists", () => {
  it("reads one step per line, skipping comments and blank lines; text after the SMILES is the comment", () => {
    const [first, second] = readSmilesList(fixtureFile("route.smi"));
    expect(first?.where).toBe("line 2");
    expect(first?.substrates.map((m) => m.text)).toEqual(["O=Cc1ccccc1", "C[Mg]Br"]);
    expect(first?.agents.map((m) => m.text)).toEqual(["C1CCOC1"]);
    expect(first?.products.map((m) => m.text)).toEqual(["CC(O)c1ccccc1"]);
    expect(first?.comment).toBe("Grignard addition");
    expect(second?.where).toBe("line 4");
    expect(second?.comment).toBe("");
  });

  it("drops a CXSMILES extension and reads a step without agents", () => {
    const [step] = readSmilesList("CC=O>>CCO |f:0|  reduction\n");
    expect(step?.agents).toEqual([]);
    expect(step?.comment).toBe("reduction");
  });

  it("names the line it cannot read", () => {
    expect(refusal("CC>>CC\nCCO\n")).toBe(
      "line 2: a reaction SMILES is written reactants>agents>products (or reactants>>products)",
    );
    expect(refusal("# only a comment\n\n")).toBe("line 1: the list holds no reaction SMILES");
    expect(refusal("CC>>CC\n>>CC\n")).toBe("line 2: the reaction has no reactant");
    expect(refusal("CC..C>>CC\n")).toBe("line 1: a molecule is empty (two '.' in a row?)");
    expect(refusal(`${"C.".repeat(20)}C>>CC`)).toBe(
      "line 1: the reaction has 21 substrates; a step may have at most 20",
    );
  });
});
