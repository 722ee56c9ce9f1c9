import type { TxRepositories } from "../../../../db/repositories/index.ts";
import type { HistoryKind, Snapshot } from "../../../../db/repositories/reference-history.ts";
import { type DraftMerge, mergeIntoDraft } from "../../../../domain/draft-merge.ts";
import { conflict, invalidInput, notFound } from "../../../../domain/errors.ts";
import { authorKey, distinctNames, nameKey } from "../../../../domain/lookup-names.ts";
import { parseDraft } from "../../../../domain/lookup-usage.ts";
import type { ImageWriter } from "../../../storage/image-writer.ts";
import { keepAcceptance } from "./accept-pending.ts";
import { draftPlaces, type MergeRecord } from "./history-merge-record.ts";
import { recordChange } from "./history-record.ts";
import type { Actor, LookupWriteDeps } from "./lookup-write-support.ts";
import { write } from "./reference-data-write.ts";

/**
 * Merges of two records of one author, reagent, solvent or molecule (docs/product/api.md §5.19,
 * docs/decisions/reference-data/0032-merges-and-history-of-reference-data.md): every published synthesis and every
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
async function rewriteDrafts(repos: TxRepositories, merge: DraftMerge): Promise<MergeRecord["drafts"]> {
  const rewritten: MergeRecord["drafts"] = [];
  for (const row of await repos.draftDocuments.draftRows()) {
    const document = parseDraft(row.synthesis_json);
    const changed = mergeIntoDraft(document, merge);
    if (!changed) continue;
    await repos.draftDocuments.setDraftDocument(row.id, JSON.stringify(changed));
    rewritten.push({ id: row.id, places: draftPlaces(merge.kind, document, changed) });
  }
  // The versions the review kept name the kept item too: a merge is reference data, and never
  // voids an approval or a preview link (docs/decisions/publishing/0125-a-review-loop-that-says-what-to-do.md).
  for (const row of await repos.draftDocuments.reviewedRows()) {
    const changed = mergeIntoDraft(parseDraft(row.json), merge);
    if (changed) await repos.draftDocuments.setReviewedDocument(row, JSON.stringify(changed));
  }
  return rewritten;
}

/** Both items as they stand before the merge: what History's entries on either side keep. */
async function snapshotsBefore(repos: TxRepositories, kind: HistoryKind, id: number, into: number) {
  return { from: await repos.snapshots.of(kind, id), into: await repos.snapshots.of(kind, into) };
}

/**
 * One entry for each of the two items; both keep what the merge moved (`moves`), so restoring
 * either one undoes the merge (history-merge-restore.ts).
 */
