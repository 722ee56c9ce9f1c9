import type { TxRepositories } from "../../../../db/repositories/index.ts";
import type { TransactionRunner } from "../../../../db/transactions.ts";
import { ARCHIVE, REFERENCE_DATA } from "../../../../domain/change-tags.ts";

export interface ReferenceDataWriteDeps {
  /** Runs the write's work in one transaction (db/transactions.ts). */
  transaction: TransactionRunner;
  watcher?: { refresh(): Promise<number> };
}

/**
 * One write of reference data (lookup items, named reactions, protecting groups): its work in one
 * transaction that bumps the data revision first, then the watcher is told, so caches and search
 * show the change at once. These items' names show on synthesis pages and every list.
 */
export async function write<T>(
  deps: ReferenceDataWriteDeps,
  work: (repos: TxRepositories) => Promise<T>,
): Promise<T> {
  const result = await deps.transaction(async (repos) => {
    // Bumped first: on PostgreSQL the revision row's lock then queues concurrent writes, so each
    // name check below sees every name committed before it (SQLite writes one at a time anyway).
    await repos.revisions.bump([REFERENCE_DATA, ARCHIVE]);
    return work(repos);
  });
  await deps.watcher?.refresh();
  return result;
}
