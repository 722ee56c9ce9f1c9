import type { Mol } from "@rdkit/rdkit";
import { PATTERN_BITS } from "../structures/fingerprints.ts";
import type { RDKitModule } from "../structures/rdkit.ts";

export const PATTERN_WORDS = PATTERN_BITS / 32;

/** What a substructure scan reads of the index; the structure workers get it as shared memory. */
export interface SubstructureSource {
  readonly size: number;
  /** Canonical SMILES in relevance order. */
  readonly smiles: readonly string[];
  /** Heavy atoms, ascending (relevance order starts with the smallest). */
  readonly heavyAtoms: Uint16Array;
  /** PATTERN_WORDS words per structure. */
  readonly pattern: Uint32Array;
}

export interface SubstructureHit {
  index: number;
  atoms: number[];
}

/** 32-bit population count (SWAR). */
export function popcount32(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function toWords(bytes: Uint8Array, words: number): Uint32Array {
  const out = new Uint32Array(words);
  new Uint8Array(out.buffer).set(bytes.subarray(0, words * 4));
  return out;
}

/** The words of a fingerprint that have any bit set: only those can fail a screen or add to a score. */
export function setWords(fp: Uint32Array): Uint16Array {
  const at: number[] = [];
  for (let w = 0; w < fp.length; w++) if (fp[w] !== 0) at.push(w);
  return Uint16Array.from(at);
}

/**
 * Substructure search in relevance order: each structure with at least as many heavy atoms as
 * the query and whose pattern fingerprint holds every bit of the query's is a candidate,
 * confirmed by RDKit's substructure match (parsed on demand and freed at once). Stops after
 * `limit` matches, or when the work bound is reached (`maxCandidates` confirmed, or `maxMs` of
 * CPU time spent); `complete` says whether every candidate was checked.
 */
export function substructureScan(
  rdkit: RDKitModule,
  source: SubstructureSource,
  query: Mol,
  limit: number,
  bound: { maxCandidates: number; maxMs: number },
): { hits: SubstructureHit[]; complete: boolean; candidates: number } {
  // CPU time of this thread, not wall time: on a busy machine the thread may wait for a core,
  // which says nothing about how much work the query took (about 0.6 µs a reading, next to
  // 30-80 µs a match), and other threads' work is not this query's.
  const started = threadCpu();
  const qfp = toWords(new Uint8Array(query.get_pattern_fp_as_uint8array()), PATTERN_WORDS);
  const words = setWords(qfp);
  const nw = words.length;
  const pattern = source.pattern;
  const hits: SubstructureHit[] = [];
  let candidates = 0;
  // Each query atom needs an atom of its own: smaller structures cannot match.
  for (let i = firstWithAtoms(source, query.get_num_atoms()); i < source.size; i++) {
    const base = i * PATTERN_WORDS;
    let k = 0;
    for (; k < nw; k++) {
      const w = words[k] as number;
      // A query bit the structure lacks (int32 arithmetic: no comparison of signed with unsigned).
      if (((qfp[w] as number) & ~(pattern[base + w] as number)) !== 0) break;
    }
    if (k < nw) continue;
    if (hits.length === limit || candidates === bound.maxCandidates || threadCpu() - started > bound.maxMs) {
      return { hits, complete: false, candidates };
    }
    candidates++;
    const atoms = matchAtoms(rdkit, source.smiles[i] as string, query);
    if (atoms) hits.push({ index: i, atoms });
  }
  return { hits, complete: true, candidates };
}

/** The first structure (in relevance order) with at least `atoms` heavy atoms. */
function firstWithAtoms(source: SubstructureSource, atoms: number): number {
  let lo = 0;
  let hi = source.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((source.heavyAtoms[mid] as number) < atoms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Milliseconds of CPU time this thread has used. */
function threadCpu(): number {
  const used = process.threadCpuUsage();
  return (used.user + used.system) / 1000;
}

/**
 * Stored SMILES are RDKit's canonical ones (aromatic atoms written as such, hydrogens on aromatic
 * nitrogen explicit), so they are read without sanitizing: three to four times faster, and the
 * same matches (checked on the benchmark's structures with element, charge, ring, hydrogen-count
 * and recursive queries).
 */
const TRUSTED = JSON.stringify({ sanitize: false, removeHs: false });

/** The atoms of `smiles` matched by `query`, or null when it does not match. */
function matchAtoms(rdkit: RDKitModule, smiles: string, query: Mol): number[] | null {
  const mol = rdkit.get_mol(smiles, TRUSTED) ?? rdkit.get_mol(smiles);
  if (!mol) return null;
  try {
    const found = JSON.parse(mol.get_substruct_match(query)) as { atoms?: number[] };
    return found.atoms?.length ? found.atoms : null;
  } finally {
    mol.delete();
  }
}
