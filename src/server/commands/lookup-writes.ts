import type { Transaction } from "kysely";
import {
  addAuthorRedirect,
  authorNames,
  authorUrlsLike,
  authorView,
  deleteAuthor,
  deleteReagent,
  deleteSolvent,
  draftDocuments,
  findAuthor,
  findNamed,
  insertAuthor,
  insertNamedReaction,
  insertReagent,
  insertSolvent,
  type NamedTable,
  namedReactionUrlsLike,
  namesOf,
  publishedUses,
  reagentView,
  removeAuthorRedirect,
  renameSolvent,
  replaceReagentSynonyms,
  updateAuthor,
  updateReagent,
} from "../../db/repositories/lookup-writer.ts";
import { type PendingKind, setPending } from "../../db/repositories/pending-items.ts";
import type { RevisionRepository } from "../../db/repositories/revisions.ts";
import type { Database } from "../../db/schema.ts";
import type { TransactionRunner } from "../../db/transactions.ts";
import { conflict, forbidden, notFound, refusedByState } from "../../domain/errors.ts";
import { authorKey, distinctNames, nameKey, slugify, uniqueSlug } from "../../domain/lookup-names.ts";
import {
  draftUses,
  type LookupIdentity,
  type LookupKind,
  parseDraft,
  usageMessage,
} from "../../domain/lookup-usage.ts";
import { hasRole } from "../../domain/roles.ts";
import { recordChange, snapshotOf } from "./history-record.ts";

/**
 * The editor's writes of lookup items (docs/product/api.md §5.6, docs/decisions.md "Lookup writes"):
 * each in one transaction that bumps the data revision, then the watcher is told so caches and
 * search show the change at once.
 */
export interface LookupWriteDeps {
  /** Runs the write's work in one transaction (db/transactions.ts). */
  transaction: TransactionRunner;
  revisions: RevisionRepository;
  watcher?: { refresh(): Promise<number> };
}

/** Who writes: the session's user. */
export interface Actor {
  id: number;
  role: string;
}

type Trx = Transaction<Database>;

export async function write<T>(deps: LookupWriteDeps, work: (trx: Trx) => Promise<T>): Promise<T> {
  const result = await deps.transaction(async (trx) => {
    // Bumped first: on PostgreSQL the revision row's lock then queues concurrent writes, so each
    // name check below sees every name committed before it (SQLite writes one at a time anyway).
    await deps.revisions.bump(trx);
    return work(trx);
  });
  await deps.watcher?.refresh();
  return result;
}

const A: Record<LookupKind, string> = { solvent: "a solvent", reagent: "a reagent", author: "an author" };

/**
 * Editors may change anything; a contributor only an item they created, and only while no
 * published synthesis uses it (a change would alter published pages behind the editors' backs).
 */
async function mayChange(
  trx: Trx,
  actor: Actor,
  kind: LookupKind,
  row: { id: number; created_by: number | null },
  verb: "change" | "delete",
) {
  if (hasRole(actor.role, "editor")) return;
  if (row.created_by !== actor.id) {
    throw forbidden(`Only an editor may ${verb} ${A[kind]} that someone else created`);
  }
  if ((await publishedUses(trx, kind, row.id)).length) {
    throw forbidden(`Only an editor may ${verb} ${A[kind]} that a published synthesis uses`);
  }
}

/**
 * What a contributor creates or changes waits for an editor (docs/decisions.md "Reference data a
 * contributor creates is pending"): pending, so no public page, list or search shows it meanwhile.
 */
function pendingFor(actor: Actor): boolean {
  return !hasRole(actor.role, "editor");
}

/**
 * A contributor's change of an item an editor accepted puts it back in the editor's queue; a save
 * that changed nothing (a field left as it was) does not.
 */
async function pendAgainIfChanged(trx: Trx, actor: Actor, kind: PendingKind, id: number, before: unknown) {
  if (!pendingFor(actor)) return;
  if (JSON.stringify(await snapshotOf(trx, kind, id)) !== JSON.stringify(before)) {
    await setPending(trx, kind, id, true);
  }
}

/** Refuses a delete that would lose data: the message names the syntheses and counts the drafts. */
async function refuseIfUsed(trx: Trx, kind: LookupKind, item: LookupIdentity) {
  const published = await publishedUses(trx, kind, item.id);
  const drafts = (await draftDocuments(trx)).filter((json) => draftUses(parseDraft(json), kind, item)).length;
  if (published.length || drafts) {
    throw refusedByState(`${usageMessage(published, drafts)}; the ${kind} was not deleted`);
  }
}

/** A published synthesis shows the item's name, so it cannot lose it. */
async function refuseNameless(trx: Trx, kind: LookupKind, id: number, field: string) {
  if ((await publishedUses(trx, kind, id)).length) {
    throw conflict(field, `${A[kind]} that a published synthesis uses needs a name`);
  }
}

