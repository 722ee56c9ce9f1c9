import type {
  BackfillKind,
  FingerprintBackfillRepository,
} from "../../db/repositories/fingerprint-backfill.ts";
import type { FingerprintOwner } from "../../db/repositories/structure-fingerprints.ts";
import type { Logger } from "../logger.ts";
import type { StructureService } from "../structures/structure-service.ts";

/** Owners read, computed by the workers and stored at a time. */
const BATCH = 500;

/**
 * Fills `structure_fingerprints` for the molecules and chemicals that have a SMILES but no row: an
 * archive migrated from before migration 0014 (which creates the table and leaves the filling to
 * this job, so no migration depends on RDKit). Runs at every start in the background; on an archive
 * whose rows are all there it is one empty query per kind. Until it is done the structure index
 * computes the missing rows in memory, as it does for a row of another RDKit version, so searches
 * answer the same meanwhile. A stored SMILES RDKit cannot read gets no row (it is not searchable).
 */
export async function backfillStructureFingerprints(deps: {
  source: FingerprintBackfillRepository;
  structures: Pick<StructureService, "fingerprints">;
  logger?: Logger;
  /** Stops between two batches (a shutdown); the next start fills what is left. */
  signal?: AbortSignal;
}): Promise<number> {
  let filled = 0;
  for (const kind of ["molecule", "chemical"] as const satisfies readonly BackfillKind[]) {
    let after = 0;
    for (;;) {
      deps.signal?.throwIfAborted();
      const rows = await deps.source.missing(kind, after, BATCH);
      if (rows.length === 0) break;
      after = rows[rows.length - 1]?.id ?? after;
      const found = await fingerprintsOf(
        deps.structures,
        rows.map((row) => row.smiles),
      );
      const owners: FingerprintOwner[] = [];
      rows.forEach((row, i) => {
        const values = found[i];
        if (values) owners.push({ kind, ownerId: row.id, smiles: row.smiles, values });
      });
      filled += await deps.source.fill(kind, owners);
    }
  }
  if (filled > 0) deps.logger?.info({ filled }, "structure fingerprints filled");
  return filled;
}

/** A batch that fails (one structure crashing or overrunning RDKit) is retried one by one. */
async function fingerprintsOf(structures: Pick<StructureService, "fingerprints">, list: string[]) {
  try {
    return await structures.fingerprints(list);
  } catch {
    const found = [];
    for (const smiles of list) {
      found.push(
        await structures.fingerprints([smiles]).then(
          (r) => r[0] ?? null,
          () => null,
        ),
      );
    }
    return found;
  }
}
