import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureDocument, fixtureReference } from "../../../../tests/fixtures/documents.ts";
import { readRdFile, readSdFile } from "../../../../tests/support/ctfile.ts";
import { loadProto, verifyJson } from "../../../../tests/support/proto-json.ts";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { LICENSE_URL } from "../../../domain/export/export-meta.ts";
import type { RouteMol } from "../../../domain/export/route-tree.ts";
import { loadReferenceData } from "../../seed/load-reference-data.ts";
import { publishSynthesis } from "../shared/synthesis-writing/publish-synthesis.ts";

/**
 * GET /api/syntheses/{id}/export?format=json|sdf|rdf|route|ord|ris|bibtex|csl (docs/product/api.md
 * "Downloads and exports"): for every published demo synthesis, the same data as the bulk downloads
 * restricted to it, and its citation files; 404 for an unknown or unpublished synthesis, 400 naming
 * `format` for another format.
 */

let t: TestApp;
let editor: SignedIn;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  editor = await signIn(t, "editor", "Ed Editor");
  await loadReferenceData(t.runtime.publishDeps, fixtureReference);
  ids = ((await (await t.request("/api/syntheses")).json()) as { id: number }[]).map((s) => s.id);
});
afterAll(() => t.close());

const exported = (id: number | string, format?: string, headers: Record<string, string> = {}) =>
  t.request(`/api/syntheses/${id}/export${format === undefined ? "" : `?format=${format}`}`, { headers });

let made = 0;
/** A synthesis of the test's own, under a target structure no other synthesis has. */
async function ownSynthesis() {
  const n = ++made;
  const smiles = `CC(=O)OC1CCCCC1${"C".repeat(n)}`;
  const id = await publishSynthesis(
    t.runtime.publishDeps,
    fixtureDocument({
      molecule: { name: `Fixture Export ${n}`, structure: `fixture-export-${n}`, smiles },
    }),
  );
  return { id, smiles };
}

