import type { Transaction } from "kysely";
import { isPending, type PendingKind, setPending } from "../../db/repositories/pending-items.ts";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../domain/errors.ts";
import { recordChange, snapshotOf } from "./history-record.ts";
import { type Actor, type LookupWriteDeps, write } from "./lookup-writes.ts";

/**
 * An editor's acceptance of an author, reagent, solvent or named reaction a contributor created
 * (docs/product/api.md §5.22, docs/decisions.md "Reference data a contributor creates is
 * pending"): from then on public pages, lists, the sitemap and search show it. Accepting an item
 * already public changes nothing (two editors may press Accept at once).
 */
export function acceptPending(deps: LookupWriteDeps, actor: Actor, kind: PendingKind, id: number) {
  return write(deps, async (trx) => {
    const pending = await isPending(trx, kind, id);
    if (pending === undefined) throw notFound(LABEL[kind]);
    if (pending) {
      const before = await snapshotOf(trx, kind, id);
      await setPending(trx, kind, id, false);
      await recordChange(trx, { kind, id, action: "accept", userId: actor.id, before });
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
export async function keepAcceptance(
  trx: Transaction<Database>,
  kind: PendingKind,
  from: number,
  into: number,
) {
  if ((await isPending(trx, kind, from)) === false) await setPending(trx, kind, into, false);
}
