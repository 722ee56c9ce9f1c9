import { notFound } from "../../../domain/errors.ts";
import { storedHtmlOf } from "../../markdown/stored-html.ts";
import type { StagedImage } from "../../storage/image-writer.ts";
import { moleculePicture, withStagedImages } from "../shared/reference-data/create-molecule.ts";
import { recordChange } from "../shared/reference-data/history-record.ts";
import { type MoleculeImage, setBack } from "./history-change-restore.ts";
import { recreate } from "./history-delete-restore.ts";
import { restoreMerge } from "./history-merge-restore.ts";
import { asRestore, type RestoreDeps, refused, strOrNull, WHAT } from "./history-restore-support.ts";

/**
 * Brings back the state an item had before a history entry (docs/product/api.md §5.20): a change
 * is undone by setting the item's fields back, a deletion by creating the item again under its old
 * id, a merge by `restoreMerge` (either of its two entries). Refused (409) when something since
 * depends on the later state: the earlier name or url is now another item's, the item was deleted
 * since (or exists again), the entry created the item, the earlier drawing of a molecule was an image
 * that is no longer kept, or an earlier picture of a named reaction or protecting group is gone.
 * The restore is one transaction with its own history entry ("restore").
 */
export async function restoreHistoryEntry(
  deps: RestoreDeps,
  actor: { id: number; role: string },
  entryId: number,
) {
  const entry = await deps.history.find(entryId);
  if (!entry) throw notFound("History entry");
  if (entry.action === "merge") return restoreMerge(deps, actor, entry);
  const before = entry.before;
  if (!before) {
    throw refused(
      `this entry created the ${WHAT[entry.kind]}; there is no earlier state (delete it instead)`,
    );
  }
  // A molecule's earlier SMILES is drawn before the transaction (as every structure write is).
  const smiles = entry.kind === "molecule" ? strOrNull(before.smiles) : null;
  // The drawing is staged inside the transaction below, so no separate writability check here.
  const picture = smiles
    ? await moleculePicture({ structures: deps.structures, uploads: deps.uploads }, { smiles })
    : undefined;
  // A named reaction's earlier description is rendered before it too, for its stored HTML.
  const descriptionHtml =
    entry.kind === "named_reaction" ? await storedHtmlOf(deps.markdown, strOrNull(before.description)) : null;

  let image: MoleculeImage | undefined;
  const staged: StagedImage[] = [];
  const result = await withStagedImages(staged, () =>
    deps.transaction(async (trx, repos) => {
      await deps.revisions.bump(trx);
      const current = await repos.snapshots.of(entry.kind, entry.itemId);
      if (entry.action === "delete") {
        if (current) throw refused(`the ${WHAT[entry.kind]} exists again`);
        await asRestore(() => recreate(repos, entry, before, actor, deps.imageExists));
      } else {
        if (!current) {
          throw refused(`the ${WHAT[entry.kind]} was deleted or merged since; restore its deletion first`);
        }
        const written = await asRestore(() =>
          setBack(repos, entry, before, actor, picture, deps.imageExists),
        );
        if (written) image = written;
      }
      if (entry.kind === "named_reaction") {
        await repos.namedReactionWriter.updateNamedReactionRow(entry.itemId, {
          description_html: descriptionHtml,
        });
      }
      await recordChange(repos, {
        kind: entry.kind,
        id: entry.itemId,
        action: "restore",
        userId: actor.id,
        before: current,
        relatedId: entry.id,
      });
      const after = await repos.snapshots.of(entry.kind, entry.itemId);
      // Last before commit: a folder that cannot be written (503) rolls the restore back.
      if (image) staged.push(await deps.images.stage("molecules", image.name, image.content));
      return after;
    }),
  );
  if (image?.stale) await deps.images.remove("molecules", image.stale).catch(() => undefined);
  await deps.watcher?.refresh();
  return result;
}
