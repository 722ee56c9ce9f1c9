import { describe, expect, it } from "vitest";
import { readRdFile as readRdLikeATool } from "../../../tests/support/ctfile.ts";
import { rdFrame } from "../../../tests/support/ctfile-frame.ts";
import { FORGING_NAMES, MOLFILE_MARKER } from "../../../tests/support/forged-names.ts";
import { readRdFile } from "../import/rd-file.ts";
import type { SynthesisDocument } from "../synthesis-document.ts";
import { oneLine } from "./export-meta.ts";
import { type RdfReaction, rdfDate, rdfHeader, rdfReactionsOf, rdfRecord } from "./rdf.ts";

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

  /** A reaction whose every name and text is `name`: a drawn substrate and product, one undrawn. */
  const hostileReaction = (name: string, step: number): RdfReaction => ({
    synthesisId: 4,
    part: 1,
    step,
    substrates: [
      { name, smiles: "C" },
      { name, smiles: null },
    ],
    products: [{ name, smiles: "CC" }],
    fields: {
      reagents: [name],
      solvents: [name],
      conditions: [name],
      yield: name,
      selectivity: name,
      namedReactions: [name],
    },
    references: [name],
  });
  const molOf = (s: string) => (s === "C" || s === "CC" ? MOL : null);
  /** A Molfile title line as a reader gives it back: trimmed, at most 80 characters. */
  const titleRead = (name: string) => Array.from(oneLine(name)).slice(0, 80).join("");

  it("keeps every record whole whatever its names and data hold, and the importer reads the names back", () => {
    const text =
      rdfHeader(meta) +
      FORGING_NAMES.map((name, i) => rdfRecord(hostileReaction(name, i + 1), molOf, meta, i === 0)).join("");
    expect(text.split("\n").filter((line) => line === "$RFMT")).toHaveLength(FORGING_NAMES.length);
    const fields = [
      "SYNTHESIS_ID",
      "SYNTHESIS_URL",
      "PART",
      "STEP",
      "SUBSTRATES_WITHOUT_STRUCTURE",
      "REAGENTS",
      "SOLVENTS",
      "CONDITIONS",
      "YIELD",
      "SELECTIVITY",
      "NAMED_REACTIONS",
      "REFERENCES",
    ];
    const dataset = ["DATASET", "DATASET_LICENSE", "DATASET_CREATOR", "DATASET_REVISION", "DATASET_SOURCE"];
    const frame = rdFrame(text);
    expect(frame.map((r) => [r.reactants, r.products, r.fields])).toEqual(
      FORGING_NAMES.map((_, i) => [1, 1, i === 0 ? [...fields, ...dataset] : fields]),
    );
    frame.forEach((record, i) => {
      expect(record.data.STEP).toBe(String(i + 1));
      for (const title of record.titles) expect(Array.from(title).length).toBeLessThanOrEqual(80);
    });
    // A reader that cuts records at `$RFMT` lines and structures at `$MOL` lines, as other tools do.
    expect(readRdLikeATool(text).records.map((r) => r.data.STEP)).toEqual(
      FORGING_NAMES.map((_, i) => String(i + 1)),
    );
    // The archive's own importer: every step, its structures' names and its reagents and solvents.
    const steps = readRdFile(text);
    expect(steps.map((s) => [s.substrates.length, s.products.length])).toEqual(
      FORGING_NAMES.map(() => [1, 1]),
    );
    FORGING_NAMES.forEach((name, i) => {
      const step = steps[i];
      expect(step?.substrates[0]?.name).toBe(titleRead(name));
      expect(step?.products[0]?.name).toBe(titleRead(name));
      expect(step?.reagentNames).toEqual([oneLine(name)]);
      expect(step?.solventNames).toEqual([oneLine(name)]);
      expect(step?.yield).toBe(oneLine(name));
    });
  });

  it("writes a value that starts with '$' one column later, so no datum reads as a Molfile or a registry number", () => {
    const text = rdfRecord(hostileReaction(MOLFILE_MARKER, 1), molOf, meta, false);
    expect(text).toContain("$DTYPE REAGENTS\n$DATUM  $MFMT\n");
    expect(text).toContain("$DTYPE YIELD\n$DATUM  $MFMT\n");
    expect(text).toContain("$MOL\n $MFMT\n");
    expect(text.split("\n").filter((line) => /^\$DATUM \$/.test(line))).toEqual([]);
    expect(rdFrame(rdfHeader(meta) + text)).toHaveLength(1);
    // The archive's importer reads such a value back as text, not as "a Molfile follows".
    const [step] = readRdFile(rdfHeader(meta) + text);
    expect(step?.reagentNames).toEqual([MOLFILE_MARKER]);
    expect(step?.yield).toBe(MOLFILE_MARKER);
  });
});
