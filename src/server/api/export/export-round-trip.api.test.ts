import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rdFrame, sdFrame } from "../../../../tests/support/ctfile-frame.ts";
import { readDraftLookups } from "../../../../tests/support/draft-lookups.ts";
import { MOLFILE_MARKER, ONE_LINE_FORGING_NAMES } from "../../../../tests/support/forged-names.ts";
import { createPublishScene, publishCalls } from "../../../../tests/support/publish-scene.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import { draftFromDocument } from "../../../domain/editor/draft.ts";
import { storeDraft } from "../../../domain/editor/stored-draft.ts";
import { oneLine } from "../../../domain/export/export-meta.ts";
import type { ImportedScheme } from "../../../domain/import/imported-scheme.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";
import { getRdkit, type RDKitModule } from "../../structures/rdkit.ts";

/**
 * The archive reads its own exports back: every published synthesis's RDfile and SD file, sent to
 * POST /api/import/reactions as a contributor would, gives the same reactions and structures, also
 * for a synthesis whose every name and text is one a forger would choose (docs/decisions/exports/0089-names-cannot-forge-a-record-in-the-sd-and-rd-files.md "Names
 * cannot forge a record in the SD and RD files").
 */

const engine = process.env.TEST_ENGINE ?? "sqlite";
let scene: Awaited<ReturnType<typeof createPublishScene>>;
let rdkit: RDKitModule;
const calls = publishCalls(() => scene);

beforeAll(async () => {
  scene = await createPublishScene();
  rdkit = await getRdkit();
});
afterAll(() => scene.close());

const canonical = (smiles: string): string => {
  const mol = rdkit.get_mol(smiles);
  if (!mol?.is_valid()) throw new Error(`RDKit cannot read ${smiles}`);
  try {
    return mol.get_smiles();
  } finally {
    mol.delete();
  }
};
const drawn = (list: { smiles?: string | null }[]) =>
  list.flatMap((c) => (c.smiles ? [canonical(c.smiles)] : [])).sort();
/** A Molfile title as the importer gives it back: one line, at most 80 characters. */
const titleRead = (name: string | null | undefined) =>
  Array.from(oneLine(name ?? ""))
    .slice(0, 80)
    .join("") || null;

async function exported(id: number, format: "rdf" | "sdf"): Promise<string> {
  const res = await scene.t.request(`/api/syntheses/${id}/export?format=${format}`);
  expect(res.status, `${id} ${format}`).toBe(200);
  return res.text();
}

async function imported(text: string, format: "rdf" | "sdf", who: SignedIn): Promise<ImportedScheme> {
  const res = await calls.send(who, "POST", "/api/import/reactions", { format, text });
  const body = await res.text();
  expect(res.status, `${format}: ${body.slice(0, 300)}`).toBe(200);
  return JSON.parse(body) as ImportedScheme;
}

/** The RDfile of a synthesis read back: one step per reaction, in order, the same structures and names. */
async function checkRdf(id: number, document: SynthesisDocument) {
  const text = await exported(id, "rdf");
  const reactions = document.parts.flatMap((p) => p.reactions);
  expect(rdFrame(text)).toHaveLength(reactions.length);
  const steps = (await imported(text, "rdf", scene.carla)).parts.flatMap((p) => p.reactions);
  expect(steps).toHaveLength(reactions.length);
  reactions.forEach((r, i) => {
    const step = steps[i];
    expect(step?.substrates.map((c) => c.smiles).sort(), `${id} step ${i + 1}`).toEqual(drawn(r.substrates));
    expect(step?.products.map((c) => c.smiles).sort(), `${id} step ${i + 1}`).toEqual(drawn(r.products));
    const names = (list: { name?: string | null; smiles?: string | null }[]) =>
      list
        .filter((c) => c.smiles)
        .map((c) => titleRead(c.name))
        .sort();
    expect(step?.substrates.map((c) => c.name).sort()).toEqual(names(r.substrates));
    expect(step?.products.map((c) => c.name).sort()).toEqual(names(r.products));
  });
  return steps;
}

/**
 * The SD file of a synthesis read back as a route: one record per distinct stored SMILES, so one
 * step fewer than records, the same structures, and each named as one of its occurrences is.
 */