export async function ensureNameFree(
  trx: Trx,
  table: NamedTable | "named_reactions",
  name: string,
  id: number | null,
) {
  const key = nameKey(name);
  const taken = (await namesOf(trx, table)).some((row) => row.id !== id && nameKey(row.name) === key);
  const what = table === "solvents" ? "solvent" : table === "reagents" ? "reagent" : "named reaction";
  if (taken) throw conflict("name", `a ${what} named '${name}' already exists`);
}

// ---- Solvents ----

export function createSolvent(deps: LookupWriteDeps, actor: Actor, name: string) {
  return write(deps, async (trx) => {
    if (name) await ensureNameFree(trx, "solvents", name, null);
    const row = await insertSolvent(trx, name, actor.id, pendingFor(actor));
    await recordChange(trx, {
      kind: "solvent",
      id: row.id,
      action: "create",
      userId: actor.id,
      before: null,
    });
    return row;
  });
}

export function updateSolvent(deps: LookupWriteDeps, actor: Actor, id: number, name: string) {
  return write(deps, async (trx) => {
    const row = await findNamed(trx, "solvents", id);
    if (!row) throw notFound("Solvent");
    await mayChange(trx, actor, "solvent", row, "change");
    if (name) await ensureNameFree(trx, "solvents", name, id);
    else if (row.name) await refuseNameless(trx, "solvent", id, "name");
    const before = await snapshotOf(trx, "solvent", id);
    const renamed = await renameSolvent(trx, id, name);
    await pendAgainIfChanged(trx, actor, "solvent", id, before);
    await recordChange(trx, { kind: "solvent", id, action: "update", userId: actor.id, before });
    return renamed;
  });
}

export function removeSolvent(deps: LookupWriteDeps, actor: Actor, id: number) {
  return write(deps, async (trx) => {
    const row = await findNamed(trx, "solvents", id);
    if (!row) throw notFound("Solvent");
    await mayChange(trx, actor, "solvent", row, "delete");
    await refuseIfUsed(trx, "solvent", row);
    const before = await snapshotOf(trx, "solvent", id);
    await deleteSolvent(trx, id);
    await recordChange(trx, { kind: "solvent", id, action: "delete", userId: actor.id, before, gone: true });
  });
}

// ---- Reagents ----

/** A new reagent; the pickers' short form sends its formula and synonyms with it (one transaction). */
export function createReagent(
  deps: LookupWriteDeps,
  actor: Actor,
  name: string,
  extra: { formula?: string | null; synonyms?: readonly string[] } = {},
) {
  return write(deps, async (trx) => {
    if (name) await ensureNameFree(trx, "reagents", name, null);
    const id = await insertReagent(trx, name, actor.id, pendingFor(actor));
    if (extra.formula) await updateReagent(trx, id, { name, formula: extra.formula });
    if (extra.synonyms?.length) await replaceReagentSynonyms(trx, id, distinctNames(extra.synonyms));
    await recordChange(trx, { kind: "reagent", id, action: "create", userId: actor.id, before: null });
    return reagentView(trx, id);
  });
}

export interface ReagentChange {
  name: string;
  /** Absent: unchanged; empty: none. */
  formula?: string | null;
  /** Absent: unchanged; else the whole set (blank and repeated ones are dropped). */
  synonyms?: readonly string[];
}

export function updateReagentItem(deps: LookupWriteDeps, actor: Actor, id: number, change: ReagentChange) {
  return write(deps, async (trx) => {
    const row = await findNamed(trx, "reagents", id);
    if (!row) throw notFound("Reagent");
    await mayChange(trx, actor, "reagent", row, "change");
    if (change.name) await ensureNameFree(trx, "reagents", change.name, id);
    else if (row.name) await refuseNameless(trx, "reagent", id, "name");
    const before = await snapshotOf(trx, "reagent", id);
    await updateReagent(trx, id, {
      name: change.name,
      ...(change.formula === undefined ? {} : { formula: change.formula || null }),
    });
    if (change.synonyms) await replaceReagentSynonyms(trx, id, distinctNames(change.synonyms));
    await pendAgainIfChanged(trx, actor, "reagent", id, before);
    await recordChange(trx, { kind: "reagent", id, action: "update", userId: actor.id, before });
    return reagentView(trx, id);
  });
}

export function removeReagent(deps: LookupWriteDeps, actor: Actor, id: number) {
  return write(deps, async (trx) => {
    const row = await findNamed(trx, "reagents", id);
    if (!row) throw notFound("Reagent");
    await mayChange(trx, actor, "reagent", row, "delete");
    await refuseIfUsed(trx, "reagent", row);
    const before = await snapshotOf(trx, "reagent", id);
    await deleteReagent(trx, id);
    await recordChange(trx, { kind: "reagent", id, action: "delete", userId: actor.id, before, gone: true });
  });
}

