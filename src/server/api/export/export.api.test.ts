import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRdFile, readSdFile } from "../../../../tests/support/ctfile.ts";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { LICENSE_URL } from "../../../domain/export/export-meta.ts";
import { type RouteMol, reactionIds } from "../../../domain/export/route-tree.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";
import { getRdkit, type RDKitModule } from "../../structures/rdkit.ts";

/**
 * The bulk downloads (docs/product/api.md "Downloads and exports") read back as other tools read
 * them and compared with the API's own answers for every published demo synthesis: the JSON Lines
 * documents with GET /api/syntheses/{id}/document, the SD file's and RDfile's molblocks through
 * RDKit with the documents' SMILES, the route trees' roots with the targets.
 */

let t: TestApp;
let contributor: SignedIn;
let rdkit: RDKitModule;
type Documented = { id: number; version: number; document: SynthesisDocument };
let documents: Documented[];

beforeAll(async () => {
  t = await createTestApp();
  contributor = await signIn(t, "contributor", "Carla Contributor");
  rdkit = await getRdkit();
  const list = (await (await t.request("/api/syntheses")).json()) as { id: number }[];
  documents = await Promise.all(
    list.map(
      async ({ id }) =>
        (await (
          await t.request(`/api/syntheses/${id}/document`, { headers: contributor.cookieOnly })
        ).json()) as Documented,
    ),
  );
});
afterAll(() => t.close());

/** RDKit's canonical SMILES of a SMILES or a molblock. */
const canonical = (text: string): string => {
  const mol = rdkit.get_mol(text);
  if (!mol?.is_valid()) throw new Error(`RDKit cannot read ${text.slice(0, 200)}`);
  try {
    return mol.get_smiles();
  } finally {
    mol.delete();
  }
};
const download = async (file: string) => {
  const res = await t.request(`/api/export/${file}`);
  expect(res.status, file).toBe(200);
  return { res, text: await res.text() };
};
const chemicalsOf = (d: SynthesisDocument) =>
  d.parts.flatMap((p) => p.reactions.flatMap((r) => [...r.substrates, ...r.products]));

