import type { Kysely } from "kysely";
import type { DraftRecord, DraftRepository } from "../../db/repositories/drafts.ts";
import type { Database } from "../../db/schema.ts";
import { invalidInput, notFound } from "../http/errors.ts";
import { checkChangedDraft, checkNewDraft, type DraftQuota } from "./draft-quota.ts";

export interface DraftDeps {
  db: Kysely<Database>;
  drafts: DraftRepository;
}

/**
 * Draft writes (docs/product/api.md §5.7). Drafts are not public, so they leave the data revision
 * alone: a draft saved every few seconds must not empty every server's cache of public answers and
 * rebuild the search index. (A draft that names a reagent deleted at that very moment is caught by
 * the completeness check when it is submitted or published.) A revision draft of a published
 * synthesis changes nothing published either: only the draft row is written.
 */
export async function createDraft(
  deps: DraftDeps,
  input: {
    userId: number;
    displayName: string;
    synthesisJson: string;
    /** A revision draft: the published synthesis it changes and the version it was opened at. */
    revisionOf?: { synthesisId: number; baseVersion: number };
    /** The owner's limits (draft-quota.ts); none for editors. */
    quota?: DraftQuota;
  },
): Promise<DraftRecord> {
  const record = await deps.db.transaction().execute(async (trx) => {
    if (input.quota) {
      const usage = await deps.drafts.usage(trx, input.userId);
      checkNewDraft(input.quota, usage, Buffer.byteLength(input.synthesisJson));
    }
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
    return deps.drafts.find(id, trx);
  });
  if (!record) throw notFound("Unpublished synthesis");
  return record;
}

/** `quota`: the limits of the one who saves it (a contributor saves only their own drafts). */
export async function updateDraft(
  deps: DraftDeps,
  id: number,
  changes: { displayName?: string; synthesisJson?: string },
  quota?: DraftQuota,
): Promise<DraftRecord> {
  const record = await deps.db.transaction().execute(async (trx) => {
    if (quota && changes.synthesisJson !== undefined) {
      const draft = await deps.drafts.size(trx, id);
      // A published draft no longer counts (usage() leaves it out).
      if (draft && !draft.published) {
        // The owner never changes; the size is read again once usage() has locked the owner.
        const usage = await deps.drafts.usage(trx, draft.userId);
        const before = (await deps.drafts.size(trx, id))?.bytes ?? draft.bytes;
        checkChangedDraft(quota, usage, before, Buffer.byteLength(changes.synthesisJson));
      }
    }
    if (!(await deps.drafts.update(trx, id, { ...changes, at: new Date().toISOString() }))) return undefined;
    return deps.drafts.find(id, trx);
  });
  if (!record) throw notFound("Unpublished synthesis");
  return record;
}

export async function deleteDraft(deps: DraftDeps, id: number): Promise<void> {
  const deleted = await deps.db.transaction().execute(async (trx) => {
    return deps.drafts.remove(trx, id);
  });
  if (!deleted) throw notFound("Unpublished synthesis");
}
