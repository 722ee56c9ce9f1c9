import type { Mol } from "@rdkit/rdkit";
import type { ChemicalRole } from "../../domain/structure-search.ts";
import { MORGAN_BITS } from "../structures/fingerprints.ts";
import type { RDKitModule } from "../structures/rdkit.ts";
import { ATOM_WORDS, atomBits } from "./atom-screen.ts";
import { RING_WORDS, ringBits } from "./ring-screen.ts";
import { MORGAN_WORDS, type SimilarityHit, similarityScan } from "./similarity-scan.ts";
import {
  PATTERN_WORDS,
  popcount32,
  type ScanAnswer,
  type ScanBound,
  type ScanPlace,
  type SubstructureHit,
  type SubstructureSource,
  substructureScan,
} from "./substructure-scan.ts";

export interface TargetRef {
  moleculeId: number;
  name: string;
  structure: string;
  formula: string | null;
}

export interface OccurrenceRef {
  synthesisId: number;
  part: number;
  step: number;
  role: ChemicalRole;
  name: string | null;
}

/** One distinct structure (by canonical SMILES) and every place it is shown. */
export interface StructureEntry {
  canonical: string;
  heavyAtoms: number;
  pattern: Uint8Array;
  morgan: Uint8Array;
  /** Tie-break after heavy atoms: the lowest id of its fingerprint rows (older structures first). */
  order: number;
  /** Its ring-screen bits (ring-screen.ts); computed by the table when missing. */
  ring?: Uint32Array;
  /** Its atom-screen bits (atom-screen.ts); computed by the table when missing. */
  atoms?: Uint32Array;
  targets: TargetRef[];
  occurrences: OccurrenceRef[];
}

export { popcount32, type SubstructureHit };

/** The listing order of names: letters without regard to case or accents, numbers by value. */
export const NAME_ORDER = new Intl.Collator("en", { sensitivity: "base", numeric: true });

const ROLE_ORDER: Record<ChemicalRole, number> = { substrate: 0, product: 1, special_reagent: 2 };

export interface TableOptions {
  /**
   * The place of each synthesis in the listing order (docs/product/api.md §5.4.1.1: by target
   * molecule name, then year); without it, by id.
   */
  synthesisRank?: (synthesisId: number) => number;
}

/**
 * The in-memory structure index: every distinct public structure in relevance order (fewer heavy
 * atoms first, then older), its fingerprints in one typed array per kind (PATTERN_WORDS or
 * MORGAN_WORDS 32-bit words per structure), Morgan popcounts precomputed and a permutation by
 * popcount for the similarity bound, and a map for exact look-ups. Immutable: a refresh builds a new
 * one.
 */
export class StructureTable implements SubstructureSource {
  readonly size: number;
  readonly smiles: string[];
  readonly heavyAtoms: Uint16Array;
  readonly pattern: Uint32Array;
  /** RING_WORDS words per structure (ring-screen.ts). */
  readonly ring: Uint32Array;
  /** ATOM_WORDS words per structure (atom-screen.ts). */
  readonly atoms: Uint32Array;
  readonly morgan: Uint32Array;
  readonly morganCount: Uint16Array;
  /** Structure indices sorted by Morgan popcount; `countStart[c]` is where popcount c begins. */
  readonly bySimilarity: Uint32Array;
  readonly countStart: Uint32Array;
  readonly exact: Map<string, number>;
  /** Each target structure once, in the order targets are listed: by molecule name, then id. */
  readonly targetOrder: Uint32Array;
  /** Each structure found in reactions once, by its first place: synthesis, part, step, role. */
  readonly chemicalOrder: Uint32Array;
  /** Targets by name; places in the listing order. */
  readonly targets: (TargetRef[] | undefined)[];
  readonly occurrences: (OccurrenceRef[] | undefined)[];

