import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureDocument, fixtureReference } from "../../../../tests/fixtures/documents.ts";
import { readRdFile, readSdFile } from "../../../../tests/support/ctfile.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { loadReferenceData } from "../../seed/load-reference-data.ts";
import { RdkitUnavailableError } from "../../structures/rdkit-errors.ts";
import { publishSynthesis } from "../shared/synthesis-writing/publish-synthesis.ts";

/**
 * The bulk downloads under load (docs/decisions/exports/0096-bulk-downloads-never-wait-for-rdkit-mid-file.md "Bulk downloads never wait for RDKit mid-file",
 * "Bulk downloads: one copy per revision, a cap on those at once"): a file is written from stored
 * structures, so it completes while no RDKit worker answers; each revision's file is made once for
 * every client; 304 for the revision a client has; and the caps refuse before the first byte.
 */

const FILES = ["syntheses.jsonl", "molecules.sdf", "reactions.rdf", "routes.json", "ord.json"] as const;
type File = (typeof FILES)[number];

/** Downloads every file here: no cap is reached (in-process requests share one address). */
let t: TestApp;
/** Small caps, addresses from X-Forwarded-For. */
let capped: TestApp;

beforeAll(async () => {
  t = await createTestApp({ BULK_DOWNLOAD_MAX_PER_ADDRESS: "40", BULK_DOWNLOAD_MAX_CONCURRENT: "40" });
  await loadReferenceData(t.runtime.publishDeps, fixtureReference);
  capped = await createTestApp({
    BULK_DOWNLOAD_MAX_PER_ADDRESS: "2",
    BULK_DOWNLOAD_MAX_CONCURRENT: "3",
    TRUST_PROXY: "true",
  });
});
afterAll(async () => {
  await t?.close();
  await capped?.close();
});

/** A new data revision, as any write makes, seen by the app (its copies of older ones retire). */
async function newRevision(app: TestApp): Promise<number> {
  await app.runtime.repos.revisions.bump();
  return app.runtime.watcher.refresh();
}

/**
 * RDKit's workers refuse every call (`refusals` of them; then they answer again), as when every
 * worker is busy; `refused()` counts the calls refused.
 */
function refuseRdkit(app: TestApp, refusals = Number.POSITIVE_INFINITY) {
  const pool = app.runtime.structures.pool;
  const real = pool.call.bind(pool);
  let refused = 0;
  pool.call = ((op, args) => {
    if (refused >= refusals) return real(op, args);
    refused++;
    return Promise.reject(new RdkitUnavailableError("every RDKit worker is busy"));
  }) as typeof pool.call;
  const restore = () => {
    pool.call = real;
  };
  return { refused: () => refused, restore };
}

/** How many records a file holds, read as other tools read it; it throws on a file cut short. */
function recordsOf(file: File, text: string): number {
  switch (file) {
    case "syntheses.jsonl": {
      expect(text.endsWith("\n")).toBe(true);
      const lines = text.trimEnd().split("\n");
      expect(JSON.parse(lines[0] as string)).toHaveProperty("@meta");
      return lines.slice(1).map((line) => JSON.parse(line)).length;
    }
    case "molecules.sdf": {
      expect(text.endsWith("$$$$\n")).toBe(true);
      const records = readSdFile(text);
      // Every demo structure has atoms: no record fell back to the empty molblock.
      for (const r of records)
        expect(Number(r.molblock.split("\n")[3]?.slice(0, 3)), r.fields.SMILES).toBeGreaterThan(0);
      return records.length;
    }
    case "reactions.rdf": {
      expect(text.startsWith("$RDFILE 1\n")).toBe(true);
      const { records } = readRdFile(text);
      for (const r of records) expect(r.reactants.length + r.products.length).toBeGreaterThan(0);
      return records.length;
    }
    case "routes.json":
      return (JSON.parse(text) as unknown[]).length;
    case "ord.json":
      return (JSON.parse(text) as { reactions: unknown[] }).reactions.length;
  }
}

const download = async (app: TestApp, file: File, headers: Record<string, string> = {}) => {
  const res = await app.request(`/api/export/${file}`, { headers });
  return { res, text: await res.text() };
};

