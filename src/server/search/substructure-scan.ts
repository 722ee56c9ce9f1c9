import type { Mol } from "@rdkit/rdkit";
import { PATTERN_BITS } from "../structures/fingerprints.ts";
import type { RDKitModule } from "../structures/rdkit.ts";
import { ATOM_WORDS, type AtomNeeds, meetsAtomNeeds, noAtomNeeds } from "./atom-screen.ts";
import { RING_WORDS } from "./ring-screen.ts";
import { intersects } from "./smarts-screen.ts";

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
  /** RING_WORDS words per structure: the ring screen (ring-screen.ts). */
  readonly ring: Uint32Array;
  /** ATOM_WORDS words per structure: the atom-count screen (atom-screen.ts). */
  readonly atoms: Uint32Array;
  /** The structures that are target molecules, in the order targets are listed (by name). */
  readonly targetOrder: Uint32Array;
  /** The structures that appear in reactions, in the order they are listed (their first place). */
  readonly chemicalOrder: Uint32Array;
  /**
   * Target structures already read by RDKit, kept between searches (a structure worker's table):
   * every page confirms every target, and reading a SMILES costs several times the match.
   */
  readonly targetMols?: Map<number, Mol>;
}

/** Targets kept read per table at most (each a few kilobytes of RDKit's memory). */
export const TARGET_MOLS_MAX = 5000;

export interface SubstructureHit {
  index: number;
  atoms: number[];
  /** Its position in its list (targets or chemicals): where a page after it would start. */
  position: number;
}

/** The work one page of a substructure search may do: confirmations, and CPU milliseconds. */
export interface ScanBound {
  maxCandidates: number;
  maxMs: number;
}

/** A place in the scan: a position in the targets' order, or in the reaction chemicals'. */
export interface ScanPlace {
  list: "targets" | "chemicals";
  position: number;
}

