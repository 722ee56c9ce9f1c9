import { MORGAN_BITS } from "../structures/fingerprints.ts";
import { popcount32, setWords, toWords } from "./substructure-scan.ts";

/** 32-bit words of one structure's Morgan fingerprint. */
export const MORGAN_WORDS = MORGAN_BITS / 32;

export interface SimilarityHit {
  index: number;
  score: number;
}

/** What a similarity search reads of the structure table (structure-table.ts). */
export interface SimilaritySource {
  /** MORGAN_WORDS words per structure. */
  readonly morgan: Uint32Array;
  readonly morganCount: Uint16Array;
  /** Structure indices sorted by Morgan popcount; `countStart[c]` is where popcount c begins. */
  readonly bySimilarity: Uint32Array;
  readonly countStart: Uint32Array;
}

/** Bits set in each 16-bit value. */
const POP16 = new Uint8Array(1 << 16);
for (let i = 1; i < POP16.length; i++) POP16[i] = (POP16[i >> 1] as number) + (i & 1);

/**
 * Similarity search: Tanimoto on the Morgan bits, highest first (ties in relevance order). Only
 * structures whose popcount b can reach the threshold t against the query's a are scored
 * (t·a ≤ b ≤ a/t), and once `limit` hits are held, the lowest of them raises the bar.
 */
export function similarityScan(
  table: SimilaritySource,
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
  const morgan = table.morgan;
  let complete = true;
  const from = table.countStart[lo] as number;
  const to = table.countStart[Math.min(hi, MORGAN_BITS) + 1] as number;
  for (let p = from; p < to; p++) {
    const i = table.bySimilarity[p] as number;
    const b = table.morganCount[i] as number;
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
