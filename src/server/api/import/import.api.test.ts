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
      expect(scheme.newAgents).toEqual([]);
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
    expect(sdf.parts[0]?.reactions[1]?.reagents).toEqual([{ name: "PCC", stage: 1, amount: null }]);
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

  it("reads pasted one-line scheme lines: salts written as ions and SOCl₂ matched by structure, Et₃N a reagent, conditions and yields in the draft's fields", async () => {
    const text = [
      "# Three steps typed by hand",
      "OCC1CO1>>OCC(O)CO[Si](C)(C)C(C)(C)C | TBSCl (1.1 equiv), imidazole; DMF, 0 °C→rt, 2 h | 92%",
      "OCC1CO1>[Na+].[N-]=[N+]=[N-].[NH4+].[Cl-]>OCC(O)CN=[N+]=[N-] | ; MeOH, H2O, 80 °C, 12 h | 85–90%",
      "CC(=O)O>O=S(Cl)Cl.CCN(CC)CC>CC(=O)Cl | ; CH2Cl2, reflux, Ar | 70% brsm, dr 5:1 | acid chloride",
    ].join("\n");
    const scheme = await jsonOf<ImportedScheme>(await importFile({ format: "lines", text }));
    const [silyl, azide, chloride] = scheme.parts[0]?.reactions ?? [];
    expect(silyl).toMatchObject({
      reagents: [
        { name: "TBSCl", stage: 1, amount: { value: 1.1, unit: "equiv" } },
        { name: expect.stringMatching(/^imidazole$/i), stage: 1, amount: null },
      ],
      solvents: ["DMF"],
      temperature: "0 °C to RT",
      time: "2 h",
      yield: "92%",
    });
    expect(azide?.reagents.map((g) => g.name)).toEqual(["NaN₃", "NH₄Cl"]);
    expect(azide?.solvents).toEqual(["MeOH", "H₂O"]);
    expect(azide).toMatchObject({ temperature: "80 °C", time: "12 h", yield: "85\u201390%" });
    expect(chloride).toMatchObject({
      reagents: [
        { name: "SOCl₂", stage: 1, amount: null },
        { name: "Et₃N", stage: 1, amount: null },
      ],
      solvents: ["CH₂Cl₂"],
      temperature: "Reflux",
      yield: "70% brsm",
      atmosphere: { gas: "Ar", pressure: null },
      selectivities: [{ type: "dr", ratio: [5, 1], more_than: false }],
      comment: "acid chloride",
    });
    // Nothing the archive knows is new, and nothing was dropped.
    expect(scheme.newAgents).toEqual([]);
    expect(scheme.report.flatMap((r) => r.dropped)).toEqual([]);
    expect(scheme.report[1]?.agents.map((a) => [a.name, a.status, a.written])).toEqual([
      ["NaN₃", "matched", "[N-]=[N+]=[N-].[Na+]"],
      ["NH₄Cl", "matched", "[Cl-].[NH4+]"],
      ["MeOH", "matched", "MeOH"],
      ["H₂O", "matched", "H2O"],
    ]);
  });

  it("refuses pasted lines with every bad line named, and holds them to the file limits", async () => {
    const bad = await importFile({
      format: "lines",
      text: "CCO>>CC=O | PCC; CH2Cl2 | 92%\nCCO>>CC=O | | 110%\nCCO>CC=O\n",
    });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({
      field: "text",
      message: expect.stringMatching(
        /^text: line 2: '110%' is not a yield.*; line 3: a reaction SMILES is written/,
      ),
    });
    const many = await importFile({ format: "lines", text: "C>>CC\n".repeat(101) });
    expect(await errorOf(many)).toMatchObject({ message: expect.stringMatching(/more than 100 reactions/) });
    const lines = await importFile({ format: "lines", text: "# a note\n".repeat(100_001) });
    expect(await errorOf(lines)).toMatchObject({ message: expect.stringMatching(/more than 100,000 lines/) });
    const atoms = await importFile({ format: "lines", text: `C>>${"C".repeat(500)} | | 50%` });
    expect(await errorOf(atoms)).toMatchObject({ message: expect.stringMatching(/has 500 atoms/) });
  });

  it("creates an import's new agents in one call, a reagent with the structure drawn, which the next import matches by structure", async () => {
    const line = "c1ccccc1O>FC(F)(F)c1ccc(cc1)[Se]Cl>c1ccccc1OC | ; THF | 50%";
    const first = await jsonOf<ImportedScheme>(await importFile({ format: "lines", text: line }));
    const [newAgent] = first.newAgents;
    expect(first.newAgents).toEqual([
      { name: "C₇H₄ClF₃Se", role: "reagent", smiles: "FC(F)(F)c1ccc([Se]Cl)cc1", formula: "C7H4ClF3Se" },
    ]);
    expect(first.parts[0]?.reactions[0]?.reagents.map((g) => g.name)).toEqual(["C₇H₄ClF₃Se"]);
    const send = (body: unknown) => lookupRequests(t).send(contributor, "POST", "/api/import/agents", body);
    const bad = await send({ agents: [{ name: "Selenyl test", role: "reagent", smiles: "C1CC" }] });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ field: "agents.0.smiles" });
    expect(await errorOf(await send({ agents: [] }))).toMatchObject({ field: "agents" });
    expect(await errorOf(await send({ agents: [{ name: "  ", role: "reagent" }] }))).toMatchObject({
      field: "agents.0.name",
    });
    const anonymous = await lookupRequests(t).send(undefined, "POST", "/api/import/agents", {
      agents: [{ name: "Nobody's reagent", role: "reagent" }],
    });
    expect(anonymous.status).toBe(401);
    const created = await send({
      agents: [
        { name: "Selenyl chloride test", role: "reagent", smiles: newAgent?.smiles },
        { name: "THF", role: "solvent" },
      ],
    });
    expect(await jsonOf(created)).toEqual({
      created: [
        { id: expect.any(Number), name: "Selenyl chloride test", role: "reagent", formula: "C₇H₄ClF₃Se" },
      ],
      existing: [{ name: "THF", role: "solvent" }],
    });
    const listed = await lookupRequests(t).read<
      { name: string; formula: string | null; pending?: boolean }[]
    >("/api/reagents", contributor);
    expect(listed.find((r) => r.name === "Selenyl chloride test")).toMatchObject({
      formula: "C₇H₄ClF₃Se",
      smiles: "FC(F)(F)c1ccc([Se]Cl)cc1",
      pending: true,
    });
    // A reagent without a structure lists as before, with no structure field.
    expect(listed.find((r) => r.name === "PCC")).not.toHaveProperty("smiles");
    const again = await jsonOf<ImportedScheme>(await importFile({ format: "lines", text: line }));
    expect(again.newAgents).toEqual([]);
    expect(again.report[0]?.agents[0]).toMatchObject({
      name: "Selenyl chloride test",
      status: "matched",
      by: "structure",
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
