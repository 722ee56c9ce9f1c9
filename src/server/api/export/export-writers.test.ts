import { describe, expect, it } from "vitest";
import { rdFrame, sdFrame } from "../../../../tests/support/ctfile-frame.ts";
import { FORGING_NAMES } from "../../../../tests/support/forged-names.ts";
import type { ExportSource, StructureOccurrence } from "../../../db/repositories/export-source.ts";
import type { OrdExportSource } from "../../../db/repositories/ord-export-source.ts";
import type { PublishedDocument } from "../../../db/repositories/synthesis-document-reader.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";
import { type ExportDeps, moleculesSdf, reactionsRdf } from "./export-writers.ts";

/**
 * The streamed SD file and RDfile with every name a forger would try, on a stand-in archive: the
 * records stay whole across pages, for structures RDKit draws and for one it cannot read.
 */

const meta = { revision: 3, modified: "2026-01-02T03:04:00Z", origin: "https://example.org" };
const MOL =
  "\n     RDKit          2D\n\n  1  0  0  0  0  0  0  0  0  0999 V2000\n    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0\nM  END\n";
/** One structure per name; the last is a SMILES RDKit cannot read (its record has no atoms). */
const SMILES = FORGING_NAMES.map((_, i) => (i === FORGING_NAMES.length - 1 ? "unreadable" : `C${i}`));

const reaction = (name: string, step: number) => ({
  step,
  substrates: [{ name, smiles: SMILES[step - 1] }],
  products: [{ name, smiles: "C0" }],
  reagents: [{ name, stage: 1, amount: null }],
  solvents: [name],
  temperature: name,
  time: null,
  yield: name,
  selectivity: null,
  special_condition: null,
  named_reactions: [],
  atmosphere: null,
  concentration: null,
  neat: false,
  selectivities: [],
});
const document = {
  molecule: { name: FORGING_NAMES[0], structure: "x", smiles: "C0" },
  references: [{ display: "$RFMT\n$$$$", doi: null, url: null }],
  parts: [{ number: 1, reactions: FORGING_NAMES.map((name, i) => reaction(name, i + 1)) }],
} as unknown as SynthesisDocument;

function deps(): ExportDeps {
  const occurrences: StructureOccurrence[] = SMILES.map((smiles, i) => ({
    smiles,
    synthesis_id: 1,
    name: FORGING_NAMES[i] as string,
    formula: FORGING_NAMES[i] as string,
    inchi: null,
    inchikey: null,
    kind: 1,
  })).sort((a, b) => (a.smiles < b.smiles ? -1 : 1));
  const source = {
    syntheses: async (after: number) => (after < 1 ? [1] : []),
    structures: async (after: string | null, limit: number) =>
      occurrences.filter((o) => after === null || o.smiles > after).slice(0, limit),
    lastChange: async () => meta.modified,
  } as unknown as ExportSource;
  const published: PublishedDocument = { id: 1, version: 1, unpublished_at: null, document };
  return {
    source,
    ordExport: {} as OrdExportSource,
    reader: { read: async () => published },
    molblocks: {
      of: async (list) =>
        new Map(
          [...list].filter((s) => s !== "unreadable").map((s) => [s, { molblock: MOL, canonical: "C" }]),
        ),
    },
    structurePage: 4,
  };
}

const textOf = async (pieces: AsyncGenerator<string>) => {
  let text = "";
  for await (const piece of pieces) text += piece;
  return text;
};

describe("the streamed SD file and RDfile", () => {
  it("molecules.sdf: one whole record per structure, over pages, each ending at its $$$$", async () => {
    const text = await textOf(moleculesSdf(deps(), meta));
    const records = sdFrame(text);
    expect(records).toHaveLength(FORGING_NAMES.length);
    for (const record of records) expect(record.items.slice(0, 3)).toEqual(["NAME", "SMILES", "FORMULA"]);
    expect(records.map((r) => r.values.SMILES).sort()).toEqual([...SMILES].sort());
    expect(text.split("\n").filter((line) => line === "$$$$")).toHaveLength(FORGING_NAMES.length);
  });

  it("reactions.rdf: one whole record per reaction, its structures and fields in place", async () => {
    const text = await textOf(reactionsRdf(deps(), meta));
    const records = rdFrame(text);
    expect(records.map((r) => r.data.STEP)).toEqual(FORGING_NAMES.map((_, i) => String(i + 1)));
    // The unreadable substrate is named among those without a structure, not drawn.
    expect(records.at(-1)?.reactants).toBe(0);
    expect(records.at(-1)?.data.SUBSTRATES_WITHOUT_STRUCTURE).toBe("x".repeat(10_000));
    expect(records[0]?.data.REFERENCES).toBe(" $RFMT $$$$");
  });
});
