import type { StructureSourceRepository } from "../../db/repositories/structure-fingerprints.ts";
import {
  cursorText,
  type StructureQuery,
  type StructureSearchResults,
  type StructureSynthesisLabel,
} from "../../domain/structure-search.ts";
import type { RevisionWatcher } from "../http/revision-watcher.ts";
import type { StructureService } from "../structures/structure-service.ts";
import { RebuildPacer } from "./rebuild-pacer.ts";
import { joinParts, middlePlace } from "./split-scan.ts";
import { readIndexContents, screenBits } from "./structure-entries.ts";
import { hintOf, looserReadings } from "./structure-hints.ts";
import { resultsOf } from "./structure-results.ts";
import { StructureTable } from "./structure-table.ts";
import type { ScanBound, ScanPlace, SubstructureHit } from "./substructure-scan.ts";

/** What the index asks of RDKit, through the structure workers (structure-service.ts). */
export type StructureSearchRdkit = Pick<
  StructureService,
  "readQuery" | "substructure" | "exactIgnoringStereo" | "setTable" | "version" | "fingerprints" | "workers"
>;

/** A substructure search retried after the index changed under it. */
const STALE_RETRIES = 3;

/**
 * The work bound of one page of a substructure search: candidates confirmed with RDKit (each is
 * parsed and matched, 30-80 µs) and milliseconds of CPU time spent at most (the time is
 * STRUCTURE_SEARCH_BUDGET_MS). It keeps a query that passes the screen almost everywhere but rarely
 * matches fast; reaching it answers `cut: true` with a cursor that continues the search.
 */
export const SUBSTRUCTURE_BOUND: ScanBound = { maxCandidates: 5000, maxMs: 80 };

/** How long a failed background rebuild waits before trying again. */
const REBUILD_RETRY_MS = 5_000;
/** Rebuilds after changes start at most this often; a structure query meanwhile waits for the next. */
const STRUCTURE_REBUILD_INTERVAL_MS = 1_000;

interface Snapshot {
  /** The table's number, as the structure workers know it. */
  id: number;
  table: StructureTable;
  labels: Map<number, StructureSynthesisLabel>;
  /** The public syntheses of each target molecule, by molecule id. */
  targetSyntheses: Map<number, StructureSynthesisLabel[]>;
}

/** Counts of the last build, for logs and tests. */
export interface BuildReport {
  structures: number;
  /** Owners whose stored row was missing or made by another RDKit version: computed in memory. */
  computed: number;
  ms: number;
}

/**
 * Structure search over every public structure: target molecules, reaction substrates and
 * products, drawn special reagents. The index is built on the first query (a server that never
 * gets one never loads it) from the fingerprints stored at publish; after that a data revision
 * change rebuilds it, and queries wait for a rebuild in flight, as the text index does.
 */