export interface ScanAnswer {
  targets: SubstructureHit[];
  chemicals: SubstructureHit[];
  /** Where the next page starts; null once every structure (up to `until`) was looked at. */
  next: ScanPlace | null;
  /** True when the bound stopped the scan before the page was full: the answer is partial. */
  cut: boolean;
  /** Candidates confirmed with RDKit. */
  candidates: number;
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
 * One page of a substructure search, in the listing order (api.md §5.4.1.1): every target molecule
 * first, then the reaction chemicals until `limit` of them match. A structure with at least as many
 * heavy atoms as the query and whose pattern fingerprint holds every bit of the query's is a
 * candidate (and, for a SMILES query, whose ring-screen bits hold the query's: `ring`; for a
 * SMARTS query, that holds a bit of each ring-size mask: `ringAny`, smarts-screen.ts), and
 * whose atom counts meet the query's (`atoms`, atom-screen.ts) is a candidate,
 * confirmed by RDKit's substructure match (parsed on demand and freed at once). The
 * bound (`maxCandidates` confirmed, `maxMs` of CPU time) cuts a page short; `next` then resumes
 * exactly where it stopped, so pages joined end to end list every match once, in order, whatever
 * the machine's load. `until` ends the scan early (at that place, not included): one part of a page
 * split between two workers (split-scan.ts).
 */
export function substructureScan(
  rdkit: RDKitModule,
  source: SubstructureSource,
  query: Mol,
  limit: number,
  bound: ScanBound,
  from: ScanPlace = { list: "targets", position: 0 },
  ring: Uint32Array | null = null,
  ringAny: readonly Uint32Array[] = [],
  atomNeeds: AtomNeeds | null = null,
  until: ScanPlace | null = null,
): ScanAnswer {
  // CPU time of this thread, not wall time: on a busy machine the thread may wait for a core,
  // which says nothing about how much work the query took (about 0.6 µs a reading, next to
  // 30-80 µs a match), and other threads' work is not this query's.
  const started = threadCpu();
  const qfp = toWords(new Uint8Array(query.get_pattern_fp_as_uint8array()), PATTERN_WORDS);
  const words = setWords(qfp);
  const nw = words.length;
  const { pattern, heavyAtoms } = source;
  const ringWords = ring ? setWords(ring) : new Uint16Array(0);
  const needs = atomNeeds && !noAtomNeeds(atomNeeds) ? atomNeeds : null;
  // Each query atom needs an atom of its own: smaller structures cannot match.
  const atoms = query.get_num_atoms();
  const answer: ScanAnswer = { targets: [], chemicals: [], next: null, cut: false, candidates: 0 };
  const lists = [
    ["targets", source.targetOrder, answer.targets],
    ["chemicals", source.chemicalOrder, answer.chemicals],
  ] as const;
  for (let l = from.list === "targets" ? 0 : 1, start = from.position; l < lists.length; l++, start = 0) {
    const [list, order, hits] = lists[l] as (typeof lists)[number];
    const end = until?.list === list ? Math.min(until.position, order.length) : order.length;
    for (let p = Math.min(start, order.length); p < end; p++) {
      const i = order[p] as number;
      if ((heavyAtoms[i] as number) < atoms) continue;
      if (ring && !holds(source.ring, i * RING_WORDS, ring, ringWords)) continue;
      if (ringAny.length && !ringAny.every((mask) => intersects(source.ring, mask, i * RING_WORDS))) continue;
      if (needs && !meetsAtomNeeds(source.atoms, i * ATOM_WORDS, needs)) continue;
      const base = i * PATTERN_WORDS;
      let k = 0;
      for (; k < nw; k++) {
        const w = words[k] as number;
        // A query bit the structure lacks (int32 arithmetic: no comparison of signed with unsigned).
        if (((qfp[w] as number) & ~(pattern[base + w] as number)) !== 0) break;
      }
      if (k < nw) continue;
      // Never before the first confirmation: every page moves the search on. `>=`: the thread
      // clock may tick coarsely (a whole confirmation can read as 0 ms), and a budget of 0 must
      // still mean "spent" after that first confirmation.
      const spent =
        answer.candidates > 0 &&
        (answer.candidates >= bound.maxCandidates || threadCpu() - started >= bound.maxMs);
      if (spent) {
        answer.next = { list, position: p };
        answer.cut = answer.chemicals.length < limit;
        return answer;
      }
      answer.candidates++;
      const matched =
        list === "targets" && source.targetMols
          ? matchTarget(rdkit, source.targetMols, i, source.smiles[i] as string, query)
          : matchAtoms(rdkit, source.smiles[i] as string, query);
      if (!matched) continue;
      if (list === "chemicals" && hits.length === limit) {
        // A match past the page: the next page starts with it, so "more" always has something.
        answer.next = { list, position: p };
        return answer;
      }
      hits.push({ index: i, atoms: matched, position: p });
    }
    if (until?.list === list) return answer;
  }
  return answer;
}

/** True when the structure's words from `base` hold every bit of `query`'s words `at`. */
function holds(words: Uint32Array, base: number, query: Uint32Array, at: Uint16Array): boolean {
  for (const w of at) if (((query[w] as number) & ~(words[base + w] as number)) !== 0) return false;
  return true;
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
 * and recursive queries). Nor is their stereochemistry perceived: the match ignores it (no
 * `useChirality`), and skipping it reads a SMILES in about 40 µs instead of 105 (3,000 benchmark
 * structures, nine queries, the same matches atom for atom).
 */
const TRUSTED = JSON.stringify({ sanitize: false, removeHs: false, assignStereo: false });

/** Like matchAtoms, for a target: read once, then kept in `kept` (up to TARGET_MOLS_MAX). */
function matchTarget(
  rdkit: RDKitModule,
  kept: Map<number, Mol>,
  index: number,
  smiles: string,
  query: Mol,
): number[] | null {
  let mol = kept.get(index);
  if (!mol) {
    if (kept.size >= TARGET_MOLS_MAX) return matchAtoms(rdkit, smiles, query);
    mol = rdkit.get_mol(smiles, TRUSTED) ?? rdkit.get_mol(smiles) ?? undefined;
    if (!mol) return null;
    kept.set(index, mol);
  }
  const found = JSON.parse(mol.get_substruct_match(query)) as { atoms?: number[] };
  return found.atoms?.length ? found.atoms : null;
}

/** The atoms of `smiles` matched by `query`, or null when it does not match (a hit's drawing too). */
export function matchAtoms(rdkit: RDKitModule, smiles: string, query: Mol): number[] | null {
  const mol = rdkit.get_mol(smiles, TRUSTED) ?? rdkit.get_mol(smiles);
  if (!mol) return null;
  try {
    const found = JSON.parse(mol.get_substruct_match(query)) as { atoms?: number[] };
    return found.atoms?.length ? found.atoms : null;
  } finally {
    mol.delete();
  }
}
