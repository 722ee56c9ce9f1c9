import { describe, expect, it } from "vitest";
import { readRdFile } from "./rd-file.ts";
import { fixtureFile, refusalOf } from "./test-files.ts";

const refusal = (text: string) => refusalOf(readRdFile, text);

describe("RDfiles", () => {
  it("reads each $RFMT record as a step, with reagents, solvents, conditions and yield from its data fields", () => {
    const [first, second] = readRdFile(fixtureFile("two-steps.rdf"));
    expect(first?.where).toBe("record 1 (line 3)");
    expect(first?.substrates.map((m) => m.name)).toEqual(["benzaldehyde"]);
    expect(first).toMatchObject({
      reagentNames: ["MeMgBr"],
      solventNames: ["THF"],
      temperature: "-78 °C",
      yield: "92%",
      time: null,
    });
    // A formula field is not a name; "PCC; NaOAc" names two reagents.
    expect(second).toMatchObject({ reagentNames: ["PCC", "NaOAc"], solventNames: ["CH2Cl2"], time: "2 h" });
    expect(second?.products).toHaveLength(1);
  });

  it("reads records of V3000 reactions", () => {
    const reactions = readRdFile(fixtureFile("two-steps-v3000.rdf"));
    expect(reactions).toHaveLength(2);
    expect(reactions[1]?.substrates[0]?.text).toContain("M  V30 BEGIN CTAB");
  });

  it("reads a reagent given as a structure ($DATUM $MFMT) with its name, and a value wrapped over two lines", () => {
    const rdf = fixtureFile("two-steps.rdf").trimEnd().split("\n");
    const molfile = fixtureFile("oxidation-v2000.rxn").split("\n").slice(6, 29);
    const text = [
      ...rdf,
      "$DTYPE RXN:VARIATION(1):REAGENT(2):MOL:MOLSTRUCTURE",
      "$DATUM $MFMT",
      ...molfile,
      "$DTYPE RXN:VARIATION(1):REAGENT(2):MOL:NAME",
      "$DATUM pyridinium",
      " chlorochromate",
      "$DTYPE RXN:VARIATION(1):COMMENTS",
      "$DATUM Corey and Suggs",
    ].join("\n");
    const second = readRdFile(text)[1];
    expect(second?.agents).toHaveLength(1);
    expect(second?.agents[0]).toMatchObject({
      name: "pyridinium chlorochromate",
      role: "reagent",
      kind: "molfile",
    });
    expect(second?.comment).toBe("Corey and Suggs");
  });

  it("names the record and line it cannot read", () => {
    const good = fixtureFile("two-steps.rdf").split("\n");
    expect(refusal(good.slice(1).join("\n"))).toBe("line 1: an RDfile starts with the line '$RDFILE 1'");
    const second = good.findIndex((l, i) => i > 3 && l.startsWith("$RFMT"));
    const broken = [...good];
    broken[second + 5] = "  x  1";
    expect(refusal(broken.join("\n"))).toBe(
      `record 2, line ${second + 6}: the fifth line of an RXN file must count its reactants and products (3 columns each)`,
    );
    const noDatum = good.filter(
      (l, i) => !(l.startsWith("$DATUM") && i === good.findIndex((x) => x.startsWith("$DATUM"))),
    );
    expect(refusal(noDatum.join("\n"))).toMatch(
      /^record 1, line \d+: a '\$DTYPE' line is followed by its '\$DATUM' line$/,
    );
    expect(refusal("$RDFILE 1\n$DATM x\n$MFMT\n")).toBe(
      "line 3: this record is a molecule ($MFMT); import molecules as an SD file",
    );
    expect(refusal("$RDFILE 1\n$DATM x\n")).toBe("line 1: the RDfile holds no reaction record");
    expect(refusal("$RDFILE 1\nrubbish\n")).toBe("line 2: expected '$RFMT', the start of a reaction record");
  });

  it("refuses more than 100 records, naming the record past the limit", () => {
    const record = fixtureFile("two-steps.rdf").split("\n").slice(2).join("\n");
    const text = `$RDFILE 1\n${Array(51).fill(record).join("\n")}`;
    expect(refusal(text)).toMatch(
      /^line \d+: the file has more than 100 reactions; import at most 100 at a time$/,
    );
  });
});
