import type { TxRepositories } from "../../../db/repositories/index.ts";
import type { Snapshot, StoredHistoryEntry } from "../../../db/repositories/reference-history.ts";
import { authorKey, distinctNames, nameKey } from "../../../domain/lookup-names.ts";
import { parseDraft } from "../../../domain/lookup-usage.ts";
import type { StagedImage } from "../../storage/image-writer.ts";
import { moleculePicture, writeMoleculeFingerprint } from "../shared/reference-data/create-molecule.ts";
import {
  type MergeRecord,
  readMergeRecord,
  undoDraftPlaces,
} from "../shared/reference-data/history-merge-record.ts";
import { recordChange } from "../shared/reference-data/history-record.ts";
import { ensureNameFree } from "../shared/reference-data/lookup-write-support.ts";
import {
  asRestore,
  type MoleculePicture,
  type RestoreDeps,
  refused,
  str,
  strings,
  strOrNull,
  WHAT,
} from "./history-restore-support.ts";

/**
 * Undoes a merge (docs/product/api.md §5.20.2, docs/decisions/reference-data/0033-undoing-a-merge-pictures-in-the-history.md "Undoing a merge"), from either of
 * its two entries: the merged item comes back under its old id with its fields and synonyms, every
 * row the merge moved (reaction links, syntheses, former urls, draft entries) moves back to it, the
 * synonyms and formula the kept item gained are removed, and the redirect the merge added is gone.
 * Refused (409) when something since depends on the merged state: the merge kept no record of what
 * moved, the kept item was deleted or merged since, the merged item exists again, a moved row no
 * longer points at the kept item, or the old name or url is now another item's. One transaction
 * that bumps the data revision, with a "restore" entry for each of the two items.
 */
export async function restoreMerge(
  deps: RestoreDeps,
  actor: { id: number; role: string },
  entry: StoredHistoryEntry,
): Promise<Snapshot | null> {
  const record = readMergeRecord(entry.moves);
  if (!record) {
    throw refused(
      `this merge was recorded before merges kept what they moved, so the ${WHAT[entry.kind]}'s syntheses and drafts cannot be told apart from the kept one's`,
    );
  }
  // The merged molecule's image was removed with it: it is drawn again from its SMILES first.
  let picture: MoleculePicture | undefined;
  if (record.kind === "molecule") {
    const smiles = strOrNull(record.item.smiles);
    if (!smiles) throw refused("the merged molecule's image was an uploaded picture that is no longer kept");
    picture = await moleculePicture({ structures: deps.structures, uploads: deps.uploads }, { smiles });
  }

  let staged: StagedImage | undefined;
  let result: Snapshot | null;
  try {
    result = await deps.transaction(async (trx, repos) => {
      await deps.revisions.bump(trx);
      const kept = await repos.snapshots.of(record.kind, record.into);
      if (!kept) throw refused(`the kept ${WHAT[record.kind]} was deleted or merged since`);
      if (await repos.snapshots.of(record.kind, record.from)) {
        throw refused(`the merged ${WHAT[record.kind]} exists again (this merge was undone already)`);
      }
      await asRestore(() => bringBack(repos, record, kept, actor.id, picture));
      await undoDrafts(repos, record.drafts);
      const common = { kind: record.kind, action: "restore" as const, userId: actor.id, relatedId: entry.id };
      await recordChange(repos, { ...common, id: record.from, before: null });
      await recordChange(repos, { ...common, id: record.into, before: kept });
      if (picture) {
        // Last before commit: a folder that cannot be written rolls the restore back.
        const name = `${str(record.item.structure)}.${picture.image.extension}`;
        staged = await deps.images.stage("molecules", name, picture.image.content);
      }
      return repos.snapshots.of(entry.kind, entry.itemId);
    });
  } catch (error) {
    await staged?.discard().catch(() => undefined);
    throw error;
  }
  await staged?.commit();
  await deps.watcher?.refresh();
  return result;
}

