import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readOneLineScheme } from "./one-line-scheme.ts";
import { readSchemeFileText } from "./read-scheme-file.ts";
import { formatOfText, IMPORT_LIMITS } from "./scheme-file.ts";
import { refusalOf } from "./test-files.ts";

const refusal = (text: string) => refusalOf(readOneLineScheme, text);

const one = (line: string) => {
  const [reaction] = readOneLineScheme(line);
  if (!reaction) throw new Error("no step");
  return reaction;
};

describe("one-line schemes", () => {
  it("reads the issue's example: reagents before ';', solvent and conditions after it, the yield last", () => {
    const step = one("CCO>>CC=O | TBSCl, imidazole; DMF, 0 °C→rt, 2 h | 92%");
    expect(step.substrates.map((m) => m.text)).toEqual(["CCO"]);
    expect(step.products.map((m) => m.text)).toEqual(["CC=O"]);
    expect(step.namedAgents).toEqual([
      { name: "TBSCl", hint: "reagent", stage: 1, amount: null },
      { name: "imidazole", hint: "reagent", stage: 1, amount: null },
      { name: "DMF", hint: "solvent", stage: 1, amount: null },
    ]);
    expect(step.temperature).toBe("0 °C to RT");
    expect(step.time).toBe("2 h");
    expect(step.yield).toBe("92%");
  });

  it("reads ranges, brsm, step counts, selectivities, amounts, atmospheres, concentration and a note", () => {
    const step = one(
      "CC=O>>CC(O)CC=C | (+)-Ipc2B(allyl) (1.5 equiv), Pd(OAc)2 (5 mol %); Et2O, −78 °C, 30 min, Ar, 0.1 M | 85–90%, dr >20:1 | Brown allylation",
    );
    expect(step.namedAgents?.map((a) => [a.name, a.amount])).toEqual([
      ["(+)-Ipc2B(allyl)", { value: 1.5, unit: "equiv" }],
      ["Pd(OAc)2", { value: 5, unit: "mol%" }],
      ["Et2O", null],
    ]);
    expect(step.temperature).toBe("-78 °C");
    expect(step.time).toBe("30 min");
    expect(step.yield).toBe("85\u201390%");
    expect(step.records).toEqual({
      atmosphere: { gas: "Ar", pressure: null },
      concentration: { value: 0.1, unit: "M" },
      selectivities: [{ type: "dr", ratio: [20, 1], more_than: true }],
    });
    expect(step.comment).toBe("Brown allylation");
    expect(one("CC=C>>CCC | H2 (50 bar), Pd/C; MeOH | 75% brsm").records?.atmosphere).toEqual({
      gas: "H2",
      pressure: { value: 50, unit: "bar" },
    });
    expect(one("CC=C>>CCC | H2, Pd/C; MeOH | 75% brsm").namedAgents?.map((a) => a.name)).toEqual([
      "H2",
      "Pd/C",
      "MeOH",
    ]);
    expect(one("CC=C>>CCC | | 75% brsm").yield).toBe("75% brsm");
    expect(one("CC=C>>CCC | | 60% over 3 steps").yield).toBe("60% (3 steps)");
    const both = one("CC=C>>CCC | | 70% (85% brsm)");
    expect(both.yield).toBe("70%");
    expect(both.comment).toBe("85% brsm (based on recovered starting material).");
    expect(one("CC=C>>CCC | | 88% (95% ee)").records?.selectivities).toEqual([
      { type: "ee", value: 95, more_than: false },
    ]);
  });

  it("gives reagents their stages from numbers or 'then', and keeps names with commas and brackets whole", () => {
    const numbered = one("CC(=O)C>>CC(=O)CC | (1) LDA, THF, −78 °C; (2) MeI, 1,3-dimethyl-2-imidazolidinone");
    expect(numbered.namedAgents?.map((a) => [a.name, a.stage, a.hint])).toEqual([
      ["LDA", 1, "reagent"],
      ["THF", 1, "reagent"],
      ["MeI", 2, "reagent"],
      ["1,3-dimethyl-2-imidazolidinone", 2, "reagent"],
    ]);
    // '2.5 M' is a concentration's number, not a stage '2.'.
    expect(one("CC>>CC | 2.5 M HCl; THF").namedAgents?.map((a) => [a.name, a.stage])).toEqual([
      ["2.5 M HCl", 1],
      ["THF", 1],
    ]);
    expect(one("CC>>CC | 1. LDA; 2. MeI").namedAgents?.map((a) => [a.name, a.stage])).toEqual([
      ["LDA", 1],
      ["MeI", 2],
    ]);
    const then = one("CC(=O)C>>CC(=O)CC | LDA, then MeI; THF");
    expect(then.namedAgents?.map((a) => [a.name, a.stage])).toEqual([
      ["LDA", 1],
      ["MeI", 2],
      ["THF", 2],
    ]);
  });

  it("lists what no draft field can hold instead of losing it", () => {
    const step = one("c1ccccc1Br>>c1ccccc1C | MeB(OH)2, Pd(PPh3)4 (cat.); dioxane | 80%");
    expect(step.namedAgents?.map((a) => a.name)).toContain("Pd(PPh3)4");
    expect(step.dropped).toEqual([
      { text: "(cat.)", reason: "Pd(PPh3)4 is kept; an amount needs a number, such as '5 mol %'" },
    ]);
  });

  it("names every bad line with what is wrong, and reads nothing then", () => {
    expect(refusal("CCO>>CC=O | | 92%\nCCO>CC=O\nCC>>CC | | 90–85%\n# note\nCC>>CC | | 105%")).toBe(
      "line 2: a reaction SMILES is written reactants>agents>products (or reactants>>products); " +
        "line 3: '90–85%' is not a yield: write 92%, 85–90% (lower end first, at most 100%), 70% brsm or 92% (2 steps); " +
        "line 5: '105%' is not a yield: write 92%, 85–90% (lower end first, at most 100%), 70% brsm or 92% (2 steps)",
    );
    expect(refusal("CCO >>CC=O")).toBe(
      "line 1: the reaction SMILES has a space in it; separate the fields with '|'",
    );
    expect(refusal("CC>>CC | a | b | c | d")).toMatch(/^line 1: a line has at most four fields/);
    expect(refusal("CC>>CC | | 50%, 60%")).toBe("line 1: the line gives two yields ('60%')");
    expect(refusal("CC>>CC | LDA (0 equiv)")).toBe("line 1: the amount 0 equiv is not between 0 and 1000");
    expect(refusal("# nothing\n\n")).toBe("line 1: the text holds no step");
    expect(refusal("CC>>CC | 12, THF")).toBe("line 1: '12' is a number, not a reagent or a condition");
    const many = Array.from({ length: 15 }, () => "bad").join("\n");
    expect(refusal(many)).toMatch(/line 10: .*; and 5 more lines$/);
  });

  it("is held to the file caps and structure limits of every import", () => {
    const long = `${"C".repeat(IMPORT_LIMITS.lineChars + 1)}>>C`;
    expect(readSchemeFileText("lines", long)).toEqual({
      ok: false,
      message: "line 1: the line has more than 25,000 characters",
    });
    expect(readSchemeFileText("lines", "C>>C\n".repeat(IMPORT_LIMITS.reactions + 1))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/more than 100 reactions/),
    });
    const big = `${"C".repeat(500)}>>C | | 50%`;
    expect(readSchemeFileText("lines", big)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^line 1: this structure has 500 atoms/),
    });
  });

  it("tells a pasted text's format by its first lines", () => {
    expect(formatOfText("CCO>>CC=O | TBSCl; DMF | 92%")).toBe("lines");
    expect(formatOfText("CCO>>CC=O oxidation\nCC=O>>CC(=O)O")).toBe("smiles");
    expect(formatOfText("  $RDFILE 1\n$DATM")).toBe("rdf");
    expect(formatOfText("$RXN\n\n")).toBe("rxn");
    expect(formatOfText('<?xml version="1.0"?><CDXML>')).toBe("cdxml");
    expect(formatOfText("\n  RDKit\n\n  1  0  0\nM  END\n$$$$\n")).toBe("sdf");
  });

  it("reads every example of docs/one-line-schemes.md as the page says", () => {
    const page = readFileSync(new URL("../../../docs/one-line-schemes.md", import.meta.url), "utf8");
    const examples = /## Examples\s+```\n([\s\S]*?)```/.exec(page)?.[1] ?? "";
    const steps = readOneLineScheme(examples);
    expect(steps).toHaveLength(6);
    const [silyl, chloride, allyl, hydrogenation, reduction, azide] = steps;
    expect(silyl?.temperature).toBe("0 °C to RT");
    expect(chloride?.records?.atmosphere).toEqual({ gas: "Ar", pressure: null });
    expect(allyl?.namedAgents?.map((a) => [a.name, a.stage])).toEqual([
      ["LDA", 1],
      ["THF", 1],
      ["allyl bromide", 2],
    ]);
    expect(allyl?.yield).toBe("70% brsm");
    expect(hydrogenation).toMatchObject({ yield: "quant.", time: "ON" });
    expect(hydrogenation?.records?.atmosphere).toEqual({ gas: "H2", pressure: { value: 50, unit: "bar" } });
    expect(reduction?.records?.selectivities).toEqual([{ type: "dr", ratio: [20, 1], more_than: true }]);
    expect(azide).toMatchObject({ yield: "60% (2 steps)", time: "12 h", temperature: "100 °C" });
    expect(azide?.agents.map((m) => m.text)).toEqual(["[Na+]", "[N-]=[N+]=[N-]"]);
  });
});
