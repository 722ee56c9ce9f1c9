import { describe, expect, it } from "vitest";
import { readCdxmlScheme } from "../../domain/import/cdxml-file.ts";
import { fixtureFile } from "../../domain/import/test-files.ts";
import { cdxmlMolfiles } from "./indigo-cdxml.ts";

describe("ChemDraw structures converted by the sketcher's Indigo", () => {
  it("makes a V2000 Molfile of each fragment, and gives Indigo's reason for one it cannot read", async () => {
    const scheme = readCdxmlScheme(fixtureFile("two-steps.cdxml"));
    const product = scheme.steps[0]?.products[0] ?? -1;
    const fragment = scheme.fragments[product]?.cdxml ?? "";
    const broken = fragment.replace('Element="8"', 'Element="999"');
    const [molfile, refused] = await cdxmlMolfiles([fragment, broken]);
    expect(molfile?.ok && molfile.molfile.split("\n")[3]).toMatch(/^ {2}4 {2}3 .*V2000$/);
    expect(refused).toEqual({
      ok: false,
      reason: expect.stringMatching(/^Indigo could not read this structure \(.*999/),
    });
  });
});
