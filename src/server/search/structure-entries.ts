import type { StructureSourceRepository } from "../../db/repositories/structure-fingerprints.ts";
import type { StructureSynthesisLabel } from "../../domain/structure-search.ts";
import type { StructureFingerprint } from "../structures/fingerprints.ts";
import type { StructureService } from "../structures/structure-service.ts";
import { ATOM_WORDS, atomBits } from "./atom-screen.ts";
import { RING_WORDS, ringBits } from "./ring-screen.ts";
import { NAME_ORDER, type StructureEntry, type StructureTable } from "./structure-table.ts";

/** Stored SMILES whose fingerprints are computed at a rebuild, per worker call. */
const FINGERPRINT_BATCH = 500;

/** What the structure index is built from (structure-search.ts): one read of the public structures. */
export interface IndexContents {
  /** Each distinct structure by canonical SMILES, with its targets and places. */
  entries: Map<string, StructureEntry>;
  labels: Map<number, StructureSynthesisLabel>;
  /** The public syntheses of each target molecule, by molecule id. */
  targetSyntheses: Map<number, StructureSynthesisLabel[]>;
  /** Each synthesis's place in the listing order of reaction chemicals. */
  rank: Map<number, number>;
  /** Owners whose stored row was missing or made by another RDKit version: computed in memory. */
  computed: number;
}

type FingerprintWorkers = Pick<StructureService, "version" | "fingerprints">;

/**
 * Reads every public structure with the fingerprints stored at publish; a structure without a
 * current stored row is computed by the structure workers.
 */
export async function readIndexContents(
  source: StructureSourceRepository,
  rdkit: FingerprintWorkers,
): Promise<IndexContents> {
  const toolkit = await rdkit.version();
  const [rows, targets, chemicals, specials, syntheses] = await Promise.all([
    source.fingerprints(),
    source.targets(),
    source.chemicals(),
    source.specialReagents(),
    source.syntheses(),
  ]);
  const stored = new Map(rows.map((row) => [`${row.kind}:${row.owner_id}`, row]));
  const usable = (key: string, smiles: string) => {
    const row = stored.get(key);
    return row !== undefined && row.smiles === smiles && row.toolkit === toolkit;
  };
  // Structures without a current stored row (another RDKit version, or none): computed by the
  // workers; one RDKit cannot read is left out of the index.
  const missing = new Set<string>();
  for (const m of targets) if (m.smiles && !usable(`molecule:${m.id}`, m.smiles)) missing.add(m.smiles);
  for (const c of chemicals) if (c.smiles && !usable(`chemical:${c.id}`, c.smiles)) missing.add(c.smiles);
  for (const r of specials) {
    const row = stored.get(`special_reagent:${r.id}`);
    if (row && row.toolkit !== toolkit) missing.add(row.smiles);
  }
  const computedFor = await computeFingerprints(rdkit, [...missing]);
  const entries = new Map<string, StructureEntry>();
  let computed = 0;
  const entryFor = (key: string, smiles: string): StructureEntry | undefined => {
    const row = stored.get(key);
    let fp: StructureFingerprint;
    if (row && usable(key, smiles)) {
      fp = {
        canonical: row.canonical,
        heavyAtoms: row.heavy_atoms,
        pattern: row.pattern_fp,
        morgan: row.morgan_fp,
        toolkit,
      };
    } else {
      const found = computedFor.get(smiles);
      if (!found) return undefined; // a stored SMILES RDKit cannot read is not searchable
      fp = found;
      computed++;
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
  // The listing order of reaction chemicals (api.md §5.4.1.1): synthesis by synthesis, as the
  // targets are listed (molecule name), then year and id.
  const rank = new Map(
    [...syntheses]
      .sort((a, b) => NAME_ORDER.compare(a.molecule, b.molecule) || a.year - b.year || a.id - b.id)
      .map((s, i) => [s.id, i]),
  );
  return { entries, labels, targetSyntheses, rank, computed };
}

/**
 * The ring-screen and atom-screen bits of each structure (ring-screen.ts, atom-screen.ts): kept
 * from the current index for the structures it has, computed for the others, letting requests in
 * every thousand.
 */
export async function screenBits(
  entries: Iterable<StructureEntry>,
  previous?: StructureTable,
): Promise<void> {
  let computed = 0;
  for (const entry of entries) {
    const at = previous?.exact.get(entry.canonical);
    if (previous && at !== undefined) {
      entry.ring = previous.ring.slice(at * RING_WORDS, (at + 1) * RING_WORDS);
      entry.atoms = previous.atoms.slice(at * ATOM_WORDS, (at + 1) * ATOM_WORDS);
      continue;
    }
    entry.ring = ringBits(entry.canonical);
    entry.atoms = atomBits(entry.canonical);
    if (++computed % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Fingerprints of stored SMILES by the workers, in batches; a batch that fails is retried one by one. */
async function computeFingerprints(
  rdkit: FingerprintWorkers,
  list: string[],
): Promise<Map<string, StructureFingerprint>> {
  const out = new Map<string, StructureFingerprint>();
  for (let start = 0; start < list.length; start += FINGERPRINT_BATCH) {
    const batch = list.slice(start, start + FINGERPRINT_BATCH);
    let found: (StructureFingerprint | null)[];
    try {
      found = await rdkit.fingerprints(batch);
    } catch {
      // One structure that crashes or overruns RDKit costs only itself.
      found = [];
      for (const smiles of batch)
        found.push(
          await rdkit.fingerprints([smiles]).then(
            (r) => r[0] ?? null,
            () => null,
          ),
        );
    }
    batch.forEach((smiles, i) => {
      const fp = found[i];
      if (fp) out.set(smiles, fp);
    });
  }
  return out;
}
