import type { TxRepositories } from "../../../../db/repositories/index.ts";
import type { PendingKind } from "../../../../db/repositories/pending-items.ts";
import { notFound } from "../../../../domain/errors.ts";
import { recordChange } from "./history-record.ts";
import type { Actor, LookupWriteDeps } from "./lookup-write-support.ts";
import { write } from "./reference-data-write.ts";

/**
 * An editor's acceptance of an author, reagent, solvent or named reaction a contributor created
 * (docs/product/api.md §5.22, docs/decisions/reference-data/0039-reference-data-a-contributor-creates-is-pending.md "Reference data a contributor creates is
 * pending"): from then on public pages, lists, the sitemap and search show it. Accepting an item
 * already public changes nothing (two editors may press Accept at once).
 */
export function acceptPending(deps: LookupWriteDeps, actor: Actor, kind: PendingKind, id: number) {
  return write(deps, async (repos) => {
    const pending = await repos.pendingItems.isPending(kind, id);
    if (pending === undefined) throw notFound(LABEL[kind]);
    if (pending) {
      const before = await repos.snapshots.of(kind, id);
      await repos.pendingItems.setPending(kind, id, false);
      await recordChange(repos, { kind, id, action: "accept", userId: actor.id, before });
    }
    return { id, pending: false };
  });
}

const LABEL: Record<PendingKind, string> = {
  author: "Author",
  reagent: "Reagent",
  solvent: "Solvent",
  named_reaction: "Named reaction",
};

/**
 * A merge moves the merged item's uses (published ones too) to the kept item: when the merged item
 * was public, the kept one becomes public with it. Called inside the merge's transaction.
 */
export async function keepAcceptance(repos: TxRepositories, kind: PendingKind, from: number, into: number) {
  if ((await repos.pendingItems.isPending(kind, from)) === false)
    await repos.pendingItems.setPending(kind, into, false);
}
