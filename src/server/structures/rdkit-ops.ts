import type { StructureMode } from "../../domain/structure-search.ts";
import { ATOM_WORDS, atomNeeds, smartsAtomSets, smilesAtomNeeds } from "../search/atom-screen.ts";
import { exactWithoutStereo } from "../search/exact-without-stereo.ts";
import { RING_WORDS, ringBits } from "../search/ring-screen.ts";
import { smartsRingMasks } from "../search/smarts-screen.ts";
import {
  matchAtoms,
  PATTERN_WORDS,
  type ScanAnswer,
  type ScanBound,
  type ScanPlace,
  type SubstructureSource,
  substructureScan,
} from "../search/substructure-scan.ts";
import { describeSmiles, renderHighlightedSvg, renderMoleculeSvg, renderReactionSvg } from "./depict.ts";
import { fingerprintSmiles, morganOf, type StructureFingerprint } from "./fingerprints.ts";
import { identifiersOf, type StructureIdentifiers } from "./identifiers.ts";
import { cdxmlMolfiles } from "./indigo-cdxml.ts";
import { molblocksOf } from "./molblocks.ts";
import type { RDKitModule } from "./rdkit.ts";
import { previewReaction } from "./reaction-preview.ts";
import { readSchemeMolecules } from "./scheme-structures.ts";
import { previewStructure, type StructureInput } from "./structure-preview.ts";
import { parseStructureQuery } from "./structure-query.ts";

/**
 * Everything RDKit does for a request, run inside a structure worker (rdkit-worker.ts): each
 * operation takes the worker's RDKit and plain arguments and returns a plain value, so both cross
 * the thread boundary by structured clone.
 */

/** The structure index's substructure columns as sent to a worker (arrays in shared memory). */
export interface TableMessage {
  id: number;
  size: number;
  /** Canonical SMILES joined by line breaks (one string copies faster than 100,000). */
  smiles: string;
  heavyAtoms: Uint16Array;
  pattern: Uint32Array;
  ring: Uint32Array;
  atoms: Uint32Array;
  targetOrder: Uint32Array;
  chemicalOrder: Uint32Array;
}

interface WorkerTable extends SubstructureSource {
  id: number;
}

let table: WorkerTable | undefined;

/** Keeps the newest index table; a search naming an older one is told it is stale. */
export function setTable(message: TableMessage): void {
  // The targets read for the previous table are RDKit objects: freed, not garbage-collected.
  for (const mol of table?.targetMols?.values() ?? []) mol.delete();
  table = {
    targetMols: new Map(),
    id: message.id,
    size: message.size,
    smiles: message.size === 0 ? [] : message.smiles.split("\n"),
    heavyAtoms: message.heavyAtoms,
    pattern: message.pattern,
    ring: message.ring,
    atoms: message.atoms,
    targetOrder: message.targetOrder,
    chemicalOrder: message.chemicalOrder,
  };
}

export interface QueryReading {
  format: "smiles" | "smarts";
  canonical: string | null;
  /** The Morgan fingerprint of a similarity query. */
  morgan: Uint8Array | null;
}

export type SubstructureAnswer = { stale: true } | ({ stale: false; reading: QueryReading } & ScanAnswer);

export type ExactAnswer = { stale: true } | { stale: false; reading: QueryReading; indices: number[] };

