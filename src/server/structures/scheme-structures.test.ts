import { beforeAll, describe, expect, it } from "vitest";
import { COMMON_AGENTS } from "../../domain/import/common-agents.ts";
import { readRxnFile } from "../../domain/import/rxn-file.ts";
import { fixtureFile } from "../../domain/import/test-files.ts";
import { getRdkit, type RDKitModule } from "./rdkit.ts";
import { readSchemeMolecules } from "./scheme-structures.ts";

let rdkit: RDKitModule;
beforeAll(async () => {
  rdkit = await getRdkit();
});

describe("reading the molecules of an imported file with RDKit", () => {
  it("reads V2000 Molfiles, V3000 connection tables and SMILES to canonical SMILES and formulas", () => {
    const [v2000] = readRxnFile(fixtureFile("oxidation-v2000.rxn"));
    const [v3000] = readRxnFile(fixtureFile("esterification-v3000.rxn"));
    const molecules = [
      ...(v2000?.substrates ?? []),
      ...(v3000?.products ?? []),
      { kind: "smiles" as const, text: "OC1CCCCC1" },
    ];
    const key = expect.stringMatching(/^[A-Z]{14}-[A-Z]{10}-[A-Z]$/);
    expect(readSchemeMolecules(rdkit, molecules)).toEqual([
      { ok: true, smiles: "CC(O)c1ccccc1", formula: "C8H10O", inchikey: key, common: null },
      { ok: true, smiles: "COC(=O)c1ccccc1", formula: "C8H8O2", inchikey: key, common: null },
      { ok: true, smiles: "OC1CCCCC1", formula: "C6H12O", inchikey: key, common: null },
    ]);
  });

  it("knows common agents however they are written, and says why a molecule cannot be read", () => {
    const [thf, dcm, bad, reaction] = readSchemeMolecules(rdkit, [
      { kind: "smiles", text: "O1CCCC1" },
      { kind: "smiles", text: "C(Cl)Cl" },
      { kind: "smiles", text: "C1CC" },
      { kind: "smiles", text: "CC>>CC" },
    ]);
    expect(thf).toMatchObject({ ok: true, common: { names: ["THF", "tetrahydrofuran"], role: "solvent" } });
    expect(dcm).toMatchObject({
      ok: true,
      common: { role: "solvent", names: expect.arrayContaining(["CH2Cl2"]) },
    });
    expect(bad).toEqual({ ok: false, reason: "RDKit could not read the SMILES 'C1CC'" });
    // A salt written as ions in another order, and thionyl chloride, by their structure.
    const [azide, thionyl] = readSchemeMolecules(rdkit, [
      { kind: "smiles", text: "[N-]=[N+]=[N-].[Na+]" },
      { kind: "smiles", text: "ClS(Cl)=O" },
    ]);
    expect(azide).toMatchObject({ ok: true, formula: "N3Na", common: { names: ["NaN3", "sodium azide"] } });
    expect(thionyl).toMatchObject({ ok: true, common: { names: ["SOCl2", "thionyl chloride"] } });
    expect(reaction).toEqual({ ok: false, reason: "'CC>>CC' is not a molecule's SMILES" });
  });

  it("reads every SMILES of the common agents' table", () => {
    const readings = readSchemeMolecules(
      rdkit,
      COMMON_AGENTS.map((a) => ({ kind: "smiles" as const, text: a.smiles })),
    );
    const unread = COMMON_AGENTS.filter((_, i) => !readings[i]?.ok).map((a) => a.smiles);
    expect(unread).toEqual([]);
    readings.forEach((reading, i) => {
      expect(reading.ok && reading.common?.names).toEqual(COMMON_AGENTS[i]?.names);
    });
  });
});
