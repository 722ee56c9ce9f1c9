import type { Kysely } from "kysely";
import type { DraftRecord, DraftRepository } from "../../db/repositories/drafts.ts";
import type { RevisionRepository } from "../../db/repositories/revisions.ts";
import type { Database } from "../../db/schema.ts";
import { invalidInput, notFound } from "../http/errors.ts";

export interface DraftDeps {
  db: Kysely<Database>;
  drafts: DraftRepository;
  revisions: RevisionRepository;
  /** Told after commit, so this process's caches see the new revision at once. */
  watcher?: { refresh(): Promise<number> };
}

/**
 * Draft writes (docs/product/api.md §5.7): the row and the data revision in one transaction. Drafts
 * are not public, but deleting reference data checks the drafts that use it, so every write counts.
 * A revision draft of a published synthesis changes nothing published: only the draft row is written.
 */
export async function createDraft(
  deps: DraftDeps,
  input: {
    userId: number;
    displayName: string;
    synthesisJson: string;
    /** A revision draft: the published synthesis it changes and the version it was opened at. */
    revisionOf?: { synthesisId: number; baseVersion: number };
  },
): Promise<DraftRecord> {
  const record = await deps.db.transaction().execute(async (trx) => {
    if (input.revisionOf) {
      const current = await deps.drafts.synthesisVersion(trx, input.revisionOf.synthesisId);
      if (current === undefined) throw notFound("Published synthesis", "synthesis_id");
      if (input.revisionOf.baseVersion > current) {
        throw invalidInput(
          "base_version",
          `must be at most the current version of the synthesis (${current})`,
        );
      }
    }
    const id = await deps.drafts.insert(trx, { ...input, at: new Date().toISOString() });
    await deps.revisions.bump(trx);
    return deps.drafts.find(id, trx);
  });
  await deps.watcher?.refresh();
  if (!record) throw notFound("Unpublished synthesis");
  return record;
}

export async function updateDraft(
  deps: DraftDeps,
  id: number,
  changes: { displayName?: string; synthesisJson?: string },
): Promise<DraftRecord> {
  const record = await deps.db.transaction().execute(async (trx) => {
    if (!(await deps.drafts.update(trx, id, { ...changes, at: new Date().toISOString() }))) return undefined;
    await deps.revisions.bump(trx);
    return deps.drafts.find(id, trx);
  });
  if (!record) throw notFound("Unpublished synthesis");
  await deps.watcher?.refresh();
  return record;
}

export async function deleteDraft(deps: DraftDeps, id: number): Promise<void> {
  const deleted = await deps.db.transaction().execute(async (trx) => {
    if (!(await deps.drafts.remove(trx, id))) return false;
    await deps.revisions.bump(trx);
    return true;
  });
  if (!deleted) throw notFound("Unpublished synthesis");
  await deps.watcher?.refresh();
}
