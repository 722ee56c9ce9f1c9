import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import type { ExportSource } from "../../../db/repositories/export-source.ts";
import { backgroundPacer } from "../../http/background-pace.ts";
import { BULK_EXPORTS } from "./export-formats.ts";
import type { ExportDeps } from "./export-writers.ts";
import { ordDatasetStream } from "./ord-stream.ts";

/**
 * Bounded memory: a dump reads the archive in keyset pages, one after the other, and only when the
 * client has taken the text of the previous one. The writers run here on the app's real
 * repositories, each call recorded, with small pages; the text they make is the download's.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Call = { what: "syntheses" | "structures"; after: unknown; limit: number };

/** The app's own export source, every read recorded. */
function recorded(calls: Call[]): ExportSource {
  const source = t.runtime.repos.exportSource;
  return {
    ...source,
    syntheses: (after, limit, only) => {
      calls.push({ what: "syntheses", after, limit });
      return source.syntheses(after, limit, only);
    },
    structures: (after, limit, only) => {
      calls.push({ what: "structures", after, limit });
      return source.structures(after, limit, only);
    },
  };
}

async function run(file: keyof typeof BULK_EXPORTS, calls: Call[], reads: number[] = []) {
  const reader = t.runtime.repos.synthesisDocuments;
  const deps: ExportDeps = {
    source: recorded(calls),
    ordExport: t.runtime.repos.ordExport,
    reader: {
      read: (id) => {
        reads.push(id);
        return reader.read(id);
      },
    },
    molblocks: t.runtime.exportStructures,
    synthesisPage: 7,
    structurePage: 25,
  };
  const res = await t.request(`/api/export/${file}`);
  const revision = Number(res.headers.get("x-data-revision"));
  const modified = await t.runtime.repos.exportSource.lastChange();
  const meta = { revision, modified, origin: "http://localhost" };
  const pieces = BULK_EXPORTS[file].write(deps, meta);
  return { pieces, download: await res.text() };
}

describe("exports read in pages", () => {
  it("reads the syntheses 7 ids at a time and one document at a time, each after the previous one's text was taken", async () => {
    // The document files share one reader (publishedDocuments); two of them are read here.
    for (const file of ["syntheses.jsonl", "reactions.rdf"] as const) {
      const calls: Call[] = [];
      const reads: number[] = [];
      const { pieces, download } = await run(file, calls, reads);
      let text = "";
      let pagesBeforePiece = 0;
      let taken = 0;
      for await (const piece of pieces) {
        text += piece;
        taken++;
        // No page is read ahead of the text already handed out, and no document either: the
        // dump holds one document at a time.
        expect(calls.length).toBeLessThanOrEqual(pagesBeforePiece + 1);
        expect(reads.length, file).toBeLessThanOrEqual(taken);
        pagesBeforePiece = calls.length;
      }
      expect(reads.length, file).toBeGreaterThan(7);
      expect(text, file).toBe(download);
      const { count: published } = (await (await t.request("/api/syntheses/count")).json()) as {
        count: number;
      };
      expect(calls.length, file).toBe(Math.floor(published / 7) + 1);
      expect(calls.every((c) => c.what === "syntheses" && c.limit === 7)).toBe(true);
      const afters = calls.map((c) => c.after as number);
      expect(afters).toEqual([...afters].sort((a, b) => a - b));
      expect(new Set(afters).size).toBe(afters.length);
    }
  }, 120_000);

  it("reads the SD file's structures 25 at a time, by SMILES after the last one", async () => {
    const calls: Call[] = [];
    const { pieces, download } = await run("molecules.sdf", calls);
    let text = "";
    let pieceCount = 0;
    for await (const piece of pieces) {
      text += piece;
      pieceCount++;
    }
    expect(text).toBe(download);
    const records = download.split("$$$$\n").length - 1;
    expect(records).toBeGreaterThan(50);
    expect(calls.length).toBe(Math.floor(records / 25) + 1);
    expect(pieceCount).toBe(Math.ceil(records / 25));
    expect(calls.every((c) => c.what === "structures" && c.limit === 25)).toBe(true);
    expect(calls[0]?.after).toBeNull();
  }, 120_000);
});

/** How often the event loop turned while `work` ran: a callback that schedules itself again. */
async function loopTurnsDuring(work: () => Promise<void>): Promise<number> {
  let turns = 0;
  let counting = true;
  const tick = () => {
    turns++;
    if (counting) setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  counting = false;
  return turns;
}

describe("exports give way to the site", () => {
  // node:sqlite answers at once, so without giving way a dump would run in promise callbacks
  // from its first document to its last and no other request would be read meanwhile.
  it("let the event loop turn before every document of every bulk file", async () => {
    const { count: published } = (await (await t.request("/api/syntheses/count")).json()) as {
      count: number;
    };
    const meta = { revision: 1, modified: null, origin: "http://localhost" };
    const idle = backgroundPacer({ busy: () => false });
    for (const file of ["syntheses.jsonl", "reactions.rdf", "routes.json"] as const) {
      const deps: ExportDeps = {
        source: t.runtime.repos.exportSource,
        ordExport: t.runtime.repos.ordExport,
        reader: t.runtime.repos.synthesisDocuments,
        molblocks: t.runtime.exportStructures,
        giveWay: idle.start(),
      };
      const turns = await loopTurnsDuring(async () => {
        for await (const _ of BULK_EXPORTS[file].write(deps, meta));
      });
      expect(turns, file).toBeGreaterThanOrEqual(published);
    }
    const ord = ordDatasetStream(
      {
        ordExport: t.runtime.repos.ordExport,
        documents: t.runtime.repos.synthesisDocuments,
        giveWay: idle.start(),
      },
      "http://localhost",
      1,
    );
    const turns = await loopTurnsDuring(async () => {
      for await (const _ of ord);
    });
    expect(turns, "ord.json").toBeGreaterThanOrEqual(published);
  }, 120_000);
});
