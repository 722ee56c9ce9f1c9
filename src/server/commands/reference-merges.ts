import type { Transaction } from "kysely";
import { moveLookupUrls } from "../../db/repositories/lookup-urls.ts";
import {
  authorView,
  deleteAuthor,
  deleteReagent,
  deleteSolvent,
  findAuthor,
  findNamed,
  reagentView,
  replaceReagentSynonyms,
  updateReagent,
} from "../../db/repositories/lookup-writer.ts";
import {
  deleteMoleculeRow,
  draftRows,
  dropReagentSynonyms,
  findMoleculeRow,
  moveAuthorUses,
  moveMoleculeUses,
  moveReagentUses,
  moveSolventUses,
  setDraftDocument,
} from "../../db/repositories/merge-writer.ts";
import type { HistoryKind, Snapshot } from "../../db/repositories/reference-history.ts";
import type { Database } from "../../db/schema.ts";
import { type DraftMerge, mergeIntoDraft } from "../../domain/draft-merge.ts";
import { conflict, invalidInput, notFound } from "../../domain/errors.ts";
import { authorKey, distinctNames, nameKey } from "../../domain/lookup-names.ts";
import { parseDraft } from "../../domain/lookup-usage.ts";
import { keepAcceptance } from "./accept-pending.ts";
import { draftPlaces, type MergeRecord } from "./history-merge-record.ts";
import { recordChange, snapshotOf } from "./history-record.ts";
import { type Actor, type LookupWriteDeps, write } from "./lookup-writes.ts";
import type { ImageWriter } from "./ports.ts";

type Trx = Transaction<Database>;

/**
 * Merges of two records of one author, reagent, solvent or molecule (docs/product/api.md §5.19,
 * docs/decisions.md "Merges and history of reference data"): every published synthesis and every
 * draft that names the merged item names the kept one, a reagent's synonyms (and its name) become
 * the kept reagent's, the merged item's url redirects to the kept one's, and the merged item is
 * deleted; all in one transaction that bumps the data revision, with one history entry for each
 * of the two items, which both keep what moved so that a restore can undo the merge.
 */

const LABEL: Record<"author" | "reagent" | "solvent" | "molecule", string> = {
  author: "Author",
  reagent: "Reagent",
  solvent: "Solvent",
  molecule: "Molecule",
};

function refuseSelf(kind: keyof typeof LABEL, id: number, into: number) {
  if (id === into) throw invalidInput("into", `must be another ${kind} than the one merged`);
}

/** Every draft naming the merged item names the kept one instead; answers the places rewritten. */
async function rewriteDrafts(trx: Trx, merge: DraftMerge): Promise<MergeRecord["drafts"]> {
  const rewritten: MergeRecord["drafts"] = [];
  for (const row of await draftRows(trx)) {
    const document = parseDraft(row.synthesis_json);
    const changed = mergeIntoDraft(document, merge);
    if (!changed) continue;
    await setDraftDocument(trx, row.id, JSON.stringify(changed));
    rewritten.push({ id: row.id, places: draftPlaces(merge.kind, document, changed) });
  }
  return rewritten;
}

/**
 * One entry for each of the two items; both keep what the merge moved (`moves`), so restoring
 * either one undoes the merge (history-merge-restore.ts).
 */
async function recordMerge(
  trx: Trx,
  actor: Actor,
  moves: Omit<MergeRecord, "format" | "item">,
  before: { from: Snapshot | null; into: Snapshot | null },
) {
  const record: MergeRecord = { format: 1, ...moves, item: before.from ?? {} };
  const kind: HistoryKind = moves.kind;
  await recordChange(trx, {
    kind,
    id: moves.from,
    action: "merge",
    userId: actor.id,
    before: before.from,
    gone: true,
    relatedId: moves.into,
    moves: record as unknown as Snapshot,
  });
  await recordChange(trx, {
    kind,
    id: moves.into,
    action: "merge",
    userId: actor.id,
    before: before.into,
    relatedId: moves.from,
    moves: record as unknown as Snapshot,
  });
}

export function mergeSolvent(deps: LookupWriteDeps, actor: Actor, id: number, into: number) {
  refuseSelf("solvent", id, into);
  return write(deps, async (trx) => {
    const from = await findNamed(trx, "solvents", id);
    if (!from) throw notFound("Solvent");
    const kept = await findNamed(trx, "solvents", into);
    if (!kept) throw notFound("Solvent");
    if (!kept.name) throw conflict("into", "the solvent to keep needs a name");
    const before = {
      from: await snapshotOf(trx, "solvent", id),
      into: await snapshotOf(trx, "solvent", into),
    };
    await keepAcceptance(trx, "solvent", id, into);
    const solventUses = await moveSolventUses(trx, id, into);
    const drafts = await rewriteDrafts(trx, {
      kind: "solvent",
      from: { id, name: from.name },
      into: { id: into, name: kept.name },
    });
    const urls = await moveLookupUrls(trx, "solvent", id, into);
    await deleteSolvent(trx, id);
    await recordMerge(trx, actor, { kind: "solvent", from: id, into, drafts, solventUses, ...urls }, before);
    return { id: kept.id, name: kept.name };
  });
}