describe("bulk downloads without RDKit", () => {
  it("stores the molblocks of a synthesis's structures when it is published", async () => {
    const document = fixtureDocument({
      molecule: {
        name: "Fixture stored molblocks",
        structure: "fixture-stored-molblocks",
        smiles: "CC(=O)OC1CCCCC1",
      },
    });
    const smiles = ["CC(=O)OC1CCCCC1", "OC1CCCCC1", "O=C1CCCCC1"];
    const db = t.runtime.db.kysely;
    await db.deleteFrom("structure_molblocks").where("smiles", "in", smiles).execute();
    await publishSynthesis(t.runtime.publishDeps, document);
    const rows = await t.runtime.repos.structureMolblocks.find(smiles);
    expect(rows.map((r) => r.smiles).sort()).toEqual([...smiles].sort());
    for (const row of rows) {
      expect(row.molblock, row.smiles).toMatch(/V2000\n[\s\S]*M {2}END/);
      expect(row.canonical, row.smiles).toEqual(expect.any(String));
    }
    expect(rows.find((r) => r.smiles === "O=C1CCCCC1")?.canonical).toBe("O=C1CCCCC1");
  }, 120_000);

  it("finds every published structure of the seeded archive stored: it was published through the same command", async () => {
    // `capped` never makes a file with structures, so nothing here was filled by a download.
    expect(await capped.runtime.repos.structureMolblocks.missing(null, 10)).toEqual([]);
    const [row] = await capped.runtime.db.kysely
      .selectFrom("structure_molblocks")
      .select(["molblock"])
      .limit(1)
      .execute();
    expect(row?.molblock).toContain("M  END");
  });

  it("completes every file while no RDKit worker answers, from the structures stored once", async () => {
    await t.runtime.exportStructures.fillMissing();
    const expected = new Map<File, number>();
    for (const file of FILES) {
      const { res, text } = await download(t, file);
      expect(res.status, file).toBe(200);
      expect(recordsOf(file, text), file).toBeGreaterThan(0);
      expected.set(file, recordsOf(file, text));
    }
    const rdkit = refuseRdkit(t);
    try {
      const revision = await newRevision(t);
      // Three clients per file at once, all while every RDKit call is refused.
      const answers = await Promise.all(
        FILES.flatMap((file) => [1, 2, 3].map(async () => ({ file, ...(await download(t, file)) }))),
      );
      for (const { file, res, text } of answers) {
        expect(res.status, `${file}: ${text.slice(0, 200)}`).toBe(200);
        expect(res.headers.get("etag"), file).toContain(`r${revision}-`);
        expect(recordsOf(file, text), file).toBe(expected.get(file));
      }
      expect(rdkit.refused()).toBe(0);
    } finally {
      rdkit.restore();
    }
  }, 120_000);

  it("stores a structure a write added before the file's first byte, waiting while the workers are busy", async () => {
    await t.runtime.exportStructures.fillMissing();
    const db = t.runtime.db.kysely;
    const [target] = await db
      .selectFrom("molecules as m")
      .innerJoin("syntheses as s", "s.molecule_id", "m.id")
      .where("s.unpublished_at", "is", null)
      .where("m.smiles", "is not", null)
      .select("m.smiles")
      .orderBy("m.id")
      .limit(1)
      .execute();
    const smiles = target?.smiles as string;
    // As after a molecule's structure changed: its SMILES has no stored row yet.
    await db.deleteFrom("structure_molblocks").where("smiles", "=", smiles).execute();
    await newRevision(t);
    const rdkit = refuseRdkit(t, 3);
    try {
      const { res, text } = await download(t, "molecules.sdf");
      expect(res.status).toBe(200);
      expect(rdkit.refused()).toBe(3);
      const record = readSdFile(text).find((r) => r.fields.SMILES === smiles);
      expect(Number(record?.molblock.split("\n")[3]?.slice(0, 3))).toBeGreaterThan(0);
      const stored = await db
        .selectFrom("structure_molblocks")
        .select("molblock")
        .where("smiles", "=", smiles)
        .executeTakeFirst();
      expect(stored?.molblock).toContain("M  END");
    } finally {
      rdkit.restore();
    }
  }, 120_000);

  it("answers a clean 503 before any byte when a structure to store finds no worker in time", async () => {
    const structures = t.runtime.exportStructures;
    const fill = structures.fillMissing;
    structures.fillMissing = () =>
      Promise.reject(new RdkitUnavailableError("no RDKit worker was free in time"));
    try {
      await newRevision(t);
      const res = await t.request("/api/export/routes.json");
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("structures_unavailable");
      // The refused download gave its slot back, and the next revision's file is made again.
      expect(t.runtime.downloads.slots.running).toBe(0);
    } finally {
      structures.fillMissing = fill;
    }
    const { res, text } = await download(t, "routes.json");
    expect(res.status).toBe(200);
    expect(recordsOf("routes.json", text)).toBeGreaterThan(0);
  }, 120_000);
});

