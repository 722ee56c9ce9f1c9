import { describe, expect, it } from "vitest";
import { readSdFile } from "./sd-file.ts";
import { fixtureFile, refusalOf } from "./test-files.ts";

const refusal = (text: string) => refusalOf(readSdFile, text);

describe("SD files of a route's compounds", () => {
  it("makes each record after the first the product of a step whose substrate is the record before", () => {
    const [first, second] = readSdFile(fixtureFile("route.sdf"));
    expect(first?.substrates.map((m) => m.name)).toEqual(["benzaldehyde"]);
    // The NAME field wins over the title line.
    expect(first?.products.map((m) => m.name)).toEqual(["1-phenylethanol"]);
    expect(first).toMatchObject({
      reagentNames: ["MeMgBr"],
      solventNames: ["THF"],
      temperature: "-78 °C",
      yield: "92%",
    });
    expect(second?.substrates[0]?.text).toBe(first?.products[0]?.text);
    expect(second).toMatchObject({
      reagentNames: ["PCC"],
      solventNames: ["CH2Cl2"],
      time: "2 h",
      yield: null,
    });
    expect(second?.products.map((m) => m.name)).toEqual(["acetophenone"]);
    expect(second?.where).toMatch(/^record 3 \(line \d+\)$/);
  });

  it("reads a record whose title line is blank and a last record without $$$$", () => {
    const text = fixtureFile("route.sdf")
      .replace("benzaldehyde\n", "\n")
      .replace(/\$\$\$\$\n$/, "");
    const reactions = readSdFile(text);
    expect(reactions).toHaveLength(2);
    expect(reactions[0]?.substrates[0]?.name).toBe("");
  });

  it("needs two records and names the record and line it cannot read", () => {
    const records = fixtureFile("route.sdf").split("$$$$\n");
    expect(refusal(`${records[0]}$$$$\n`)).toBe(
      "record 1 (line 1): an SD file of a route needs at least two compounds: the starting material, then each step's product",
    );
    const broken = fixtureFile("route.sdf").replace("> <REAGENTS>\nPCC", "REAGENTS\nPCC");
    expect(refusal(broken)).toMatch(
      /^record 3, line \d+: expected a data item \('> <NAME>'\) or '\$\$\$\$'$/,
    );
    const counts = fixtureFile("route.sdf").split("\n");
    counts[3] = "nine atoms";
    expect(refusal(counts.join("\n"))).toBe(
      "record 1, line 4: the fourth line of a Molfile must be its counts line (atoms and bonds, then V2000 or V3000)",
    );
  });
});
