import { beforeAll, describe, expect, it } from "vitest";
import { molblocksOf } from "./molblocks.ts";
import { getRdkit, type RDKitModule } from "./rdkit.ts";

let rdkit: RDKitModule;
beforeAll(async () => {
  rdkit = await getRdkit();
});

describe("molblocks for the exports", () => {
  it("writes a 2D molblock that reads back as the same molecule, with its canonical SMILES", () => {
    const [answer] = molblocksOf(rdkit, ["OC(C)c1ccccc1"]);
    expect(answer?.canonical).toBe("CC(O)c1ccccc1");
    expect(answer?.molblock).toMatch(/ 2D\n\n {2}9 {2}9 .*V2000\n/);
    // Coordinates laid out, not all at the origin.
    expect(answer?.molblock).toMatch(/^ +-?[1-9]\.\d{4} /m);
    const back = rdkit.get_mol(answer?.molblock ?? "");
    expect(back?.get_smiles()).toBe("CC(O)c1ccccc1");
    back?.delete();
  });

  it("answers null for what RDKit cannot read, and keeps the others in place", () => {
    const answers = molblocksOf(rdkit, ["C1CC", "", "CC\nM  END", "CCO"]);
    expect(answers.slice(0, 3)).toEqual([null, null, null]);
    expect(answers[3]?.canonical).toBe("CCO");
  });
});
