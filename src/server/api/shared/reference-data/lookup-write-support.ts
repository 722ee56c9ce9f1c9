import type { TxRepositories } from "../../../../db/repositories/index.ts";
import type { NamedTable } from "../../../../db/repositories/lookup-writer.ts";
import type { PendingKind } from "../../../../db/repositories/pending-items.ts";
import type { TransactionRunner } from "../../../../db/transactions.ts";
import { conflict, forbidden, notFound, refusedByState } from "../../../../domain/errors.ts";
import { nameKey } from "../../../../domain/lookup-names.ts";
import {
  draftUses,
  type LookupIdentity,
  type LookupKind,
  parseDraft,
  usageMessage,
} from "../../../../domain/lookup-usage.ts";
import { hasRole } from "../../../../domain/roles.ts";

/**
 * What the editor's writes of lookup items (lookup-writes.ts, reference-merges.ts) share: who may
 * change what, the pending flag and the name checks. The writes (docs/product/api.md §5.6,
 * docs/decisions/reference-data/0017-lookup-writes.md) each run through reference-data-write.ts: one
 * transaction that bumps the data revision, then the watcher is told so caches and search show the
 * change at once.
 */
export interface LookupWriteDeps {
  /** Runs the write's work in one transaction (db/transactions.ts). */
  transaction: TransactionRunner;
  watcher?: { refresh(): Promise<number> };
}

/** Who writes: the session's user. */
export interface Actor {
  id: number;
  role: string;
}

const A: Record<LookupKind, string> = { solvent: "a solvent", reagent: "a reagent", author: "an author" };
/** The name a missing item's 404 gives (the routes' own, so both refusals read the same). */
const NAMED: Record<LookupKind, string> = { solvent: "Solvent", reagent: "Reagent", author: "Author" };

/**
 * Editors may change anything; a contributor only an item they created, and only while no
 * published synthesis uses it (a change would alter published pages behind the editors' backs).
 * Another contributor's pending item does not exist for them: the 404 of a missing id, never a
 * 403 that would tell them it is there (docs/decisions/reference-data/0095-another-contributors-pending-item-is-a-404.md "Another contributor's pending item is a
 * 404 to every call").
 */
export async function mayChange(
  repos: TxRepositories,
  actor: Actor,
  kind: LookupKind,
  row: { id: number; created_by: number | null },
  verb: "change" | "delete",
) {
  if (hasRole(actor.role, "editor")) return;
  if (await repos.pendingItems.hiddenFrom(kind, row.id, actor)) throw notFound(NAMED[kind]);
  if (row.created_by !== actor.id) {
    throw forbidden(`Only an editor may ${verb} ${A[kind]} that someone else created`);
  }
  if ((await repos.lookupWriter.publishedUses(kind, row.id)).length) {
    throw forbidden(`Only an editor may ${verb} ${A[kind]} that a published synthesis uses`);
  }
}

/**
 * What a contributor creates or changes waits for an editor (docs/decisions/reference-data/0039-reference-data-a-contributor-creates-is-pending.md "Reference data a
 * contributor creates is pending"): pending, so no public page, list or search shows it meanwhile.
 */
export function pendingFor(actor: Actor): boolean {
  return !hasRole(actor.role, "editor");
}

/**
 * A contributor's change of an item an editor accepted puts it back in the editor's queue; a save
 * that changed nothing (a field left as it was) does not.
 */
export async function pendAgainIfChanged(
  repos: TxRepositories,
  actor: Actor,
  kind: PendingKind,
  id: number,
  before: unknown,
) {
  if (!pendingFor(actor)) return;
  if (JSON.stringify(await repos.snapshots.of(kind, id)) !== JSON.stringify(before)) {
    await repos.pendingItems.setPending(kind, id, true);
  }
}

/** Refuses a delete that would lose data: the message names the syntheses and counts the drafts. */
export async function refuseIfUsed(repos: TxRepositories, kind: LookupKind, item: LookupIdentity) {
  const published = await repos.lookupWriter.publishedUses(kind, item.id);
  const drafts = (await repos.draftDocuments.draftDocuments()).filter((json) =>
    draftUses(parseDraft(json), kind, item),
  ).length;
  if (published.length || drafts) {
    throw refusedByState(`${usageMessage(published, drafts)}; the ${kind} was not deleted`);
  }
}

/** A published synthesis shows the item's name, so it cannot lose it. */
export async function refuseNameless(repos: TxRepositories, kind: LookupKind, id: number, field: string) {
  if ((await repos.lookupWriter.publishedUses(kind, id)).length) {
    throw conflict(field, `${A[kind]} that a published synthesis uses needs a name`);
  }
}

export async function ensureNameFree(
  repos: TxRepositories,
  table: NamedTable | "named_reactions",
  name: string,
  id: number | null,
) {
  const key = nameKey(name);
  const taken = (await repos.lookupWriter.namesOf(table)).some(
    (row) => row.id !== id && nameKey(row.name) === key,
  );
  const what = table === "solvents" ? "solvent" : table === "reagents" ? "reagent" : "named reaction";
  if (taken) throw conflict("name", `a ${what} named '${name}' already exists`);
}
