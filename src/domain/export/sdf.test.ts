import { describe, expect, it } from "vitest";
import { dataItem, namedMolblock, sdfRecord } from "./sdf.ts";

const meta = { revision: 5, modified: null, origin: "https://example.org" };
const MOLBLOCK =
  "\n     RDKit          2D\n\n  1  0  0  0  0  0  0  0  0  0999 V2000\n    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0\nM  END\n";

describe("SD file records", () => {
  it("keeps a data item free of blank lines, and a long identifier on one line", () => {
    expect(dataItem("NAME", "a\n\n b \r\n")).toBe("> <NAME>\na\n b\n\n");
    const inchi = `InChI=1S/${"C".repeat(450)}`;
    expect(dataItem("INCHI", inchi)).toBe(`> <INCHI>\n${inchi}\n\n`);
  });

  it("names the molecule and the dataset in the molblock's header lines", () => {
    const lines = namedMolblock(MOLBLOCK, "Menthol\nisomer", "Synthesis Archive r5, CC BY 4.0").split("\n");
    expect(lines[0]).toBe("Menthol isomer");
    expect(lines[1]).toBe("     RDKit          2D");
    expect(lines[2]).toBe("Synthesis Archive r5, CC BY 4.0");
    expect(lines[3]).toMatch(/V2000$/);
  });

  it("writes the fields it has, the syntheses as ids and urls, the dataset on the first record only", () => {
    const entry = { smiles: "C", name: "methane", formula: "CH4", syntheses: [2, 9] };
    const first = sdfRecord(MOLBLOCK, entry, meta, true);
    expect(first).toContain("> <SMILES>\nC\n\n");
    expect(first).toContain("> <SYNTHESES>\n2, 9\n\n");
    expect(first).toContain("> <SYNTHESIS_URLS>\nhttps://example.org/syn/2\nhttps://example.org/syn/9\n\n");
    expect(first).toContain("> <DATASET_LICENSE>\nhttps://creativecommons.org/licenses/by/4.0/\n\n");
    expect(first).not.toContain("INCHI");
    expect(first.endsWith("$$$$\n")).toBe(true);
    const next = sdfRecord(
      MOLBLOCK,
      { ...entry, name: null, formula: null, inchikey: "VNWKTOKETHGBQD-UHFFFAOYSA-N" },
      meta,
      false,
    );
    expect(next).not.toContain("DATASET");
    expect(next).not.toContain("<NAME>");
    expect(next).toContain("> <INCHIKEY>\nVNWKTOKETHGBQD-UHFFFAOYSA-N\n\n");
  });
});