export class StructureSearch {
  #snapshot: Snapshot | undefined;
  #building: Promise<void> | undefined;
  #loading: Promise<void> | undefined;
  #stale = false;
  /** Rebuilds after changes, paced as the text index's are (rebuild-pacer.ts). */
  readonly #pacer = new RebuildPacer(() => this.rebuild(), {
    minIntervalMs: STRUCTURE_REBUILD_INTERVAL_MS,
    retryMs: REBUILD_RETRY_MS,
  });
  /** Each rebuild's ticket, and the newest one applied: a slower, older rebuild never wins. */
  #started = 0;
  #applied = 0;
  readonly #source: StructureSourceRepository;
  readonly #rdkit: StructureSearchRdkit;
  readonly #bound: ScanBound;
  lastBuild: BuildReport | undefined;

  constructor(
    source: StructureSourceRepository,
    rdkit: StructureSearchRdkit,
    watcher?: RevisionWatcher,
    options: { bound?: ScanBound } = {},
  ) {
    this.#source = source;
    this.#rdkit = rdkit;
    this.#bound = options.bound ?? SUBSTRUCTURE_BOUND;
    watcher?.onChange(() => {
      // A change during the first build: that build may have read the data before it.
      // A failed rebuild keeps the previous index and is tried again; it never rejects.
      if (this.#snapshot || this.#loading) this.#building = this.#pacer.request();
      else this.#stale = true;
    });
  }

  /** Waits for a rebuild in flight and stops retrying (call before closing the database). */
  async settle(): Promise<void> {
    await this.#pacer.stop();
    await this.#building;
    await this.#loading?.catch(() => undefined);
  }

  async rebuild(): Promise<void> {
    const ticket = ++this.#started;
    const started = performance.now();
    const { entries, labels, targetSyntheses, rank, computed } = await readIndexContents(
      this.#source,
      this.#rdkit,
    );
    await screenBits(entries.values(), this.#snapshot?.table);
    if (ticket < this.#applied) return;
    this.#applied = ticket;
    const table = new StructureTable([...entries.values()], {
      synthesisRank: (id) => rank.get(id) ?? rank.size,
    });
    this.#rdkit.setTable({
      id: ticket,
      size: table.size,
      smiles: table.smiles.join("\n"),
      heavyAtoms: table.heavyAtoms,
      pattern: table.pattern,
      ring: table.ring,
      atoms: table.atoms,
      targetOrder: table.targetOrder,
      chemicalOrder: table.chemicalOrder,
    });
    this.#snapshot = { id: ticket, table, labels, targetSyntheses };
    this.#stale = false;
    this.lastBuild = { structures: entries.size, computed, ms: Math.round(performance.now() - started) };
  }

  async #current(): Promise<Snapshot> {
    if (!this.#snapshot || this.#stale) {
      // Concurrent first queries share one build; a failed one is tried again by the next query.
      this.#loading ??= this.rebuild().finally(() => {
        this.#loading = undefined;
      });
      await this.#loading;
    }
    // A rebuild after a data change (it never rejects: a failure keeps the previous index).
    await this.#building;
    return this.#snapshot as Snapshot;
  }

  /**
   * Runs a query: RDKit (in a structure worker) reads it; exact search then looks it up in the
   * index here, similarity search scores the index here, substructure search and exact search
   * without stereochemistry run in the worker over the same shared table. A query that finds nothing
   * also says which looser reading would find something (`hints`). A query RDKit cannot read throws
   * StructureQueryError; a query over the limits, StructureLimitError.
   */
  async search(query: StructureQuery): Promise<StructureSearchResults> {
    const results = await this.#answer(query);
    // Only when the query found nothing: each looser reading runs as a search of its own, one
    // after the other, through the same workers and bounds (structure-hints.ts).
    for (const reading of looserReadings(query, results)) {
      const hint = hintOf(reading, await this.#answer(reading.query));
      if (hint) results.hints.push(hint);
    }
    return results;
  }

  async #answer(query: StructureQuery): Promise<StructureSearchResults> {
    for (let attempt = 0; ; attempt++) {
      const snapshot = await this.#current();
      const answer = await this.#searchIn(snapshot, query);
      if (answer) return answer;
      // The index changed while the query waited for a worker: ask again with the new one.
      if (attempt >= STALE_RETRIES) throw new Error("the structure index kept changing during a search");
    }
  }

  /** The answer on one snapshot, or null when the worker held a newer table. */
  async #searchIn(snapshot: Snapshot, query: StructureQuery): Promise<StructureSearchResults | null> {
    const { table } = snapshot;
    if (query.mode === "substructure") {
      const from = query.after ?? { list: "targets" as const, position: 0, shown: 0 };
      const anyBond = query.bonds === "any";
      const answer = await this.#substructurePage(snapshot, query.q, query.limit, from, anyBond);
      if (!answer) return null;
      const hits = (list: SubstructureHit[]) => list.map((hit) => ({ ...hit, score: null }));
      const results = resultsOf(
        snapshot,
        query,
        answer.reading,
        { targets: hits(answer.targets), chemicals: hits(answer.chemicals) },
        { complete: answer.next === null, cut: answer.cut, next: null },
      );
      if (answer.next) {
        // Numbering goes on from the page before: a cursor counts the hits of its own list.
        const earlier = from.list === answer.next.list ? from.shown : 0;
        const here = answer.next.list === "targets" ? results.targets.length : results.chemicals.length;
        results.next = cursorText({ ...answer.next, shown: earlier + here });
      }
      return results;
    }
    if (query.mode === "exact" && query.stereo === "ignore") {
      const answer = await this.#rdkit.exactIgnoringStereo(snapshot.id, query.q);
      if (answer.stale) return null;
      const found = answer.indices.map((index) => ({ index, score: 1, atoms: [] }));
      return resultsOf(snapshot, query, answer.reading, { targets: found, chemicals: found }, FINISHED);
    }
    const reading = await this.#rdkit.readQuery(query.q, query.mode);
    if (query.mode === "exact") {
      const index = table.exact.get(reading.canonical as string);
      const found = index === undefined ? [] : [{ index, score: 1, atoms: [] }];
      return resultsOf(snapshot, query, reading, { targets: found, chemicals: found }, FINISHED);
    }
    const result = table.similarity(reading.morgan as Uint8Array, query.threshold, query.limit);
    const found = result.hits.map((hit) => ({ index: hit.index, score: round(hit.score), atoms: [] }));
    return resultsOf(
      snapshot,
      query,
      reading,
      { targets: found, chemicals: found },
      { complete: result.complete, cut: false, next: null },
    );
  }

  /**
   * One page of a substructure search, split between two structure workers when there are two
   * (split-scan.ts): a query that must look at many structures answers in about half the time.
   * Null when a worker held a newer table.
   */
  async #substructurePage(snapshot: Snapshot, q: string, limit: number, from: ScanPlace, anyBond: boolean) {
    const { table } = snapshot;
    if (this.#rdkit.workers < 2) {
      const answer = await this.#rdkit.substructure(snapshot.id, q, limit, this.#bound, from, null, anyBond);
      return answer.stale ? null : answer;
    }
    const middle = middlePlace(from, table.targetOrder.length, table.chemicalOrder.length);
    const [first, second] = await Promise.all([
      this.#rdkit.substructure(snapshot.id, q, limit, this.#bound, from, middle, anyBond),
      this.#rdkit.substructure(snapshot.id, q, limit, this.#bound, middle, null, anyBond),
    ]);
    if (first.stale || second.stale) return null;
    return { ...joinParts(first, second, limit), reading: first.reading };
  }

  /** True when `smiles` is the canonical SMILES of a public structure (the drawings' guard). */
  async has(smiles: string): Promise<boolean> {
    const { table } = await this.#current();
    return table.exact.has(smiles);
  }
}

const FINISHED = { complete: true, cut: false, next: null };

/** Scores to three decimals: enough to order and read, stable in JSON. */
function round(score: number): number {
  return Math.round(score * 1000) / 1000;
}

export type { Snapshot as StructureSnapshot };