describe("bulk downloads", () => {
  it("has the demo syntheses to compare with", () => {
    expect(documents.length).toBeGreaterThanOrEqual(30);
  });

  it("sends each file with its media type, name, licence and revision", async () => {
    const revision = await t.runtime.repos.revisions.current();
    const types = {
      "syntheses.jsonl": "application/jsonl",
      "molecules.sdf": "chemical/x-mdl-sdfile",
      "reactions.rdf": "chemical/x-mdl-rdfile",
      "routes.json": "application/json",
    };
    for (const [file, type] of Object.entries(types)) {
      // The headers come before the first page is read: the body is not needed here.
      const res = await t.request(`/api/export/${file}`);
      await res.body?.cancel();
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain(type);
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="synthesis-archive-r${revision}-${file}"`,
      );
      expect(res.headers.get("etag")).toBe(`"r${revision}-${file}"`);
      expect(res.headers.get("link")).toBe(`<${LICENSE_URL}>; rel="license"`);
      expect(Date.parse(res.headers.get("last-modified") ?? "")).not.toBeNaN();
      expect(res.headers.get("cache-control")).toContain("no-cache");
    }
  });

  it("declares each file and the per-synthesis export in the API document with its media types", async () => {
    const doc = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    const media = (path: string) => Object.keys(doc.paths[path]?.get?.responses["200"]?.content ?? {});
    expect(media("/api/export/syntheses.jsonl")).toEqual(["application/jsonl"]);
    expect(media("/api/export/molecules.sdf")).toEqual(["chemical/x-mdl-sdfile"]);
    expect(media("/api/export/reactions.rdf")).toEqual(["chemical/x-mdl-rdfile"]);
    expect(media("/api/export/routes.json")).toEqual(["application/json"]);
    expect(media("/api/syntheses/{id}/export").sort()).toEqual([
      "application/json",
      "application/vnd.citationstyles.csl+json",
      "application/x-bibtex",
      "application/x-research-info-systems",
      "chemical/x-mdl-rdfile",
      "chemical/x-mdl-sdfile",
    ]);
    expect(doc.paths["/api/export/molecules.sdf"]?.get?.responses["304"]).toBeDefined();
  });

  it("answers 304 to If-None-Match with the file's ETag, 200 to another", async () => {
    for (const file of ["syntheses.jsonl", "molecules.sdf", "reactions.rdf", "routes.json"]) {
      const res = await t.request(`/api/export/${file}`);
      await res.body?.cancel();
      const etag = res.headers.get("etag") as string;
      const again = await t.request(`/api/export/${file}`, { headers: { "If-None-Match": etag } });
      expect(again.status, file).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(await again.text()).toBe("");
      const other = await t.request(`/api/export/${file}`, { headers: { "If-None-Match": '"r0-other"' } });
      expect(other.status).toBe(200);
      await other.body?.cancel();
    }
  });

  it("syntheses.jsonl: a metadata line, then every published synthesis's document", async () => {
    const { text } = await download("syntheses.jsonl");
    const [meta, ...lines] = text
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(meta["@meta"]).toMatchObject({
      license: LICENSE_URL,
      revision: await t.runtime.repos.revisions.current(),
      creator: "Synthesis Archive contributors",
    });
    expect(lines.map((l) => l.id)).toEqual(documents.map((d) => d.id).sort((a, b) => a - b));
    for (const d of documents) {
      const line = lines.find((l) => l.id === d.id);
      expect(line).toEqual({
        id: d.id,
        url: `http://localhost/syn/${d.id}`,
        version: d.version,
        document: d.document,
      });
    }
  }, 120_000);

  it("molecules.sdf: one record per structure, its molblock the same molecule as its SMILES", async () => {
    const { text } = await download("molecules.sdf");
    const records = readSdFile(text);
    const bySmiles = new Map(records.map((r) => [r.fields.SMILES as string, r]));
    expect(bySmiles.size).toBe(records.length);
    for (const r of records) expect(canonical(r.molblock)).toBe(canonical(r.fields.SMILES as string));
    expect(records[0]?.fields.DATASET_LICENSE).toBe(LICENSE_URL);
    expect(records[1]?.fields.DATASET_LICENSE).toBeUndefined();
    for (const d of documents) {
      const target = d.document.molecule.smiles;
      if (target) {
        const record = bySmiles.get(target);
        expect(record?.fields.NAME, target).toBe(d.document.molecule.name);
        expect(record?.fields.SYNTHESES?.split(", ")).toContain(String(d.id));
        expect(record?.molblock.split("\n")[2]).toMatch(/^Synthesis Archive r\d+, CC BY 4\.0$/);
      }
      for (const c of chemicalsOf(d.document)) {
        if (!c.smiles) continue;
        const record = bySmiles.get(c.smiles);
        expect(record?.fields.SYNTHESES?.split(", "), c.smiles).toContain(String(d.id));
        expect(record?.fields.SYNTHESIS_URLS).toContain(`http://localhost/syn/${d.id}`);
      }
    }
    const stored = new Set(
      documents.flatMap((d) =>
        [d.document.molecule.smiles, ...chemicalsOf(d.document).map((c) => c.smiles)].filter(Boolean),
      ),
    );
    expect(new Set(bySmiles.keys())).toEqual(stored);
  }, 120_000);

  it("reactions.rdf: every reaction with its structures, synthesis, part, step and facts", async () => {
    const { text } = await download("reactions.rdf");
    const { header, records } = readRdFile(text);
    expect(header[0]).toBe("$RDFILE 1");
    expect(header[1]).toMatch(/^\$DATM {4}\d\d\/\d\d\/\d\d \d\d:\d\d$/);
    expect(records[0]?.data.DATASET_LICENSE).toBe(LICENSE_URL);
    const expected = documents.flatMap((d) =>
      d.document.parts.flatMap((p) =>
        p.reactions.map((r) => ({ id: d.id, part: p.number, r, d: d.document })),
      ),
    );
    expect(records.length).toBe(expected.length);
    for (const { id, part, r, d } of expected) {
      const record = records.find(
        (x) =>
          x.data.SYNTHESIS_ID === String(id) &&
          x.data.PART === String(part) &&
          x.data.STEP === String(r.step),
      );
      expect(record, `${id}/${part}/${r.step}`).toBeDefined();
      if (!record) continue;
      const drawn = (list: { smiles?: string | null }[]) =>
        list.flatMap((c) => (c.smiles ? [canonical(c.smiles)] : [])).sort();
      expect(record.reactants.map(canonical).sort()).toEqual(drawn(r.substrates));
      expect(record.products.map(canonical).sort()).toEqual(drawn(r.products));
      expect(record.comment).toMatch(/CC BY 4\.0/);
      expect(record.data.YIELD).toBe(r.yield?.trim() || undefined);
      expect(record.data.SOLVENTS).toBe(r.solvents.join("; ") || undefined);
      expect(record.data.REAGENTS?.split("; ").length ?? 0).toBe(r.reagents.length);
      for (const ref of d.references) if (ref.doi) expect(record.data.REFERENCES).toContain(`doi:${ref.doi}`);
    }
  }, 120_000);

  it("routes.json: one tree per synthesis with a structure, the target at the root", async () => {
    const { text } = await download("routes.json");
    const trees = JSON.parse(text) as RouteMol[];
    const withTarget = documents.filter((d) => d.document.molecule.smiles);
    expect(trees.length).toBe(withTarget.length);
    for (const d of withTarget) {
      const tree = trees.find((x) => x.metadata?.synthesis_id === d.id);
      expect(tree, String(d.id)).toBeDefined();
      if (!tree) continue;
      expect(tree.type).toBe("mol");
      expect(tree.smiles).toBe(canonical(d.document.molecule.smiles as string));
      expect(tree.metadata?.license).toBe(LICENSE_URL);
      expect(tree.in_stock).toBe(false);
      // Every reaction of the demo routes is reached from the target (or, for a Partial
      // synthesis, from the last reaction's product), each once: the tree's steps are the synthesis's.
      const all = d.document.parts.flatMap((p) => p.reactions.map((r) => `${d.id}/${p.number}/${r.step}`));
      const reaches = tree.metadata?.route_reaches as RouteMol | undefined;
      const found = [...reactionIds(tree), ...(reaches ? reactionIds(reaches) : [])];
      expect([...new Set(found)].sort(), `${d.id}`).toEqual([...all].sort());
      expect(reactionIds(tree).length > 0 || reaches !== undefined).toBe(true);
    }
  }, 120_000);
});
