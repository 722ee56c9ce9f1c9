import type {
  MoleculeIdentifierRepository,
  MoleculeIdentifierRow,
} from "../../db/repositories/molecule-identifiers.ts";
import type { Logger } from "../logger.ts";
import type { StructureService } from "../structures/structure-service.ts";

/** Molecules read, computed by the workers and stored at a time. */
const BATCH = 200;

/**
 * Fills the InChI and InChIKey of the molecules that have a SMILES but no key: an archive migrated
 * from before migration 0022 (which adds the columns and leaves the filling to this job, so no
 * migration depends on RDKit). Runs at every start in the background; on an archive whose molecules
 * all have their keys it is one empty query. A SMILES that RDKit cannot read or InChI cannot express
 * keeps none (it is tried again at the next start); pages show no identifier meanwhile.
 */
export async function backfillMoleculeIdentifiers(deps: {
  source: MoleculeIdentifierRepository;
  structures: Pick<StructureService, "identifiersOfMany">;
  logger?: Logger;
  /** Stops between two batches (a shutdown); the next start fills what is left. */
  signal?: AbortSignal;
}): Promise<number> {
  let filled = 0;
  let after = 0;
  for (;;) {
    deps.signal?.throwIfAborted();
    const rows = await deps.source.missing(after, BATCH);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]?.id ?? after;
    const found = await identifiersOf(
      deps.structures,
      rows.map((row) => row.smiles),
    );
    const filledRows: MoleculeIdentifierRow[] = [];
    rows.forEach((row, i) => {
      const ids = found[i];
      if (ids) filledRows.push({ id: row.id, smiles: row.smiles, ...ids });
    });
    filled += await deps.source.fill(filledRows);
  }
  if (filled > 0) deps.logger?.info({ filled }, "molecule identifiers filled");
  return filled;
}

/** A batch that fails (one structure crashing or overrunning RDKit) is retried one by one. */
async function identifiersOf(structures: Pick<StructureService, "identifiersOfMany">, list: string[]) {
  try {
    return await structures.identifiersOfMany(list);
  } catch {
    const found = [];
    for (const smiles of list) {
      found.push(
        await structures.identifiersOfMany([smiles]).then(
          (r) => r[0] ?? null,
          () => null,
        ),
      );
    }
    return found;
  }
}