describe("one copy per revision, validated by its ETag", () => {
  it("makes a revision's file once for many clients at once, and again for the next revision", async () => {
    const source = t.runtime.repos.exportSource;
    const syntheses = source.syntheses;
    let builds = 0;
    source.syntheses = (after, limit, only) => {
      if (after === 0 && only === undefined) builds++;
      return syntheses(after, limit, only);
    };
    try {
      await newRevision(t);
      const texts = await Promise.all(
        Array.from({ length: 8 }, async () => (await download(t, "syntheses.jsonl")).text),
      );
      expect(builds).toBe(1);
      expect(new Set(texts).size).toBe(1);
      expect(recordsOf("syntheses.jsonl", texts[0] as string)).toBeGreaterThan(0);
      const again = await download(t, "syntheses.jsonl");
      expect(again.res.headers.get("content-length")).toBe(String(Buffer.byteLength(texts[0] as string)));
      expect(builds).toBe(1);
      await newRevision(t);
      await download(t, "syntheses.jsonl");
      expect(builds).toBe(2);
    } finally {
      source.syntheses = syntheses;
    }
  }, 120_000);

  it("answers 304 to If-None-Match with the revision's strong ETag, and 200 with a new one after a write", async () => {
    for (const file of FILES) {
      const { res } = await download(t, file);
      const etag = res.headers.get("etag") as string;
      expect(etag, file).toMatch(/^"r\d+-[a-z.]+"$/);
      expect(etag, file).toContain(file === "ord.json" ? "-ord" : `-${file}`);
      for (const sent of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const again = await t.request(`/api/export/${file}`, { headers: { "If-None-Match": sent } });
        expect(again.status, `${file} ${sent}`).toBe(304);
        expect(again.headers.get("etag")).toBe(etag);
        expect(await again.text()).toBe("");
      }
    }
    await newRevision(t);
    const { res } = await download(t, "molecules.sdf");
    const stale = await t.request("/api/export/molecules.sdf", {
      headers: { "If-None-Match": `"r1-molecules.sdf"` },
    });
    expect(stale.status).toBe(200);
    expect(stale.headers.get("etag")).toBe(res.headers.get("etag"));
    await stale.body?.cancel();
  }, 120_000);
});

describe("caps on bulk downloads at once", () => {
  const path = "/api/export/syntheses.jsonl";
  const init = (address: string, method = "GET") => ({ method, headers: { "X-Forwarded-For": address } });
  /** A download left running: the app's answer as is (the test app reads a JSON-like body to check it). */
  const hold = (address: string) => capped.runtime.app.request(`http://localhost${path}`, init(address));
  /** An answer checked against the API document (a refusal is JSON). */
  const from = (address: string, method = "GET") => capped.request(path, init(address, method));

  it("refuses a third download of one address with 429 and a fourth of the server with 503, before any byte", async () => {
    const held: Response[] = [];
    try {
      // Two bodies left unread: their downloads are running.
      for (let i = 0; i < 2; i++) held.push(await hold("198.51.100.7"));
      expect(held.map((r) => r.status)).toEqual([200, 200]);
      const third = await from("198.51.100.7");
      expect(third.status).toBe(429);
      expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(third.headers.get("content-type")).toContain("application/json");
      expect(((await third.json()) as { error: { code: string } }).error.code).toBe("too_many_requests");
      // HEAD sends no file: it takes no slot.
      expect((await from("198.51.100.7", "HEAD")).status).toBe(200);

      held.push(await hold("203.0.113.5"));
      expect(held[2]?.status).toBe(200);
      const fourth = await from("192.0.2.44");
      expect(fourth.status).toBe(503);
      expect(fourth.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(((await fourth.json()) as { error: { code: string } }).error.code).toBe("busy");
      expect(capped.runtime.downloads.slots.running).toBe(3);

      // One download ends (read to its end): its slot is free again.
      expect(recordsOf("syntheses.jsonl", await (held.shift() as Response).text())).toBeGreaterThan(0);
      const next = await hold("192.0.2.44");
      expect(next.status).toBe(200);
      held.push(next);
    } finally {
      for (const res of held) await res.body?.cancel();
    }
    expect(capped.runtime.downloads.slots.running).toBe(0);
  }, 120_000);
});