export function mergeReagent(deps: LookupWriteDeps, actor: Actor, id: number, into: number) {
  refuseSelf("reagent", id, into);
  return write(deps, async (trx) => {
    if (!(await findNamed(trx, "reagents", id))) throw notFound("Reagent");
    const kept = await findNamed(trx, "reagents", into);
    if (!kept) throw notFound("Reagent");
    if (!kept.name) throw conflict("into", "the reagent to keep needs a name");
    const before = {
      from: await snapshotOf(trx, "reagent", id),
      into: await snapshotOf(trx, "reagent", into),
    };
    const from = before.from as { name: string; formula: string | null; synonyms: string[] };
    const keptNow = before.into as { name: string; formula: string | null; synonyms: string[] };
    // The merged name and synonyms become the kept reagent's synonyms (its own name excepted).
    const keyOfKept = nameKey(kept.name);
    const synonyms = distinctNames([...keptNow.synonyms, from.name, ...from.synonyms]).filter(
      (s) => nameKey(s) !== keyOfKept,
    );
    await keepAcceptance(trx, "reagent", id, into);
    const reagentUses = await moveReagentUses(trx, id, into);
    await dropReagentSynonyms(trx, id);
    await replaceReagentSynonyms(trx, into, synonyms);
    const formulaTaken = !keptNow.formula && from.formula ? from.formula : null;
    if (formulaTaken) await updateReagent(trx, into, { name: kept.name, formula: formulaTaken });
    const drafts = await rewriteDrafts(trx, {
      kind: "reagent",
      from: { id, name: from.name },
      into: { id: into, name: kept.name },
    });
    const urls = await moveLookupUrls(trx, "reagent", id, into);
    await deleteReagent(trx, id);
    const synonymsAdded = synonyms.filter((s) => !keptNow.synonyms.includes(s));
    await recordMerge(
      trx,
      actor,
      { kind: "reagent", from: id, into, drafts, reagentUses, synonymsAdded, formulaTaken, ...urls },
      before,
    );
    return reagentView(trx, into);
  });
}

export function mergeAuthor(deps: LookupWriteDeps, actor: Actor, id: number, into: number) {
  refuseSelf("author", id, into);
  return write(deps, async (trx) => {
    const from = await findAuthor(trx, id);
    if (!from) throw notFound("Author");
    const kept = await findAuthor(trx, into);
    if (!kept) throw notFound("Author");
    if (!authorKey(kept.first_name, kept.last_name) || !kept.url) {
      throw conflict("into", "the author to keep needs a first and a last name");
    }
    const before = { from: await snapshotOf(trx, "author", id), into: await snapshotOf(trx, "author", into) };
    await keepAcceptance(trx, "author", id, into);
    const moved = await moveAuthorUses(trx, id, into, from.url);
    const drafts = await rewriteDrafts(trx, {
      kind: "author",
      from: { id, firstName: from.first_name, lastName: from.last_name, url: from.url },
      into: { id: into, firstName: kept.first_name, lastName: kept.last_name, url: kept.url },
    });
    await deleteAuthor(trx, id);
    await recordMerge(
      trx,
      actor,
      { kind: "author", from: id, into, drafts, ...moved, redirect: from.url },
      before,
    );
    return authorView(trx, into);
  });
}

/** Molecules: the same, and the merged molecule's image is removed after commit. */
export async function mergeMolecule(
  deps: LookupWriteDeps & { images: Pick<ImageWriter, "remove"> },
  actor: Actor,
  id: number,
  into: number,
) {
  refuseSelf("molecule", id, into);
  let stale: string | null = null;
  const kept = await write(deps, async (trx) => {
    const from = await findMoleculeRow(trx, id);
    if (!from) throw notFound("Molecule");
    const kept = await findMoleculeRow(trx, into);
    if (!kept) throw notFound("Molecule");
    const before = {
      from: await snapshotOf(trx, "molecule", id),
      into: await snapshotOf(trx, "molecule", into),
    };
    const moved = await moveMoleculeUses(trx, id, into, from.structure);
    const drafts = await rewriteDrafts(trx, {
      kind: "molecule",
      from: { id, name: from.name, structure: from.structure, smiles: from.smiles },
      into: { id: into, name: kept.name, structure: kept.structure, smiles: kept.smiles },
    });
    await deleteMoleculeRow(trx, id);
    await recordMerge(
      trx,
      actor,
      { kind: "molecule", from: id, into, drafts, ...moved, redirect: from.structure },
      before,
    );
    stale = `${from.structure}.${from.extension}`;
    return kept;
  });
  if (stale) await deps.images.remove("molecules", stale).catch(() => undefined);
  return kept;
}