async function checkSdf(id: number, document: SynthesisDocument) {
  const text = await exported(id, "sdf");
  const chemicals = [
    { name: document.molecule.name, smiles: document.molecule.smiles },
    ...document.parts.flatMap((p) => p.reactions.flatMap((r) => [...r.substrates, ...r.products])),
  ].filter((c): c is { name: string | null; smiles: string } => Boolean(c.smiles));
  const stored = new Set(chemicals.map((c) => c.smiles));
  expect(sdFrame(text)).toHaveLength(stored.size);
  const steps = (await imported(text, "sdf", scene.carla)).parts.flatMap((p) => p.reactions);
  expect(steps).toHaveLength(stored.size - 1);
  const read = [steps[0]?.substrates[0], ...steps.map((s) => s.products[0])];
  expect(new Set(read.map((c) => c?.smiles))).toEqual(new Set(chemicals.map((c) => canonical(c.smiles))));
  for (const c of read) {
    const namesOf = chemicals
      .filter((x) => canonical(x.smiles) === c?.smiles)
      .map((x) => oneLine(x.name ?? ""));
    expect(namesOf, `${id}: ${c?.smiles}`).toContain(c?.name ?? "");
  }
  return read;
}

describe(`the archive imports its own exports (${engine})`, { timeout: 120_000 }, () => {
  it("every published demo synthesis: its RDfile gives its reactions, its SD file its structures", async () => {
    const list = await calls.get<{ id: number }[]>("/api/syntheses");
    expect(list.length).toBeGreaterThanOrEqual(30);
    for (const { id } of list) {
      const { document } = await calls.readDocument(id);
      await checkRdf(id, document);
      await checkSdf(id, document);
    }
  });

  it("a synthesis named with every record, block and item marker reads back with the same names", async () => {
    const { t, editor, source, moleculeStructure } = scene;
    // Reagents and solvents are reference data: an editor adds them under forged names.
    const agents = ONE_LINE_FORGING_NAMES.map((name) => `${name} agent`);
    for (const name of agents) {
      for (const [path, item] of [
        ["/api/reagents", name],
        ["/api/solvents", `${name} solvent`],
      ] as const) {
        const res = await calls.send(editor, "POST", path, { name: item });
        expect(res.status, `${path} ${item}: ${await res.text()}`).toBe(201);
      }
    }
    // A structure's name is a title line; `$MFMT` alone as a `$DATUM` value needs the importer's
    // side of the decision, so it names structures only here.
    const titles = [...ONE_LINE_FORGING_NAMES, MOLFILE_MARKER, "Y".repeat(2000)];
    const texts = [...ONE_LINE_FORGING_NAMES, "Y".repeat(2000)];
    const doc = structuredClone(source);
    doc.molecule = { name: "Forged target", structure: moleculeStructure, smiles: null };
    let n = 0;
    for (const r of doc.parts.flatMap((p) => p.reactions)) {
      for (const c of [...r.substrates, ...r.products]) c.name = titles[n++ % titles.length] as string;
      const agent = agents[n % agents.length] as string;
      r.reagents = [{ name: agent, stage: 1, amount: null }];
      r.solvents = [`${agent} solvent`];
      r.yield = texts[n % texts.length] as string;
      r.temperature = texts[(n + 1) % texts.length] as string;
      r.selectivity = texts[(n + 2) % texts.length] as string;
    }
    const lookups = await readDraftLookups(t, editor);
    const draft = await calls.saveDraft(scene.carla, storeDraft(draftFromDocument(doc), lookups));
    const published = await calls.publish(editor, draft.id);
    expect(published.status, await published.clone().text()).toBe(201);
    const { id } = (await published.json()) as { id: number };
    const { document } = await calls.readDocument(id);
    expect(
      document.parts.flatMap((p) => p.reactions.flatMap((r) => r.substrates.map((c) => c.name))),
    ).toContain("$$$$");

    const steps = await checkRdf(id, document);
    const stored = document.parts.flatMap((p) => p.reactions);
    steps.forEach((step, i) => {
      const r = stored[i];
      expect(step.reagents.map((g) => g.name)).toEqual(r?.reagents.map((g) => g.name));
      expect(step.solvents).toEqual(r?.solvents);
      expect(step.yield).toBe(oneLine(r?.yield ?? ""));
    });
    const read = await checkSdf(id, document);
    // Every structure but the target is named by a forged name (runs of spaces made one, as on
    // the page: "M  END" is written "M END").
    const target = canonical(document.molecule.smiles as string);
    const forged = read.filter((c) => c?.smiles !== target).map((c) => c?.name);
    expect(forged.length).toBeGreaterThanOrEqual(2);
    for (const name of forged) expect(titles.map(oneLine)).toContain(name);
  });
});
