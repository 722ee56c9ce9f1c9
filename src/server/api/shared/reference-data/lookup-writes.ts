import type { TxRepositories } from "../../../../db/repositories/index.ts";
import { conflict, notFound } from "../../../../domain/errors.ts";
import { authorKey, distinctNames, slugify, uniqueSlug } from "../../../../domain/lookup-names.ts";
import { hasRole } from "../../../../domain/roles.ts";
import { recordChange } from "./history-record.ts";

import {
  type Actor,
  ensureNameFree,
  type LookupWriteDeps,
  mayChange,
  pendAgainIfChanged,
  pendingFor,
  refuseIfUsed,
  refuseNameless,
} from "./lookup-write-support.ts";
import { write } from "./reference-data-write.ts";

export type { Actor, LookupWriteDeps } from "./lookup-write-support.ts";

/** The editor's writes of solvents, reagents, authors and named reactions (lookup-write-support.ts says how). */

// ---- Solvents ----

export function createSolvent(
  deps: LookupWriteDeps,
  actor: Actor,
  name: string,
  extra: { synonyms?: readonly string[] } = {},
) {
  return write(deps, async (repos) => {
    if (name) await ensureNameFree(repos, "solvents", name, null);
    const row = await repos.lookupWriter.insertSolvent(name, actor.id, pendingFor(actor));
    if (extra.synonyms?.length)
      await repos.lookupWriter.replaceSolventSynonyms(row.id, distinctNames(extra.synonyms));
    await recordChange(repos, {
      kind: "solvent",
      id: row.id,
      action: "create",
      userId: actor.id,
      before: null,
    });
    return repos.lookupWriter.solventView(row.id);
  });
}

export interface SolventChange {
  name: string;
  /** Absent: unchanged; else the whole set (blank and repeated ones are dropped). */
  synonyms?: readonly string[];
}

export function updateSolvent(deps: LookupWriteDeps, actor: Actor, id: number, change: SolventChange) {
  return write(deps, async (repos) => {
    const row = await repos.lookupWriter.findNamed("solvents", id);
    if (!row) throw notFound("Solvent");
    await mayChange(repos, actor, "solvent", row, "change");
    const { name } = change;
    if (name) await ensureNameFree(repos, "solvents", name, id);
    else if (row.name) await refuseNameless(repos, "solvent", id, "name");
    const before = await repos.snapshots.of("solvent", id);
    await repos.lookupWriter.renameSolvent(id, name);
    if (change.synonyms) await repos.lookupWriter.replaceSolventSynonyms(id, distinctNames(change.synonyms));
    await pendAgainIfChanged(repos, actor, "solvent", id, before);
    await recordChange(repos, { kind: "solvent", id, action: "update", userId: actor.id, before });
    return repos.lookupWriter.solventView(id);
  });
}

