import { describe, expect, it } from "vitest";
import { readSdFile as readSdLikeATool } from "../../../tests/support/ctfile.ts";
import { sdFrame } from "../../../tests/support/ctfile-frame.ts";
import { FORGING_NAMES, MOLFILE_MARKER } from "../../../tests/support/forged-names.ts";
import { readSdFile } from "../import/sd-file.ts";
import { oneLine } from "./export-meta.ts";
import { dataItem, namedMolblock, sdfRecord } from "./sdf.ts";

const meta = { revision: 5, modified: null, origin: "https://example.org" };
const MOLBLOCK =
  "\n     RDKit          2D\n\n  1  0  0  0  0  0  0  0  0  0999 V2000\n    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0\nM  END\n";

describe("SD file records", () => {
  it("keeps a data item free of blank lines, and a long identifier on one line", () => {
    expect(dataItem("NAME", "a\n\n b \r\n")).toBe("> <NAME>\na\nb\n\n");
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

  it("keeps every record whole whatever its name and data hold, and the importer reads the names back", () => {
    const names = [...FORGING_NAMES, MOLFILE_MARKER];
    const text = names
      .map((name, i) =>
        sdfRecord(MOLBLOCK, { smiles: "C", name, formula: name, syntheses: [i + 1] }, meta, i === 0),
      )
      .join("");
    expect(text.split("\n").filter((line) => line === "$$$$")).toHaveLength(names.length);
    const frame = sdFrame(text);
    const items = ["NAME", "SMILES", "FORMULA", "SYNTHESES", "SYNTHESIS_URLS"];
    const dataset = ["DATASET", "DATASET_LICENSE", "DATASET_CREATOR", "DATASET_REVISION", "DATASET_SOURCE"];
    expect(frame.map((r) => r.items)).toEqual(
      names.map((_, i) => (i === 0 ? [...items, ...dataset] : items)),
    );
    frame.forEach((record, i) => {
      expect(record.values.SYNTHESES).toBe(String(i + 1));
      expect(Array.from(record.title).length).toBeLessThanOrEqual(80);
    });
    // A reader that cuts records at `$$$$` lines and items at `> <…>` lines, as other tools do.
    const read = readSdLikeATool(text);
    expect(read.map((r) => r.fields.SMILES)).toEqual(names.map(() => "C"));
    // The archive's own importer: one step per record after the first, each product named as written.
    const steps = readSdFile(text);
    expect(steps).toHaveLength(names.length - 1);
    expect([steps[0]?.substrates[0]?.name, ...steps.map((s) => s.products[0]?.name)]).toEqual(
      names.map(oneLine),
    );
  });

  it("writes a title line of at most 80 characters, whole characters, with the frame-like start escaped", () => {
    const title = (name: string) => namedMolblock(MOLBLOCK, name, "").split("\n")[0];
    expect(title("$$$$")).toBe(" $$$$");
    expect(title("> <x>")).toBe(" > <x>");
    // A name is written on one line with runs of spaces made one, as the page writes it.
    expect(title("M  END")).toBe("M END");
    expect(title("a\n$RXN")).toBe("a $RXN");
    expect(title("x".repeat(10_000))).toBe("x".repeat(80));
    expect(title(`${"x".repeat(79)}😀`)).toBe(`${"x".repeat(79)}😀`);
    expect(title(`${"x".repeat(80)}😀`)).toBe("x".repeat(80));
    expect(dataItem("NOTE", "a\n$$$$\n> <x>\nM  END\u0085$RXN")).toBe(
      "> <NOTE>\na\n $$$$\n > <x>\n M  END $RXN\n\n",
    );
  });
});
