import type { StructureSourceRepository } from "../../db/repositories/structure-fingerprints.ts";
import {
  type StructureChemicalHit,
  type StructureQuery,
  type StructureSearchResults,
  type StructureSynthesisLabel,
  type StructureTargetHit,
  structureImageUrl,
} from "../../domain/structure-search.ts";
import type { RevisionWatcher } from "../http/revision-watcher.ts";
import { fingerprintSmiles, morganOf, type StructureFingerprint } from "../structures/fingerprints.ts";
import { getRdkit, type RDKitModule } from "../structures/rdkit.ts";
import { parseStructureQuery } from "../structures/structure-query.ts";
import { type StructureEntry, StructureTable } from "./structure-table.ts";

/**
 * The work bound of a substructure search: candidates confirmed with RDKit (each is parsed and
 * matched, 30-80 µs) and milliseconds of CPU time spent at most. It keeps a query that passes the screen almost
 * everywhere but rarely matches fast; reaching it answers `complete: false`.
 */
export const SUBSTRUCTURE_BOUND = { maxCandidates: 5000, maxMs: 60 };

/** How long a failed background rebuild waits before trying again. */
const REBUILD_RETRY_MS = 5_000;

interface Snapshot {
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
  #retry: NodeJS.Timeout | undefined;
  #settled = false;
  #stale = false;
  /** Each rebuild's ticket, and the newest one applied: a slower, older rebuild never wins. */
  #started = 0;
  #applied = 0;
  readonly #source: StructureSourceRepository;
  readonly #bound: { maxCandidates: number; maxMs: number };
  lastBuild: BuildReport | undefined;