// ---- Authors ----

export interface AuthorChange {
  firstName: string;
  lastName: string;
  /** Taken only from editors; contributors' urls are made from the name. */
  url?: string;
}

export function createAuthor(
  deps: LookupWriteDeps,
  actor: Actor,
  names: { firstName: string; lastName: string },
) {
  return write(deps, async (trx) => {
    const id = await insertAuthor(trx, actor.id, pendingFor(actor));
    if (names.firstName || names.lastName) await setAuthor(trx, actor, id, names);
    await recordChange(trx, { kind: "author", id, action: "create", userId: actor.id, before: null });
    return authorView(trx, id);
  });
}

export function updateAuthorItem(deps: LookupWriteDeps, actor: Actor, id: number, change: AuthorChange) {
  return write(deps, async (trx) => {
    const row = await findAuthor(trx, id);
    if (!row) throw notFound("Author");
    await mayChange(trx, actor, "author", row, "change");
    const before = await snapshotOf(trx, "author", id);
    await setAuthor(trx, actor, id, change);
    await pendAgainIfChanged(trx, actor, "author", id, before);
    await recordChange(trx, { kind: "author", id, action: "update", userId: actor.id, before });
    return authorView(trx, id);
  });
}

/**
 * Names the author and settles the url: made from the name when the author first has a first and a
 * last name, kept on later renames (links keep working), changed only by an editor, the old one
 * then redirecting.
 */
export async function setAuthor(trx: Trx, actor: Actor, id: number, change: AuthorChange) {
  const row = await findAuthor(trx, id);
  if (!row) throw notFound("Author");
  const key = authorKey(change.firstName, change.lastName);
  if (key) {
    const others = await authorNames(trx);
    if (others.some((a) => a.id !== id && authorKey(a.first_name, a.last_name) === key)) {
      throw conflict(
        "firstName",
        `an author named '${[change.firstName, change.lastName].filter(Boolean).join(" ")}' already exists`,
      );
    }
  } else if (authorKey(row.first_name, row.last_name)) {
    await refuseNameless(trx, "author", id, "firstName");
  }

  let url = row.url;
  const wanted = hasRole(actor.role, "editor") ? change.url : undefined;
  if (wanted && wanted !== row.url) {
    const holder = (await authorUrlsLike(trx, wanted)).find((u) => u.url === wanted);
    if (holder && holder.author_id !== id)
      throw conflict("url", `the url '${wanted}' belongs to another author`);
    url = wanted;
  } else if (!url && change.firstName && change.lastName) {
    // Made once the whole name is there (the editor saves each field as it is left, and a
    // published synthesis needs both names), so it is not cut from a first name alone.
    const base = slugify(`${change.firstName} ${change.lastName}`) || "author";
    url = uniqueSlug(base, new Set((await authorUrlsLike(trx, base)).map((u) => u.url)));
  }
  if (url !== row.url) {
    await removeAuthorRedirect(trx, url);
    if (row.url) await addAuthorRedirect(trx, row.url, id);
  }
  await updateAuthor(trx, id, { first_name: change.firstName, last_name: change.lastName, url });
}

export function removeAuthor(deps: LookupWriteDeps, actor: Actor, id: number) {
  return write(deps, async (trx) => {
    const row = await findAuthor(trx, id);
    if (!row) throw notFound("Author");
    await mayChange(trx, actor, "author", row, "delete");
    await refuseIfUsed(trx, "author", {
      id,
      firstName: row.first_name,
      lastName: row.last_name,
      url: row.url,
    });
    const before = await snapshotOf(trx, "author", id);
    await deleteAuthor(trx, id);
    await recordChange(trx, { kind: "author", id, action: "delete", userId: actor.id, before, gone: true });
  });
}

// ---- Named reactions ----

export function createNamedReaction(
  deps: LookupWriteDeps,
  actor: Actor,
  input: { name: string; synonyms: readonly string[] },
) {
  return write(deps, async (trx) => {
    // Unnamed (an editor's Add): the url is made when it is first named.
    let url = "";
    if (input.name) {
      await ensureNameFree(trx, "named_reactions", input.name, null);
      const base = slugify(input.name) || "named-reaction";
      url = uniqueSlug(base, new Set(await namedReactionUrlsLike(trx, base)));
    }
    const synonyms = distinctNames(input.synonyms);
    const pending = pendingFor(actor) ? 1 : 0;
    const id = await insertNamedReaction(
      trx,
      { name: input.name, url, created_by: actor.id, pending },
      synonyms,
    );
    await recordChange(trx, { kind: "named_reaction", id, action: "create", userId: actor.id, before: null });
    return { id, name: input.name, url, synonyms };
  });
}