/** The merged item comes back and what the merge moved moves back to it. */
async function bringBack(
  repos: TxRepositories,
  record: MergeRecord,
  kept: Snapshot,
  actorId: number,
  picture: MoleculePicture | undefined,
) {
  const { from, into, item } = record;
  const moved = (ok: boolean, what: string) => {
    if (!ok) throw refused(`${what} was changed since the merge`);
  };
  switch (record.kind) {
    case "solvent": {
      // The kept solvent loses the synonyms it gained (none for a merge made before it had any).
      const added = new Set(record.synonymsAdded ?? []);
      if (added.size)
        await repos.lookupWriter.replaceSolventSynonyms(
          into,
          strings(kept.synonyms).filter((s) => !added.has(s)),
        );
      const name = str(item.name);
      if (name) await ensureNameFree(repos, "solvents", name, from);
      await repos.lookupUrls.dropMergedUrl("solvent", record.redirect ?? "", into);
      await repos.restoredItems.reinsertSolvent(from, name, actorId, record.redirect || undefined);
      await repos.lookupUrls.moveFormerUrlsBack("solvent", from, into, record.redirects ?? []);
      await repos.lookupWriter.replaceSolventSynonyms(from, distinctNames(strings(item.synonyms)));
      const uses = record.solventUses ?? { moved: [], dropped: [] };
      moved(
        await repos.mergeMoves.moveSolventUsesBack(from, into, uses),
        "a reaction that used the merged solvent",
      );
      return;
    }
    case "reagent": {
      // The kept reagent loses what it gained (the merged name among its synonyms) first.
      const added = new Set(record.synonymsAdded ?? []);
      await repos.lookupWriter.replaceReagentSynonyms(
        into,
        strings(kept.synonyms).filter((s) => !added.has(s)),
      );
      if (record.formulaTaken && kept.formula === record.formulaTaken) {
        await repos.lookupWriter.updateReagent(into, { name: str(kept.name), formula: null });
      }
      const name = str(item.name);
      if (name) await ensureNameFree(repos, "reagents", name, from);
      await repos.lookupUrls.dropMergedUrl("reagent", record.redirect ?? "", into);
      await repos.restoredItems.reinsertReagent(
        { id: from, name, formula: strOrNull(item.formula) },
        actorId,
        record.redirect || undefined,
      );
      await repos.lookupUrls.moveFormerUrlsBack("reagent", from, into, record.redirects ?? []);
      await repos.lookupWriter.replaceReagentSynonyms(from, distinctNames(strings(item.synonyms)));
      const uses = record.reagentUses ?? { moved: [], dropped: [] };
      moved(
        await repos.mergeMoves.moveReagentUsesBack(from, into, uses),
        "a reaction that used the merged reagent",
      );
      return;
    }
    case "author": {
      const [firstName, lastName, url] = [str(item.firstName), str(item.lastName), str(item.url)];
      await freeUrl(repos, "author", record.redirect ?? "", into);
      if (url && (await repos.lookupWriter.authorUrlsLike(url)).some((u) => u.url === url)) {
        throw refused(`the url '${url}' belongs to another author now`);
      }
      const key = authorKey(firstName, lastName);
      if (
        key &&
        (await repos.lookupWriter.authorNames()).some((a) => authorKey(a.first_name, a.last_name) === key)
      ) {
        throw refused(`an author named '${[firstName, lastName].filter(Boolean).join(" ")}' exists now`);
      }
      await repos.restoredItems.reinsertAuthor(
        { id: from, first_name: firstName, last_name: lastName, url },
        actorId,
      );
      await movePublishedBack(repos, record, "author_id", "author");
      return;
    }
    case "molecule": {
      const [name, structure] = [str(item.name), str(item.structure)];
      if ((await repos.moleculeWriter.moleculeIdsAndNames()).some((m) => nameKey(m.name) === nameKey(name))) {
        throw refused(`another molecule is named '${name}' now`);
      }
      await freeUrl(repos, "molecule", record.redirect ?? "", into);
      if ((await repos.moleculeWriter.moleculeStructuresLike(structure)).has(structure)) {
        throw refused(`the identifier '${structure}' belongs to another molecule now`);
      }
      if (!picture) throw refused("the merged molecule has no structure to draw");
      await repos.moleculeWriter.reinsertMolecule({ id: from, name, structure, ...picture.row });
      await writeMoleculeFingerprint(repos, from, picture.fingerprint);
      await movePublishedBack(repos, record, "molecule_id", "molecule");
      return;
    }
  }
}

/** The merged item's url (identifier) stops redirecting to the kept item, so it can be its own again. */
async function freeUrl(repos: TxRepositories, kind: "author" | "molecule", key: string, into: number) {
  if (key && !(await repos.mergeMoves.dropMergeRedirect(kind, key, into))) {
    throw refused(
      `the old ${kind === "author" ? "url" : "identifier"} '${key}' no longer redirects to the kept ${kind}`,
    );
  }
}

async function movePublishedBack(
  repos: TxRepositories,
  record: MergeRecord,
  column: "author_id" | "molecule_id",
  kind: "author" | "molecule",
) {
  const { from, into } = record;
  if (!(await repos.mergeMoves.moveSynthesesBack(column, from, into, record.syntheses ?? []))) {
    throw refused(`a synthesis the merge credited to the kept ${kind} was changed or deleted since`);
  }
  if (!(await repos.mergeMoves.moveRedirectsBack(kind, from, into, record.redirects ?? []))) {
    throw refused(
      `a former ${kind === "author" ? "url" : "identifier"} of the merged ${kind} was changed since`,
    );
  }
}

/** Each draft place the merge rewrote goes back, unless the draft changed it since (then the draft wins). */
async function undoDrafts(repos: TxRepositories, drafts: MergeRecord["drafts"]) {
  if (drafts.length === 0) return;
  const wanted = new Map(drafts.map((d) => [d.id, d.places]));
  for (const row of await repos.draftDocuments.draftRows()) {
    const places = wanted.get(row.id);
    if (!places) continue;
    const undone = undoDraftPlaces(parseDraft(row.synthesis_json), places);
    if (undone) await repos.draftDocuments.setDraftDocument(row.id, JSON.stringify(undone));
  }
  // The versions the review kept of those drafts go back the same way (where they hold what the
  // merge wrote), so undoing a merge voids no approval either.
  for (const row of await repos.draftDocuments.reviewedRows()) {
    const places = wanted.get(row.draftId);
    if (!places) continue;
    const undone = undoDraftPlaces(parseDraft(row.json), places);
    if (undone) await repos.draftDocuments.setReviewedDocument(row, JSON.stringify(undone));
  }
}