export function removeSolvent(deps: LookupWriteDeps, actor: Actor, id: number) {
  return write(deps, async (repos) => {
    const row = await repos.lookupWriter.findNamed("solvents", id);
    if (!row) throw notFound("Solvent");
    await mayChange(repos, actor, "solvent", row, "delete");
    await refuseIfUsed(repos, "solvent", row);
    const before = await repos.snapshots.of("solvent", id);
    await repos.lookupWriter.deleteSolvent(id);
    await recordChange(repos, {
      kind: "solvent",
      id,
      action: "delete",
      userId: actor.id,
      before,
      gone: true,
    });
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
  return write(deps, async (repos) => {
    if (name) await ensureNameFree(repos, "reagents", name, null);
    const id = await repos.lookupWriter.insertReagent(name, actor.id, pendingFor(actor));
    if (extra.formula) await repos.lookupWriter.updateReagent(id, { name, formula: extra.formula });
    if (extra.synonyms?.length)
      await repos.lookupWriter.replaceReagentSynonyms(id, distinctNames(extra.synonyms));
    await recordChange(repos, { kind: "reagent", id, action: "create", userId: actor.id, before: null });
    return repos.lookupWriter.reagentView(id);
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
  return write(deps, async (repos) => {
    const row = await repos.lookupWriter.findNamed("reagents", id);
    if (!row) throw notFound("Reagent");
    await mayChange(repos, actor, "reagent", row, "change");
    if (change.name) await ensureNameFree(repos, "reagents", change.name, id);
    else if (row.name) await refuseNameless(repos, "reagent", id, "name");
    const before = await repos.snapshots.of("reagent", id);
    await repos.lookupWriter.updateReagent(id, {
      name: change.name,
      ...(change.formula === undefined ? {} : { formula: change.formula || null }),
    });
    if (change.synonyms) await repos.lookupWriter.replaceReagentSynonyms(id, distinctNames(change.synonyms));
    await pendAgainIfChanged(repos, actor, "reagent", id, before);
    await recordChange(repos, { kind: "reagent", id, action: "update", userId: actor.id, before });
    return repos.lookupWriter.reagentView(id);
  });
}

export function removeReagent(deps: LookupWriteDeps, actor: Actor, id: number) {
  return write(deps, async (repos) => {
    const row = await repos.lookupWriter.findNamed("reagents", id);
    if (!row) throw notFound("Reagent");
    await mayChange(repos, actor, "reagent", row, "delete");
    await refuseIfUsed(repos, "reagent", row);
    const before = await repos.snapshots.of("reagent", id);
    await repos.lookupWriter.deleteReagent(id);
    await recordChange(repos, {
      kind: "reagent",
      id,
      action: "delete",
      userId: actor.id,
      before,
      gone: true,
    });
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
  return write(deps, async (repos) => {
    const id = await repos.lookupWriter.insertAuthor(actor.id, pendingFor(actor));
    if (names.firstName || names.lastName) await setAuthor(repos, actor, id, names);
    await recordChange(repos, { kind: "author", id, action: "create", userId: actor.id, before: null });
    return repos.lookupWriter.authorView(id);
  });
}

export function updateAuthorItem(deps: LookupWriteDeps, actor: Actor, id: number, change: AuthorChange) {
  return write(deps, async (repos) => {
    const row = await repos.lookupWriter.findAuthor(id);
    if (!row) throw notFound("Author");
    await mayChange(repos, actor, "author", row, "change");
    const before = await repos.snapshots.of("author", id);
    await setAuthor(repos, actor, id, change);
    await pendAgainIfChanged(repos, actor, "author", id, before);
    await recordChange(repos, { kind: "author", id, action: "update", userId: actor.id, before });
    return repos.lookupWriter.authorView(id);
  });
}

/**
 * Names the author and settles the url: made from the name when the author first has a first and a
 * last name, kept on later renames (links keep working), changed only by an editor, the old one
 * then redirecting.
 */
export async function setAuthor(repos: TxRepositories, actor: Actor, id: number, change: AuthorChange) {
  const row = await repos.lookupWriter.findAuthor(id);
  if (!row) throw notFound("Author");
  const key = authorKey(change.firstName, change.lastName);
  if (key) {
    const others = await repos.lookupWriter.authorNames();
    if (others.some((a) => a.id !== id && authorKey(a.first_name, a.last_name) === key)) {
      throw conflict(
        "firstName",
        `an author named '${[change.firstName, change.lastName].filter(Boolean).join(" ")}' already exists`,
      );
    }
  } else if (authorKey(row.first_name, row.last_name)) {
    await refuseNameless(repos, "author", id, "firstName");
  }

  let url = row.url;
  const wanted = hasRole(actor.role, "editor") ? change.url : undefined;
  if (wanted && wanted !== row.url) {
    const holder = (await repos.lookupWriter.authorUrlsLike(wanted)).find((u) => u.url === wanted);
    if (holder && holder.author_id !== id)
      throw conflict("url", `the url '${wanted}' belongs to another author`);
    url = wanted;
  } else if (!url && change.firstName && change.lastName) {
    // Made once the whole name is there (the editor saves each field as it is left, and a
    // published synthesis needs both names), so it is not cut from a first name alone.
    const base = slugify(`${change.firstName} ${change.lastName}`) || "author";
    url = uniqueSlug(base, new Set((await repos.lookupWriter.authorUrlsLike(base)).map((u) => u.url)));
  }
  if (url !== row.url) {
    await repos.lookupWriter.removeAuthorRedirect(url);
    if (row.url) await repos.lookupWriter.addAuthorRedirect(row.url, id);
  }
  await repos.lookupWriter.updateAuthor(id, {
    first_name: change.firstName,
    last_name: change.lastName,
    url,
  });
}

export function removeAuthor(deps: LookupWriteDeps, actor: Actor, id: number) {
  return write(deps, async (repos) => {
    const row = await repos.lookupWriter.findAuthor(id);
    if (!row) throw notFound("Author");
    await mayChange(repos, actor, "author", row, "delete");
    await refuseIfUsed(repos, "author", {
      id,
      firstName: row.first_name,
      lastName: row.last_name,
      url: row.url,
    });
    const before = await repos.snapshots.of("author", id);
    await repos.lookupWriter.deleteAuthor(id);
    await recordChange(repos, { kind: "author", id, action: "delete", userId: actor.id, before, gone: true });
  });
}

// ---- Named reactions ----

export function createNamedReaction(
  deps: LookupWriteDeps,
  actor: Actor,
  input: { name: string; synonyms: readonly string[] },
) {
  return write(deps, async (repos) => {
    // Unnamed (an editor's Add): the url is made when it is first named.
    let url = "";
    if (input.name) {
      await ensureNameFree(repos, "named_reactions", input.name, null);
      const base = slugify(input.name) || "named-reaction";
      url = uniqueSlug(base, new Set(await repos.lookupWriter.namedReactionUrlsLike(base)));
    }
    const synonyms = distinctNames(input.synonyms);
    const pending = pendingFor(actor) ? 1 : 0;
    const id = await repos.lookupWriter.insertNamedReaction(
      { name: input.name, url, created_by: actor.id, pending },
      synonyms,
    );
    await recordChange(repos, {
      kind: "named_reaction",
      id,
      action: "create",
      userId: actor.id,
      before: null,
    });
    return { id, name: input.name, url, synonyms };
  });
}
