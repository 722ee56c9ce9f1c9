import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, jsonOf, lookupRequests } from "../../../../tests/support/lookup-requests.ts";
import { rdFile, type SchemeStep } from "../../../../tests/support/scheme-files.ts";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import type { ImportedScheme } from "../../../domain/import/imported-scheme.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";
import { getRdkit, type RDKitModule } from "../../structures/rdkit.ts";

const engine = process.env.TEST_ENGINE ?? "sqlite";
const fixture = (name: string) =>
  readFileSync(new URL(`../../../../tests/fixtures/import/${name}`, import.meta.url), "utf8");
/** A known route of the demo archive: its first part has more than four steps, every one drawn. */
const ROUTE = JSON.parse(
  readFileSync(
    new URL("../../../../data/demo/syntheses/prostaglandin-e2-corey-1969.json", import.meta.url),
    "utf8",
  ),
) as SynthesisDocument;

let t: TestApp;
let rdkit: RDKitModule;
let contributor: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  rdkit = await getRdkit();
  contributor = await signIn(t, "contributor", "Ida Import");
});
afterAll(() => t.close());

const importFile = (body: unknown, who: SignedIn | null = contributor, withToken = true) =>
  lookupRequests(t).send(who ?? undefined, "POST", "/api/import/reactions", body, withToken);

function canonical(smiles: string): string {
  const mol = rdkit.get_mol(smiles);
  if (!mol) throw new Error(`RDKit cannot read ${smiles}`);
  try {
    return mol.get_smiles();
  } finally {
    mol.delete();
  }
}

/** The route's first four steps as an RDfile writer would put them, names in plain digits (CH2Cl2). */
function routeSteps(): SchemeStep[] {
  const plain = (name: string) => name.normalize("NFKC");
  return (ROUTE.parts[0]?.reactions ?? []).slice(0, 4).map((r) => ({
    substrates: r.substrates.map((c) => ({ smiles: c.smiles ?? "", name: c.name ?? undefined })),
    products: r.products.map((c) => ({ smiles: c.smiles ?? "", name: c.name ?? undefined })),
    fields: {
      ...(r.reagents.length
        ? { "RXN:VARIATION(1):REAGENTS": r.reagents.map((g) => plain(g.name)).join("; ") }
        : {}),
      ...(r.solvents.length
        ? { "RXN:VARIATION(1):SOLVENT(1):MOL:NAME": r.solvents.map(plain).join("; ") }
        : {}),
      ...(r.yield ? { "RXN:VARIATION(1):YIELD": r.yield } : {}),
    },
  }));
}