async function recordMerge(
  repos: TxRepositories,
  actor: Actor,
  moves: Omit<MergeRecord, "format" | "item">,
  before: { from: Snapshot | null; into: Snapshot | null },
) {
  const record: MergeRecord = { format: 1, ...moves, item: before.from ?? {} };
  const kind: HistoryKind = moves.kind;
  await recordChange(repos, {
    kind,
    id: moves.from,
    action: "merge",
    userId: actor.id,
    before: before.from,
    gone: true,
    relatedId: moves.into,
    moves: record as unknown as Snapshot,
  });
  await recordChange(repos, {
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
  return write(deps, async (repos) => {
    const from = await repos.lookupWriter.findNamed("solvents", id);
    if (!from) throw notFound("Solvent");
    const kept = await repos.lookupWriter.findNamed("solvents", into);
    if (!kept) throw notFound("Solvent");
    if (!kept.name) throw conflict("into", "the solvent to keep needs a name");
    const before = await snapshotsBefore(repos, "solvent", id, into);
    const merged = before.from as { name: string; synonyms?: string[] };
    const keptNow = before.into as { name: string; synonyms?: string[] };
    const keptSynonyms = keptNow.synonyms ?? [];
    // As with reagents: the merged name and synonyms become the kept solvent's synonyms.
    const keyOfKept = nameKey(kept.name);
    const synonyms = distinctNames([...keptSynonyms, merged.name, ...(merged.synonyms ?? [])]).filter(
      (s) => nameKey(s) !== keyOfKept,
    );
    await keepAcceptance(repos, "solvent", id, into);
    const solventUses = await repos.mergeMoves.moveSolventUses(id, into);
    await repos.lookupWriter.replaceSolventSynonyms(into, synonyms);
    const synonymsAdded = synonyms.filter((s) => !keptSynonyms.includes(s));
    const drafts = await rewriteDrafts(repos, {
      kind: "solvent",
      from: { id, name: from.name },
      into: { id: into, name: kept.name },
    });
    const urls = await repos.lookupUrls.moveLookupUrls("solvent", id, into);
    await repos.lookupWriter.deleteSolvent(id);
    await recordMerge(
      repos,
      actor,
      { kind: "solvent", from: id, into, drafts, solventUses, synonymsAdded, ...urls },
      before,
    );
    return repos.lookupWriter.solventView(into);
  });
}

export function mergeReagent(deps: LookupWriteDeps, actor: Actor, id: number, into: number) {
  refuseSelf("reagent", id, into);
  return write(deps, async (repos) => {
    if (!(await repos.lookupWriter.findNamed("reagents", id))) throw notFound("Reagent");
    const kept = await repos.lookupWriter.findNamed("reagents", into);
    if (!kept) throw notFound("Reagent");
    if (!kept.name) throw conflict("into", "the reagent to keep needs a name");
    const before = await snapshotsBefore(repos, "reagent", id, into);
    const from = before.from as { name: string; formula: string | null; synonyms: string[] };
    const keptNow = before.into as { name: string; formula: string | null; synonyms: string[] };
    // The merged name and synonyms become the kept reagent's synonyms (its own name excepted).
    const keyOfKept = nameKey(kept.name);
    const synonyms = distinctNames([...keptNow.synonyms, from.name, ...from.synonyms]).filter(
      (s) => nameKey(s) !== keyOfKept,
    );
    await keepAcceptance(repos, "reagent", id, into);
    const reagentUses = await repos.mergeMoves.moveReagentUses(id, into);
    await repos.mergeMoves.dropReagentSynonyms(id);
    await repos.lookupWriter.replaceReagentSynonyms(into, synonyms);
    const formulaTaken = !keptNow.formula && from.formula ? from.formula : null;
    if (formulaTaken)
      await repos.lookupWriter.updateReagent(into, { name: kept.name, formula: formulaTaken });
    const drafts = await rewriteDrafts(repos, {
      kind: "reagent",
      from: { id, name: from.name },
      into: { id: into, name: kept.name },
    });
    const urls = await repos.lookupUrls.moveLookupUrls("reagent", id, into);
    await repos.lookupWriter.deleteReagent(id);
    const synonymsAdded = synonyms.filter((s) => !keptNow.synonyms.includes(s));
    await recordMerge(
      repos,
      actor,
      { kind: "reagent", from: id, into, drafts, reagentUses, synonymsAdded, formulaTaken, ...urls },
      before,
    );
    return repos.lookupWriter.reagentView(into);
  });
}

export function mergeAuthor(deps: LookupWriteDeps, actor: Actor, id: number, into: number) {
  refuseSelf("author", id, into);
  return write(deps, async (repos) => {
    const from = await repos.lookupWriter.findAuthor(id);
    if (!from) throw notFound("Author");
    const kept = await repos.lookupWriter.findAuthor(into);
    if (!kept) throw notFound("Author");
    if (!authorKey(kept.first_name, kept.last_name) || !kept.url) {
      throw conflict("into", "the author to keep needs a first and a last name");
    }
    const before = await snapshotsBefore(repos, "author", id, into);
    await keepAcceptance(repos, "author", id, into);
    const moved = await repos.mergeMoves.moveAuthorUses(id, into, from.url);
    const drafts = await rewriteDrafts(repos, {
      kind: "author",
      from: { id, firstName: from.first_name, lastName: from.last_name, url: from.url },
      into: { id: into, firstName: kept.first_name, lastName: kept.last_name, url: kept.url },
    });
    await repos.lookupWriter.deleteAuthor(id);
    await recordMerge(
      repos,
      actor,
      { kind: "author", from: id, into, drafts, ...moved, redirect: from.url },
      before,
    );
    return repos.lookupWriter.authorView(into);
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
  const kept = await write(deps, async (repos) => {
    const from = await repos.moleculeWriter.findMoleculeRow(id);
    if (!from) throw notFound("Molecule");
    const kept = await repos.moleculeWriter.findMoleculeRow(into);
    if (!kept) throw notFound("Molecule");
    const before = await snapshotsBefore(repos, "molecule", id, into);
    const moved = await repos.mergeMoves.moveMoleculeUses(id, into, from.structure);
    const drafts = await rewriteDrafts(repos, {
      kind: "molecule",
      from: { id, name: from.name, structure: from.structure, smiles: from.smiles },
      into: { id: into, name: kept.name, structure: kept.structure, smiles: kept.smiles },
    });
    await repos.moleculeWriter.deleteMoleculeRow(id);
    await recordMerge(
      repos,
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