  constructor(
    source: StructureSourceRepository,
    watcher?: RevisionWatcher,
    options: { bound?: { maxCandidates: number; maxMs: number } } = {},
  ) {
    this.#source = source;
    this.#bound = options.bound ?? SUBSTRUCTURE_BOUND;
    watcher?.onChange(() => {
      // A change during the first build: that build may have read the data before it.
      if (this.#snapshot || this.#loading) this.#rebuildInBackground();
      else this.#stale = true;
    });
  }

  #rebuildInBackground(): void {
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = undefined;
    this.#building = this.rebuild().catch(() => {
      if (this.#settled) return;
      this.#retry = setTimeout(() => this.#rebuildInBackground(), REBUILD_RETRY_MS);
      this.#retry.unref();
    });
  }

  /** Waits for a rebuild in flight and stops retrying (call before closing the database). */
  async settle(): Promise<void> {
    this.#settled = true;
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = undefined;
    await this.#building;
    await this.#loading?.catch(() => undefined);
  }

  async rebuild(): Promise<void> {
    const ticket = ++this.#started;
    const started = performance.now();
    const rdkit = await getRdkit();
    const toolkit = rdkit.version();
    const [rows, targets, chemicals, specials, syntheses] = await Promise.all([
      this.#source.fingerprints(),
      this.#source.targets(),
      this.#source.chemicals(),
      this.#source.specialReagents(),
      this.#source.syntheses(),
    ]);
    const stored = new Map(rows.map((row) => [`${row.kind}:${row.owner_id}`, row]));
    const entries = new Map<string, StructureEntry>();
    let computed = 0;
    const entryFor = (key: string, smiles: string): StructureEntry | undefined => {
      const row = stored.get(key);
      let fp: StructureFingerprint;
      if (row && row.smiles === smiles && row.toolkit === toolkit) {
        fp = {
          canonical: row.canonical,
          heavyAtoms: row.heavy_atoms,
          pattern: row.pattern_fp,
          morgan: row.morgan_fp,
          toolkit,
        };
      } else {
        try {
          fp = fingerprintSmiles(rdkit, smiles);
          computed++;
        } catch {
          return undefined; // a stored SMILES RDKit cannot read is not searchable
        }
      }
      let entry = entries.get(fp.canonical);
      const order = row?.id ?? Number.MAX_SAFE_INTEGER;
      if (!entry) {
        entry = { ...fp, order, targets: [], occurrences: [] };
        entries.set(fp.canonical, entry);
      } else if (order < entry.order) {
        entry.order = order;
      }
      return entry;
    };
    for (const m of targets) {
      if (!m.smiles) continue;
      entryFor(`molecule:${m.id}`, m.smiles)?.targets.push({
        moleculeId: m.id,
        name: m.name,
        structure: m.structure,
        formula: m.formula,
      });
    }
    for (const c of chemicals) {
      if (!c.smiles) continue;
      entryFor(`chemical:${c.id}`, c.smiles)?.occurrences.push({
        synthesisId: c.synthesis_id,
        part: c.part,
        step: c.step,
        role: c.role,
        name: c.name,
      });
    }
    for (const r of specials) {
      const row = stored.get(`special_reagent:${r.id}`);
      if (!row) continue;
      entryFor(`special_reagent:${r.id}`, row.smiles)?.occurrences.push({
        synthesisId: r.synthesis_id,
        part: r.part,
        step: r.step,
        role: "special_reagent",
        name: null,
      });
    }
    const labels = new Map<number, StructureSynthesisLabel>();
    const targetSyntheses = new Map<number, StructureSynthesisLabel[]>();
    for (const s of [...syntheses].sort((a, b) => a.year - b.year || a.id - b.id)) {
      const label = {
        id: s.id,
        molecule: s.molecule,
        author: [s.first_name, s.last_name].filter(Boolean).join(" "),
        year: s.year,
      };
      labels.set(s.id, label);
      targetSyntheses.set(s.molecule_id, [...(targetSyntheses.get(s.molecule_id) ?? []), label]);
    }
    for (const entry of entries.values()) {
      entry.occurrences.sort((a, b) => a.synthesisId - b.synthesisId || a.part - b.part || a.step - b.step);
    }
    if (ticket < this.#applied) return;
    this.#applied = ticket;
    this.#snapshot = { table: new StructureTable([...entries.values()]), labels, targetSyntheses };
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

  /** Runs a query; a query RDKit cannot read throws StructureQueryError. */
  async search(query: StructureQuery): Promise<StructureSearchResults> {
    const snapshot = await this.#current();
    const rdkit = await getRdkit();
    return runStructureQuery(rdkit, snapshot, query, this.#bound);
  }
}

/** One query against one snapshot (synchronous: the parsed query never outlives the call). */
export function runStructureQuery(
  rdkit: RDKitModule,
  snapshot: Snapshot,
  query: StructureQuery,
  bound: { maxCandidates: number; maxMs: number },
): StructureSearchResults {
  const { table } = snapshot;
  const parsed = parseStructureQuery(rdkit, query.q, query.mode);
  let found: { index: number; score: number | null; atoms: number[] }[];
  let complete: boolean;
  try {
    if (query.mode === "exact") {
      const index = table.exact.get(parsed.canonical as string);
      found = index === undefined ? [] : [{ index, score: 1, atoms: [] }];
      complete = true;
    } else if (query.mode === "similarity") {
      const result = table.similarity(morganOf(parsed.mol), query.threshold, query.limit);
      found = result.hits.map((hit) => ({ index: hit.index, score: round(hit.score), atoms: [] }));
      complete = result.complete;
    } else {
      const result = table.substructure(rdkit, parsed.mol, query.limit, bound);
      found = result.hits.map((hit) => ({ index: hit.index, score: null, atoms: hit.atoms }));
      complete = result.complete;
    }
  } finally {
    parsed.mol.delete();
  }

  const targets: StructureTargetHit[] = [];
  const chemicals: StructureChemicalHit[] = [];
  for (const hit of found) {
    const smiles = table.smiles[hit.index] as string;
    const base = {
      smiles,
      heavyAtoms: table.heavyAtoms[hit.index] as number,
      score: hit.score,
      atoms: hit.atoms,
      image: structureImageUrl(smiles, hit.atoms),
    };
    for (const target of table.targets[hit.index] ?? []) {
      targets.push({
        ...base,
        molecule: {
          id: target.moleculeId,
          name: target.name,
          structure: target.structure,
          formula: target.formula,
        },
        syntheses: snapshot.targetSyntheses.get(target.moleculeId) ?? [],
      });
    }
    const occurrences = (table.occurrences[hit.index] ?? []).flatMap((o) => {
      const synthesis = snapshot.labels.get(o.synthesisId);
      return synthesis ? [{ synthesis, part: o.part, step: o.step, role: o.role, name: o.name }] : [];
    });
    if (occurrences.length) chemicals.push({ ...base, occurrences });
  }
  return {
    query: {
      q: query.q,
      mode: query.mode,
      format: parsed.format,
      canonical: parsed.canonical,
      limit: query.limit,
      threshold: query.mode === "similarity" ? query.threshold : null,
    },
    complete,
    targets,
    chemicals,
  };
}

/** Scores to three decimals: enough to order and read, stable in JSON. */
function round(score: number): number {
  return Math.round(score * 1000) / 1000;
}

export type { Snapshot as StructureSnapshot };