  constructor(entries: StructureEntry[], options: TableOptions = {}) {
    const sorted = [...entries].sort(
      (a, b) =>
        a.heavyAtoms - b.heavyAtoms ||
        a.order - b.order ||
        (a.canonical < b.canonical ? -1 : a.canonical > b.canonical ? 1 : 0),
    );
    const n = sorted.length;
    this.size = n;
    this.smiles = new Array(n);
    // Shared memory: the structure workers scan these two without a copy (substructure-scan.ts).
    this.heavyAtoms = new Uint16Array(new SharedArrayBuffer(n * 2));
    this.pattern = new Uint32Array(new SharedArrayBuffer(n * PATTERN_WORDS * 4));
    this.ring = new Uint32Array(new SharedArrayBuffer(n * RING_WORDS * 4));
    this.atoms = new Uint32Array(new SharedArrayBuffer(n * ATOM_WORDS * 4));
    this.morgan = new Uint32Array(n * MORGAN_WORDS);
    this.morganCount = new Uint16Array(n);
    this.exact = new Map();
    this.targets = new Array(n);
    this.occurrences = new Array(n);
    const rank = options.synthesisRank ?? ((id: number) => id);
    const byPlace = (a: OccurrenceRef, b: OccurrenceRef) =>
      rank(a.synthesisId) - rank(b.synthesisId) ||
      a.part - b.part ||
      a.step - b.step ||
      ROLE_ORDER[a.role] - ROLE_ORDER[b.role];
    const patternBytes = new Uint8Array(this.pattern.buffer);
    const morganBytes = new Uint8Array(this.morgan.buffer);
    for (let i = 0; i < n; i++) {
      const entry = sorted[i] as StructureEntry;
      this.smiles[i] = entry.canonical;
      this.heavyAtoms[i] = Math.min(entry.heavyAtoms, 0xffff);
      patternBytes.set(entry.pattern.subarray(0, PATTERN_WORDS * 4), i * PATTERN_WORDS * 4);
      this.ring.set(entry.ring ?? ringBits(entry.canonical), i * RING_WORDS);
      this.atoms.set(entry.atoms ?? atomBits(entry.canonical), i * ATOM_WORDS);
      morganBytes.set(entry.morgan.subarray(0, MORGAN_WORDS * 4), i * MORGAN_WORDS * 4);
      let count = 0;
      for (let w = i * MORGAN_WORDS; w < (i + 1) * MORGAN_WORDS; w++)
        count += popcount32(this.morgan[w] as number);
      this.morganCount[i] = count;
      this.exact.set(entry.canonical, i);
      this.targets[i] = entry.targets.length ? [...entry.targets].sort(byTarget) : undefined;
      this.occurrences[i] = entry.occurrences.length ? [...entry.occurrences].sort(byPlace) : undefined;
    }
    const listed = (refs: (unknown[] | undefined)[]) => {
      const at: number[] = [];
      for (let i = 0; i < n; i++) if (refs[i]) at.push(i);
      return at;
    };
    // Index order breaks the remaining ties (same name, same place): fewer heavy atoms, then older.
    const targetAt = listed(this.targets).sort(
      (a, b) => byTarget((this.targets[a] as TargetRef[])[0], (this.targets[b] as TargetRef[])[0]) || a - b,
    );
    // One number per first place (rank, part, step, role), so that 100,000 sort in milliseconds.
    const placeKey = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const o = this.occurrences[i]?.[0];
      if (!o) continue;
      const part = Math.min(o.part, 1023);
      const step = Math.min(o.step, 4095);
      placeKey[i] = ((rank(o.synthesisId) * 1024 + part) * 4096 + step) * 4 + ROLE_ORDER[o.role];
    }
    const chemicalAt = listed(this.occurrences).sort(
      (a, b) => (placeKey[a] as number) - (placeKey[b] as number) || a - b,
    );
    // Shared memory too: the workers scan in these orders.
    this.targetOrder = new Uint32Array(new SharedArrayBuffer(targetAt.length * 4));
    this.targetOrder.set(targetAt);
    this.chemicalOrder = new Uint32Array(new SharedArrayBuffer(chemicalAt.length * 4));
    this.chemicalOrder.set(chemicalAt);
    this.countStart = new Uint32Array(MORGAN_BITS + 2);
    for (let i = 0; i < n; i++) (this.countStart[(this.morganCount[i] as number) + 1] as number)++;
    for (let c = 1; c < this.countStart.length; c++) {
      this.countStart[c] = (this.countStart[c] as number) + (this.countStart[c - 1] as number);
    }
    this.bySimilarity = new Uint32Array(n);
    const next = this.countStart.slice();
    for (let i = 0; i < n; i++) this.bySimilarity[(next[this.morganCount[i] as number] as number)++] = i;
  }

  /** Bytes held by the typed arrays (the fingerprints and their bookkeeping). */
  get typedArrayBytes(): number {
    return (
      this.heavyAtoms.byteLength +
      this.pattern.byteLength +
      this.ring.byteLength +
      this.atoms.byteLength +
      this.morgan.byteLength +
      this.morganCount.byteLength +
      this.bySimilarity.byteLength +
      this.countStart.byteLength +
      this.targetOrder.byteLength +
      this.chemicalOrder.byteLength
    );
  }

  /**
   * One page of a substructure search in the listing order (substructure-scan.ts); the structure
   * workers run the same scan over this table's shared arrays.
   */
  substructure(
    rdkit: RDKitModule,
    query: Mol,
    limit: number,
    bound: ScanBound,
    from?: ScanPlace,
    ring: Uint32Array | null = null,
  ): ScanAnswer {
    return substructureScan(rdkit, this, query, limit, bound, from, ring);
  }

  /** Similarity search: Tanimoto on the Morgan bits, highest first (similarity-scan.ts). */
  similarity(
    queryMorgan: Uint8Array,
    threshold: number,
    limit: number,
  ): { hits: SimilarityHit[]; complete: boolean } {
    return similarityScan(this, queryMorgan, threshold, limit);
  }
}

function byTarget(a: TargetRef | undefined, b: TargetRef | undefined): number {
  return NAME_ORDER.compare(a?.name ?? "", b?.name ?? "") || (a?.moleculeId ?? 0) - (b?.moleculeId ?? 0);
}
