import type { Transaction } from "kysely";
import {
  type HistoryAction,
  type HistoryKind,
  recordHistory,
  type Snapshot,
} from "../../db/repositories/reference-history.ts";
import { snapshotOf } from "../../db/repositories/reference-snapshots.ts";
import type { Database } from "../../db/schema.ts";

type Trx = Transaction<Database>;

/**
 * Writes one history entry of a reference-data change inside the change's transaction
 * (docs/decisions.md "Merges and history of reference data"). `before` is the snapshot read
 * before the change (null for a creation); the state after is read here, unless the item is gone.
 */
export async function recordChange(
  trx: Trx,
  entry: {
    kind: HistoryKind;
    id: number;
    action: HistoryAction;
    userId: number | null | undefined;
    before: Snapshot | null;
    gone?: boolean;
    relatedId?: number;
    /** What a merge moved, so a restore can move it back (history-merge-restore.ts). */
    moves?: Snapshot;
  },
) {
  const after = entry.gone ? null : await snapshotOf(trx, entry.kind, entry.id);
  await recordHistory(trx, {
    kind: entry.kind,
    itemId: entry.id,
    action: entry.action,
    userId: entry.userId ?? null,
    before: entry.before,
    after,
    relatedId: entry.relatedId ?? null,
    moves: entry.moves ?? null,
  });
}

export { snapshotOf };
