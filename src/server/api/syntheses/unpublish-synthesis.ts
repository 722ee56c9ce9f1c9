import type { PublicationRepository } from "../../../db/repositories/publication.ts";
import type { SynthesisReferenceRepository } from "../../../db/repositories/synthesis-references.ts";
import type { TransactionRunner } from "../../../db/transactions.ts";
import { ARCHIVE } from "../../../domain/change-tags.ts";
import { conflict, notFound } from "../../../domain/errors.ts";
import { historyNote } from "../shared/synthesis-writing/history-note.ts";

export interface UnpublishDeps {
  /** Runs the write's work in one transaction (db/transactions.ts). */
  transaction: TransactionRunner;
  publication: PublicationRepository;
  /** Raises a synthesis's version and keeps its history. */
  references: SynthesisReferenceRepository;
  /** Told after commit: every public page, list, count, sitemap and search see the change at once. */
  watcher?: { refresh(): Promise<number> };
}

export interface PublicationState {
  id: number;
  version: number;
  /** When it was unpublished; null once it is public again. */
  unpublished_at: string | null;
}

/**
 * Takes a published synthesis off the public site (`unpublish: true`) or puts it back (docs/product/
 * api.md §5.15). The rows stay; the version is raised and the history keeps who, when and the note,
 * all in one transaction with the data revision. Unpublishing an unpublished synthesis (or restoring
 * a public one) is a 409; a `version` sent and no longer current is a 409 too.
 */
export async function changePublication(
  deps: UnpublishDeps,
  input: { synthesisId: number; userId: number; unpublish: boolean; note?: string | null; version?: number },
): Promise<PublicationState> {
  const state = await deps.transaction(async (repos) => {
    const at = new Date().toISOString();
    // First, so that concurrent writers of one synthesis queue on its row.
    const version = await repos.synthesisReferences.raiseVersion(input.synthesisId, at);
    if (version === undefined) throw notFound("Synthesis");
    if (input.version !== undefined && version - 1 !== input.version) {
      throw conflict("version", "changed by someone else since you opened it");
    }
    const current = await repos.publication.unpublishedAt(input.synthesisId);
    if (input.unpublish && current) throw conflict("id", "this synthesis is already unpublished");
    if (!input.unpublish && !current) throw conflict("id", "this synthesis is published, not unpublished");
    const unpublishedAt = input.unpublish ? at : null;
    await repos.publication.setUnpublishedAt(input.synthesisId, unpublishedAt);
    await repos.synthesisReferences.addHistory({
      synthesisId: input.synthesisId,
      userId: input.userId,
      at,
      version,
      note: historyNote(input.unpublish ? "Unpublished" : "Restored", input.note),
    });
    await repos.revisions.bump([...(await repos.revisions.synthesisTags(input.synthesisId)), ARCHIVE]);
    return { id: input.synthesisId, version, unpublished_at: unpublishedAt };
  });
  await deps.watcher?.refresh();
  return state;
}