export const operations = {
  version: (rdkit: RDKitModule) => rdkit.version(),
  describe: (rdkit: RDKitModule, smiles: string) => describeSmiles(rdkit, smiles),
  moleculeSvg: (rdkit: RDKitModule, smiles: string) => renderMoleculeSvg(rdkit, smiles),
  reactionSvg: (rdkit: RDKitModule, smiles: string) => renderReactionSvg(rdkit, smiles),
  /**
   * A structure search hit's drawing: with a query, the atoms it matches highlighted, found as the
   * search found them (matchAtoms), or null when it does not match; without one, nothing highlighted.
   */
  hitSvg: (rdkit: RDKitModule, smiles: string, q: string | null, anyBond = false): string | null => {
    if (q === null) return renderHighlightedSvg(rdkit, smiles, []);
    const parsed = parseStructureQuery(rdkit, q, "substructure", anyBond);
    try {
      const atoms = matchAtoms(rdkit, smiles, parsed.mol);
      return atoms && renderHighlightedSvg(rdkit, smiles, atoms);
    } finally {
      parsed.mol.delete();
    }
  },
  fingerprint: (rdkit: RDKitModule, smiles: string) => fingerprintSmiles(rdkit, smiles),
  /** Fingerprints of many stored SMILES; null for one RDKit cannot read. */
  fingerprints: (rdkit: RDKitModule, list: string[]): (StructureFingerprint | null)[] =>
    list.map((smiles) => {
      try {
        return fingerprintSmiles(rdkit, smiles);
      } catch {
        return null;
      }
    }),
  /** Molblocks and canonical SMILES of stored SMILES for the exports (molblocks.ts). */
  molblocks: (rdkit: RDKitModule, list: string[]) => molblocksOf(rdkit, list),
  identifiers: (rdkit: RDKitModule, smiles: string) => identifiersOf(rdkit, smiles),
  /** InChI and InChIKey of many stored SMILES (the start's backfill); null for one without. */
  identifiersOfMany: (rdkit: RDKitModule, list: string[]): (StructureIdentifiers | null)[] =>
    list.map((smiles) => {
      try {
        return identifiersOf(rdkit, smiles);
      } catch {
        return null;
      }
    }),
  previewStructure: (rdkit: RDKitModule, input: StructureInput) => previewStructure(rdkit, input),
  previewReaction: (rdkit: RDKitModule, text: string) => previewReaction(rdkit, text),
  /** The molecules of an imported scheme file (api/import/). */
  readSchemeMolecules: (rdkit: RDKitModule, items: { kind: "molfile" | "smiles"; text: string }[]) =>
    readSchemeMolecules(rdkit, items),
  /** ChemDraw fragments to Molfiles with Indigo (indigo-cdxml.ts); the only operation that waits. */
  cdxmlMolfiles: (_rdkit: RDKitModule, documents: string[]) => cdxmlMolfiles(documents),
  readQuery: (rdkit: RDKitModule, q: string, mode: StructureMode): QueryReading => {
    const parsed = parseStructureQuery(rdkit, q, mode);
    try {
      const morgan = mode === "similarity" ? morganOf(parsed.mol) : null;
      return { format: parsed.format, canonical: parsed.canonical, morgan };
    } finally {
      parsed.mol.delete();
    }
  },
  substructure: (
    rdkit: RDKitModule,
    tableId: number,
    q: string,
    limit: number,
    bound: ScanBound,
    from: ScanPlace,
    until: ScanPlace | null = null,
    anyBond = false,
  ): SubstructureAnswer => {
    if (!table || table.id !== tableId) return { stale: true };
    const parsed = parseStructureQuery(rdkit, q, "substructure", anyBond);
    try {
      // A SMILES query's ring bits (ring-screen.ts), which tell bond classes apart; a SMARTS
      // pattern, or a SMILES whose bonds may be any bond, gets none. Its elements still count.
      const ring =
        parsed.format === "smiles" && parsed.canonical && !parsed.anyBond
          ? ringBits(parsed.canonical, "query")
          : null;
      // A SMARTS pattern's ring sizes (smarts-screen.ts): a structure needs a cycle of each.
      const ringAny = parsed.format === "smarts" ? smartsRingMasks(q.trim()) : [];
      // The atom counts the query needs (atom-screen.ts): its elements, or a SMARTS pattern's lists.
      const needs =
        parsed.format === "smiles"
          ? parsed.canonical
            ? smilesAtomNeeds(parsed.canonical)
            : null
          : atomNeeds(smartsAtomSets(q.trim()));
      const scan = substructureScan(
        rdkit,
        table,
        parsed.mol,
        limit,
        bound,
        from,
        ring,
        ringAny,
        needs,
        until,
      );
      const reading = { format: parsed.format, canonical: parsed.canonical, morgan: null };
      return {
        stale: false,
        reading,
        targets: scan.targets,
        chemicals: scan.chemicals,
        next: scan.next,
        cut: scan.cut,
        candidates: scan.candidates,
      };
    } finally {
      parsed.mol.delete();
    }
  },
  /** Exact search with stereochemistry ignored, over the shared table (exact-without-stereo.ts). */
  exactIgnoringStereo: (rdkit: RDKitModule, tableId: number, q: string): ExactAnswer => {
    if (!table || table.id !== tableId) return { stale: true };
    const parsed = parseStructureQuery(rdkit, q, "exact");
    try {
      const indices = exactWithoutStereo(rdkit, table, parsed.mol);
      return {
        stale: false,
        reading: { format: parsed.format, canonical: parsed.canonical, morgan: null },
        indices,
      };
    } finally {
      parsed.mol.delete();
    }
  },
};

/** One substructure search over a few structures, through the same code as a real one. */
export function warmUpMatching(rdkit: RDKitModule): void {
  const smiles = ["CCO", "c1ccccc1", "O=C(O)c1ccccc1", "CC(C)Cc1ccc(cc1)C(C)C(=O)O"];
  const query = parseStructureQuery(rdkit, "c1ccccc1", "substructure");
  try {
    const source: SubstructureSource = {
      size: smiles.length,
      smiles,
      heavyAtoms: Uint16Array.from([3, 6, 9, 15]),
      // Every bit set: each structure passes the screen and is confirmed.
      pattern: new Uint32Array(smiles.length * PATTERN_WORDS).fill(0xffffffff),
      ring: new Uint32Array(smiles.length * RING_WORDS).fill(0xffffffff),
      atoms: new Uint32Array(smiles.length * ATOM_WORDS).fill(0xffffffff),
      targetOrder: Uint32Array.from([0, 1, 2, 3]),
      chemicalOrder: Uint32Array.from([0, 1, 2, 3]),
    };
    substructureScan(rdkit, source, query.mol, 10, { maxCandidates: 10, maxMs: 1000 });
  } finally {
    query.mol.delete();
  }
}

type Operations = typeof operations;
export type OpName = keyof Operations;
export type OpArgs<K extends OpName> =
  Parameters<Operations[K]> extends [RDKitModule, ...infer A] ? A : never;
export type OpResult<K extends OpName> = Awaited<ReturnType<Operations[K]>>;

export function runOperation(rdkit: RDKitModule, op: string, args: unknown[]): unknown {
  const run = (operations as Record<string, (rdkit: RDKitModule, ...args: unknown[]) => unknown>)[op];
  if (!run) throw new Error(`Unknown RDKit operation ${op}`);
  return run(rdkit, ...args);
}
