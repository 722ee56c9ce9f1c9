import type { Mol } from "@rdkit/rdkit";
import type { ChemicalRole } from "../../domain/structure-search.ts";
import { MORGAN_BITS } from "../structures/fingerprints.ts";
import type { RDKitModule } from "../structures/rdkit.ts";
import { ATOM_WORDS, atomBits } from "./atom-screen.ts";
import { RING_WORDS, ringBits } from "./ring-screen.ts";
import {
  PATTERN_WORDS,
  popcount32,
  type ScanAnswer,
  type ScanBound,
  type ScanPlace,
  type SubstructureHit,
  type SubstructureSource,
  setWords,
  substructureScan,
  toWords,
} from "./substructure-scan.ts";

const MORGAN_WORDS = MORGAN_BITS / 32;

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

export interface SimilarityHit {
  index: number;
  score: number;
}

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

/** Bits set in each 16-bit value. */
const POP16 = new Uint8Array(1 << 16);
for (let i = 1; i < POP16.length; i++) POP16[i] = (POP16[i >> 1] as number) + (i & 1);

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

  /**
   * Similarity search: Tanimoto on the Morgan bits, highest first (ties in relevance order). Only
   * structures whose popcount b can reach the threshold t against the query's a are scored
   * (t·a ≤ b ≤ a/t), and once `limit` hits are held, the lowest of them raises the bar.
   */
  similarity(
    queryMorgan: Uint8Array,
    threshold: number,
    limit: number,
  ): { hits: SimilarityHit[]; complete: boolean } {
    const qfp = toWords(queryMorgan, MORGAN_WORDS);
    // The query's words with bits, densest first, and how many query bits remain after each: a
    // structure is dropped as soon as the bits it can still share cannot reach the score needed.
    const words = Uint16Array.from(
      [...setWords(qfp)].sort((x, y) => popcount32(qfp[y] as number) - popcount32(qfp[x] as number)),
    );
    const nw = words.length;
    const remaining = new Uint16Array(nw + 1);
    for (let k = nw - 1; k >= 0; k--)
      remaining[k] = (remaining[k + 1] as number) + popcount32(qfp[words[k] as number] as number);
    const a = remaining[0] as number;
    if (a === 0 || limit === 0) return { hits: [], complete: true };
    const lo = Math.max(0, Math.ceil(threshold * a - 1e-9));
    const hi = threshold > 0 ? Math.min(MORGAN_BITS, Math.floor(a / threshold + 1e-9)) : MORGAN_BITS;
    const heap = new ScoreHeap(limit);
    const morgan = this.morgan;
    let complete = true;
    const from = this.countStart[lo] as number;
    const to = this.countStart[Math.min(hi, MORGAN_BITS) + 1] as number;
    for (let p = from; p < to; p++) {
      const i = this.bySimilarity[p] as number;
      const b = this.morganCount[i] as number;
      // The best a structure of this size can score: below the lowest hit held, it cannot enter.
      const bound = a < b ? a / b : b / a;
      if (bound < threshold) continue;
      if (heap.full && bound < heap.minScore) {
        complete = false;
        continue;
      }
      // Tanimoto c / (a + b - c) ≥ bar needs c ≥ bar·(a + b) / (1 + bar).
      const bar = heap.full ? Math.max(threshold, heap.minScore) : threshold;
      const need = (bar * (a + b)) / (1 + bar) - 1e-9;
      const base = i * MORGAN_WORDS;
      let c = 0;
      let k = 0;
      for (; k < nw; k++) {
        if (c + (remaining[k] as number) < need) break;
        const w = words[k] as number;
        const x = (morgan[base + w] as number) & (qfp[w] as number);
        c += (POP16[x & 0xffff] as number) + (POP16[x >>> 16] as number);
      }
      if (k < nw) {
        if (bar > threshold && c + (remaining[k] as number) >= (threshold * (a + b)) / (1 + threshold))
          complete = false;
        continue;
      }
      const score = c / (a + b - c);
      if (score < threshold) continue;
      heap.offer(i, score);
    }
    if (heap.dropped) complete = false;
    return { hits: heap.sorted(), complete };
  }
}

function byTarget(a: TargetRef | undefined, b: TargetRef | undefined): number {
  return NAME_ORDER.compare(a?.name ?? "", b?.name ?? "") || (a?.moleculeId ?? 0) - (b?.moleculeId ?? 0);
}

/** The best `size` (score desc, then index asc: relevance order) of a stream of scored structures. */
class ScoreHeap {
  readonly #size: number;
  readonly #index: number[] = [];
  readonly #score: number[] = [];
  dropped = false;

  constructor(size: number) {
    this.#size = size;
  }

  get full(): boolean {
    return this.#index.length === this.#size;
  }

  get minScore(): number {
    return this.#score[0] as number;
  }

  /** True when (index, score) ranks below b's: the heap's root is the worst held. */
  #worse(i: number, j: number): boolean {
    const si = this.#score[i] as number;
    const sj = this.#score[j] as number;
    return si < sj || (si === sj && (this.#index[i] as number) > (this.#index[j] as number));
  }

  #swap(i: number, j: number): void {
    [this.#index[i], this.#index[j]] = [this.#index[j] as number, this.#index[i] as number];
    [this.#score[i], this.#score[j]] = [this.#score[j] as number, this.#score[i] as number];
  }

  /** Keeps the hit if it ranks among the best `size`; `dropped` records that one was left out. */
  offer(index: number, score: number): void {
    if (this.full) {
      this.dropped = true;
      const root = this.#score[0] as number;
      if (score < root || (score === root && index > (this.#index[0] as number))) return;
      this.#index[0] = index;
      this.#score[0] = score;
      this.#down(0);
      return;
    }
    this.#index.push(index);
    this.#score.push(score);
    let i = this.#index.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.#worse(i, parent)) break;
      this.#swap(i, parent);
      i = parent;
    }
  }

  #down(i: number): void {
    const n = this.#index.length;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < n && this.#worse(l, worst)) worst = l;
      if (r < n && this.#worse(r, worst)) worst = r;
      if (worst === i) return;
      this.#swap(i, worst);
      i = worst;
    }
  }

  sorted(): SimilarityHit[] {
    return this.#index
      .map((index, k) => ({ index, score: this.#score[k] as number }))
      .sort((x, y) => y.score - x.score || x.index - y.index);
  }
}