describe(`POST /api/import/reactions (${engine})`, { timeout: 60_000 }, () => {
  for (const version of ["V2000", "V3000"] as const) {
    it(`a 4-step route written as an RDfile of ${version} reactions comes back step by step: canonical SMILES, reagents and solvents in the archive's spelling`, async () => {
      const res = await importFile({ format: "rdf", text: rdFile(rdkit, routeSteps(), version) });
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const scheme = await jsonOf<ImportedScheme>(res);
      const steps = scheme.parts[0]?.reactions ?? [];
      const expected = (ROUTE.parts[0]?.reactions ?? []).slice(0, 4);
      expect(steps.map((s) => s.step)).toEqual([1, 2, 3, 4]);
      expected.forEach((want, i) => {
        const got = steps[i];
        expect(got?.substrates.map((c) => c.smiles)).toEqual(
          want.substrates.map((c) => canonical(c.smiles ?? "")),
        );
        expect(got?.products.map((c) => c.smiles)).toEqual(
          want.products.map((c) => canonical(c.smiles ?? "")),
        );
        expect(got?.reagents.map((g) => g.name)).toEqual(want.reagents.map((g) => g.name));
        expect(got?.solvents).toEqual(want.solvents);
        expect(got?.yield).toBe(want.yield);
      });
      // V3000 connection tables carry no title line: names come through V2000 only.
      if (version === "V2000") {
        expect(steps[0]?.substrates.map((c) => c.name)).toEqual(
          expected[0]?.substrates.map((c) => c.name ?? null),
        );
      }
      expect(scheme.unknown).toEqual({ reagents: [], solvents: [] });
      expect(scheme.unmatched).toEqual([]);
    });
  }

  it("reads an RXN file, a reaction SMILES list and an SD file of compounds; agents drawn as structures are matched", async () => {
    const rxn = await jsonOf<ImportedScheme>(
      await importFile({ format: "rxn", text: fixture("oxidation-v2000.rxn") }),
    );
    expect(rxn.parts[0]?.reactions[0]).toMatchObject({
      substrates: [{ name: "1-phenylethanol", smiles: "CC(O)c1ccccc1" }],
      products: [{ name: "acetophenone", smiles: "CC(=O)c1ccccc1" }],
      solvents: ["CH₂Cl₂"],
      comment: "Oxidation",
    });

    const list = await jsonOf<ImportedScheme>(
      await importFile({ format: "smiles", text: fixture("route.smi") }),
    );
    const [grignard, oxidation] = list.parts[0]?.reactions ?? [];
    expect(grignard?.substrates.map((c) => c.smiles)).toEqual(["O=Cc1ccccc1", "[CH3][Mg][Br]"]);
    expect(grignard?.solvents).toEqual(["THF"]);
    expect(grignard?.comment).toBe("Grignard addition");
    expect(oxidation?.solvents).toEqual(["CH₂Cl₂"]);

    const sdf = await jsonOf<ImportedScheme>(await importFile({ format: "sdf", text: fixture("route.sdf") }));
    expect(sdf.parts[0]?.reactions.map((r) => [r.substrates[0]?.smiles, r.products[0]?.name])).toEqual([
      ["O=Cc1ccccc1", "1-phenylethanol"],
      ["CC(O)c1ccccc1", "acetophenone"],
    ]);
    expect(sdf.parts[0]?.reactions[0]).toMatchObject({
      solvents: ["THF"],
      temperature: "-78 °C",
      yield: "92%",
    });
    expect(sdf.parts[0]?.reactions[1]?.reagents).toEqual([{ name: "PCC", stage: 1 }]);
  });

  it("reads a ChemDraw CDXML scheme with the sketcher's Indigo: each step, the texts at its arrows", async () => {
    const scheme = await jsonOf<ImportedScheme>(
      await importFile({ format: "cdxml", text: fixture("two-steps.cdxml") }),
    );
    const [first, second] = scheme.parts[0]?.reactions ?? [];
    expect(first).toMatchObject({
      substrates: [{ smiles: "CCO" }],
      products: [{ smiles: "CC(C)=O" }],
      reagents: [{ name: "PCC", stage: 1 }],
      solvents: ["CH₂Cl₂"],
      time: "2 h",
      yield: "85%",
    });
    expect(second?.substrates).toEqual([{ name: null, smiles: "CC(C)=O" }]);
    expect(second?.products).toEqual([{ name: null, smiles: "CCC(C)=O" }]);
    expect(second?.reagents.map((g) => g.name)).toContain("NaH");
    const broken = await importFile({
      format: "cdxml",
      text: fixture("two-steps.cdxml").replace("</fragment>", "</fragmen>"),
    });
    expect(broken.status).toBe(400);
    expect(await errorOf(broken)).toMatchObject({
      field: "text",
      message: expect.stringMatching(/^text: line 5: the XML is not well formed \(unexpected close tag/),
    });
  });

  it("flags names the archive does not know, and stores nothing", async () => {
    const before = await lookupRequests(t).read<unknown[]>("/api/reagents", contributor);
    const text = fixture("two-steps.rdf").replace("$DATUM PCC; NaOAc", "$DATUM PCC; Fixture reagent 25-4");
    const scheme = await jsonOf<ImportedScheme>(await importFile({ format: "rdf", text }));
    expect(scheme.parts[0]?.reactions[1]?.reagents.map((g) => g.name)).toEqual([
      "PCC",
      "Fixture reagent 25-4",
    ]);
    expect(scheme.unknown.reagents).toEqual(
      ["MeMgBr", "Fixture reagent 25-4"].filter((n) => !isKnown(before, n)),
    );
    const after = await lookupRequests(t).read<unknown[]>("/api/reagents", contributor);
    expect(after).toHaveLength(before.length);
  });

  it("a file it cannot read is a 400 on text naming the line or record", async () => {
    const cases: [unknown, string][] = [
      [
        { format: "rdf", text: fixture("two-steps.rdf").replace("$RFMT $RIREG 2", "$RFMX") },
        "text: record 1, line 63: expected '$DTYPE'",
      ],
      [
        { format: "smiles", text: "CC>>CC\nC1CC>>CCC\n" },
        "text: line 2: RDKit could not read the SMILES 'C1CC'",
      ],
      [
        { format: "smiles", text: `CC>>${"C".repeat(1000)}\n` },
        "text: line 1: this structure has 1,000 atoms; a structure may have at most 400",
      ],
      [
        { format: "sdf", text: fixture("route.sdf").split("$$$$\n")[0] },
        "text: record 1 (line 1): an SD file of a route needs at least two compounds",
      ],
      [{ format: "rxn", text: "" }, "text: line 1: the file is empty"],
    ];
    for (const [body, message] of cases) {
      const res = await importFile(body);
      expect(res.status).toBe(400);
      const error = (await errorOf(res)) as { code: string; field: string; message: string };
      expect(error).toMatchObject({ code: "invalid_input", field: "text" });
      expect(error.message.startsWith(message)).toBe(true);
    }
    const format = await importFile({ format: "mol", text: "x" });
    expect(await errorOf(format)).toMatchObject({ field: "format" });
    const long = await importFile({ format: "smiles", text: "C".repeat(1_000_001) });
    expect(long.status).toBe(400);
    expect(await errorOf(long)).toMatchObject({
      field: "text",
      message: expect.stringContaining("1,000,000"),
    });
  });

  it("a molecule RDKit cannot read (a bond to an atom the Molfile lacks) names its line", async () => {
    const text = fixture("oxidation-v2000.rxn").replace("\n  1  2  1  0\n", "\n  1 99  1  0\n");
    const res = await importFile({ format: "rxn", text });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      field: "text",
      message: "text: line 7: RDKit could not read this Molfile (check its atom and bond blocks)",
    });
  });

  it("needs a signed-in contributor and the anti-forgery token", async () => {
    const body = { format: "smiles", text: "CCO>>CC=O" };
    expect((await importFile(body, null)).status).toBe(401);
    expect((await importFile(body, contributor, false)).status).toBe(419);
    expect((await importFile(body)).status).toBe(200);
  });
});

function isKnown(reagents: unknown[], name: string): boolean {
  return (reagents as { name: string; synonyms: { synonym: string }[] }[]).some((r) =>
    [r.name, ...r.synonyms.map((s) => s.synonym)].some(
      (n) => n.normalize("NFKC").toLowerCase() === name.toLowerCase(),
    ),
  );
}
