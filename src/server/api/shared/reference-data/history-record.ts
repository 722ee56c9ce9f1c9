import type { TxRepositories } from "../../../../db/repositories/index.ts";
import type { HistoryAction, HistoryKind, Snapshot } from "../../../../db/repositories/reference-history.ts";

/**
 * Writes one history entry of a reference-data change inside the change's transaction
 * (docs/decisions/reference-data/0032-merges-and-history-of-reference-data.md). `before` is the snapshot read
 * before the change (null for a creation); the state after is read here, unless the item is gone.
 */
export async function recordChange(
  repos: Pick<TxRepositories, "referenceHistory" | "snapshots">,
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
  const after = entry.gone ? null : await repos.snapshots.of(entry.kind, entry.id);
  await repos.referenceHistory.record({
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
