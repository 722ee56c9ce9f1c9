import { describe, expect, it } from "vitest";
import type { SynthesisDocument } from "../synthesis-document.ts";
import { rdfDate, rdfHeader, rdfReactionsOf, rdfRecord } from "./rdf.ts";

const meta = { revision: 8, modified: "2026-03-04T05:06:00Z", origin: "https://example.org" };
const MOL =
  "\n     RDKit          2D\n\n  1  0  0  0  0  0  0  0  0  0999 V2000\n    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0\nM  END\n";
const document = {
  references: [{ display: "A. Author, J. Chem. 1990, 1", doi: "10.1000/x", url: null }],
  parts: [
    {
      number: 1,
      reactions: [
        {
          step: 1,
          substrates: [
            { name: "methane", smiles: "C" },
            { name: "drawn only", smiles: null, filename: "f" },
          ],
          products: [{ name: "ethane", smiles: "CC" }],
          reagents: [{ name: "LiAlH4", stage: 1, amount: { value: 1.5, unit: "equiv" } }],
          solvents: ["THF", "Et2O"],
          temperature: "0 °C",
          time: "2 h",
          yield: "85%",
          selectivity: null,
          special_condition: null,
          named_reactions: [],
          atmosphere: { gas: "N2", pressure: null },
          concentration: null,
          neat: false,
          selectivities: [],
        },
      ],
    },
  ],
} as unknown as SynthesisDocument;

describe("RDfile", () => {
  it("starts with $RDFILE 1 and the revision's date", () => {
    expect(rdfDate("2026-03-04T05:06:00Z")).toBe("03/04/26 05:06");
    expect(rdfHeader(meta)).toBe("$RDFILE 1\n$DATM    03/04/26 05:06\n");
  });

  it("writes a reaction's structures as an RXN block and its facts as data fields", () => {
    const [reaction] = rdfReactionsOf(4, document);
    const text = rdfRecord(
      reaction as NonNullable<typeof reaction>,
      (s) => (s === "C" || s === "CC" ? MOL : null),
      meta,
      true,
    );
    const lines = text.split("\n");
    expect(lines.slice(0, 6)).toEqual([
      "$RFMT",
      "$RXN",
      "Synthesis 4, part 1, step 1",
      "  SynArch",
      "Synthesis Archive r8, CC BY 4.0",
      "  1  1",
    ]);
    expect(text.split("$MOL\n").length).toBe(3);
    expect(text).toContain("$MOL\nmethane\n");
    expect(text).toContain("$DTYPE SUBSTRATES_WITHOUT_STRUCTURE\n$DATUM drawn only\n");
    expect(text).toContain("$DTYPE REAGENTS\n$DATUM LiAlH4 (1.5 equiv)\n");
    expect(text).toContain("$DTYPE SOLVENTS\n$DATUM THF; Et2O\n");
    expect(text).toContain("$DTYPE CONDITIONS\n$DATUM 0 °C; 2 h; N₂\n");
    expect(text).toContain("$DTYPE YIELD\n$DATUM 85%\n");
    expect(text).toContain("$DTYPE REFERENCES\n$DATUM A. Author, J. Chem. 1990, 1 doi:10.1000/x\n");
    expect(text).toContain("$DTYPE DATASET_LICENSE\n$DATUM https://creativecommons.org/licenses/by/4.0/\n");
    expect(text).not.toContain("SELECTIVITY");
  });

  it("leaves the dataset's fields to the first record", () => {
    const [reaction] = rdfReactionsOf(4, document);
    expect(rdfRecord(reaction as NonNullable<typeof reaction>, () => MOL, meta, false)).not.toContain(
      "DATASET",
    );
  });
});