describe("one synthesis's export", () => {
  it("gives each demo synthesis's part of every bulk file", async () => {
    // Read here, not before all tests: another test's write changes the revision the files name.
    const text = async (file: string) => (await t.request(`/api/export/${file}`)).text();
    const bulk = {
      jsonl: (await text("syntheses.jsonl"))
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l) as Record<string, unknown>),
      sdf: await text("molecules.sdf"),
      rdf: await text("reactions.rdf"),
      routes: JSON.parse(await text("routes.json")) as RouteMol[],
    };
    const sd = readSdFile(bulk.sdf);
    const rd = readRdFile(bulk.rdf).records;
    for (const id of ids) {
      const json = await exported(id, "json");
      expect(json.headers.get("content-disposition")).toBe(`attachment; filename="synthesis-${id}.json"`);
      const { "@meta": meta, ...record } = (await json.json()) as Record<string, unknown>;
      expect(meta).toMatchObject({ license: LICENSE_URL });
      expect(record).toEqual(bulk.jsonl.find((l) => l.id === id));

      const sdf = readSdFile(await (await exported(id, "sdf")).text());
      const mine = sd.filter((r) => r.fields.SYNTHESES?.split(", ").includes(String(id)));
      expect(sdf.map((r) => r.fields.SMILES).sort()).toEqual(mine.map((r) => r.fields.SMILES).sort());
      expect(sdf.map((r) => r.molblock)).toEqual(
        sdf.map((r) => mine.find((m) => m.fields.SMILES === r.fields.SMILES)?.molblock),
      );
      // Its own record names only this synthesis: the syntheses it occurs in within the file.
      for (const r of sdf) expect(r.fields.SYNTHESES).toBe(String(id));

      const rdf = readRdFile(await (await exported(id, "rdf")).text()).records;
      const reactions = rd.filter((r) => r.data.SYNTHESIS_ID === String(id));
      expect(rdf.map((r) => r.name)).toEqual(reactions.map((r) => r.name));
      expect(rdf.map((r) => [...r.reactants, ...r.products])).toEqual(
        reactions.map((r) => [...r.reactants, ...r.products]),
      );

      const route = (await (await exported(id, "route")).json()) as RouteMol[];
      expect(route).toEqual(bulk.routes.filter((r) => r.metadata?.synthesis_id === id));
    }
  }, 180_000);

  it("answers the document when no format is named, and 304 for the revision the client has", async () => {
    const id = ids[0] as number;
    const res = await exported(id);
    expect(res.headers.get("content-type")).toContain("application/json");
    const etag = res.headers.get("etag") as string;
    expect(etag).toMatch(/^"r\d+-syn\d+-json"$/);
    expect((await exported(id, undefined, { "If-None-Match": etag })).status).toBe(304);
    expect((await exported(id, "sdf", { "If-None-Match": etag })).status).toBe(200);
  });

  it("gives each demo synthesis's reactions of the ORD dump as a Dataset of its own", async () => {
    const proto = loadProto(["tests/fixtures/ord/reaction.proto", "tests/fixtures/ord/dataset.proto"]);
    const whole = (await (await t.request("/api/export/ord.json")).json()) as {
      reactions: { provenance?: { recordCreated?: { details?: string } } }[];
    };
    let total = 0;
    for (const id of ids) {
      const res = await exported(id, "ord");
      expect(res.headers.get("content-disposition")).toContain(`synthesis-${id}.ord.json`);
      const dataset = (await res.json()) as { reactions: unknown[] };
      expect(verifyJson(proto, "ord.Dataset", dataset)).toEqual([]);
      total += dataset.reactions.length;
    }
    // Every reaction of the archive's dump comes from exactly one synthesis's file.
    expect(total).toBe(whole.reactions.length);
  });

  it("names each target's stored InChI and InChIKey in its SD record", async () => {
    let checked = 0;
    for (const id of ids) {
      const read = (await (await t.request(`/api/syntheses/${id}`)).json()) as {
        molecule: { name: string; inchi: string | null; inchiKey: string | null };
      };
      if (!read.molecule.inchiKey) continue;
      const records = readSdFile(await (await exported(id, "sdf")).text());
      const target = records.find((r) => r.fields.INCHIKEY === read.molecule.inchiKey);
      expect(target?.fields.INCHI, `${id}`).toBe(read.molecule.inchi);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("gives the citation files of /citation under the same formats", async () => {
    const id = ids[0] as number;
    for (const format of ["ris", "bibtex", "csl"]) {
      const [viaExport, viaCitation] = await Promise.all([
        exported(id, format),
        t.request(`/api/syntheses/${id}/citation?format=${format}`),
      ]);
      expect(viaExport.status).toBe(200);
      expect(viaExport.headers.get("content-type")).toBe(viaCitation.headers.get("content-type"));
      expect(await viaExport.text()).toBe(await viaCitation.text());
    }
    expect((await exported(999_999, "ris")).status).toBe(404);
  });

  it("refuses another format with 400 naming format, and an unknown synthesis with 404", async () => {
    const res = await exported(ids[0] as number, "cml");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string; field: string } }).error).toMatchObject({
      code: "invalid_input",
      field: "format",
    });
    expect((await exported(999_999, "json")).status).toBe(404);
    expect((await exported("abc", "json")).status).toBe(404);
  });

  it("leaves an unpublished synthesis out of its export and out of every bulk file", async () => {
    const { id, smiles } = await ownSynthesis();
    expect((await exported(id, "sdf")).status).toBe(200);
    const before = await (await t.request("/api/export/molecules.sdf")).text();
    expect(readSdFile(before).some((r) => r.fields.SMILES === smiles)).toBe(true);
    const history = (await (
      await t.request(`/api/syntheses/${id}/history`, { headers: editor.cookieOnly })
    ).json()) as {
      version: number;
    };
    const res = await t.request(`/api/syntheses/${id}/unpublish`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...editor.headers },
      body: JSON.stringify({ note: "Duplicate entry", version: history.version }),
    });
    expect(res.status).toBe(200);
    for (const format of ["json", "sdf", "rdf", "route"])
      expect((await exported(id, format)).status).toBe(404);
    const text = async (file: string) => (await t.request(`/api/export/${file}`)).text();
    expect(readSdFile(await text("molecules.sdf")).some((r) => r.fields.SMILES === smiles)).toBe(false);
    expect((await text("syntheses.jsonl")).includes(`"id":${id},`)).toBe(false);
    expect(
      readRdFile(await text("reactions.rdf")).records.some((r) => r.data.SYNTHESIS_ID === String(id)),
    ).toBe(false);
    expect(
      (JSON.parse(await text("routes.json")) as RouteMol[]).some((r) => r.metadata?.synthesis_id === id),
    ).toBe(false);
  }, 180_000);
});
