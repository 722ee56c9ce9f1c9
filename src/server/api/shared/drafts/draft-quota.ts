import type { DraftUsage } from "../../../../db/repositories/drafts.ts";
import { quotaExceeded } from "../../../../domain/errors.ts";

/**
 * What one contributor may keep in unpublished drafts (DRAFT_MAX_PER_CONTRIBUTOR and
 * DRAFT_MAX_MB_PER_CONTRIBUTOR); editors and admins have none (docs/decisions/security/0041-body-limits-and-draft-quotas.md "Body limits and
 * draft quotas").
 */
export interface DraftQuota {
  maxDrafts: number;
  maxBytes: number;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 2 ** 20) * 10) / 10} MB`;

/** A new draft of `bytes` on top of `usage`: refused (409 quota_exceeded) past either limit. */
export function checkNewDraft(quota: DraftQuota, usage: DraftUsage, bytes: number): void {
  if (usage.count >= quota.maxDrafts) {
    throw quotaExceeded(
      `You already keep ${usage.count} unpublished drafts, the most a contributor may keep (${quota.maxDrafts}); delete one to start another`,
    );
  }
  checkBytes(quota, usage.bytes + bytes);
}

/**
 * A draft's document going from `before` to `after` bytes: refused only when it grows past the
 * limit, so a contributor over it (after the limit was lowered) can still shrink or rename drafts.
 */
export function checkChangedDraft(quota: DraftQuota, usage: DraftUsage, before: number, after: number): void {
  if (after > before) checkBytes(quota, usage.bytes - before + after);
}

function checkBytes(quota: DraftQuota, total: number): void {
  if (total > quota.maxBytes) {
    throw quotaExceeded(
      `synthesis_json: your unpublished drafts would take ${megabytes(total)}, over the ${megabytes(quota.maxBytes)} a contributor may keep; delete a draft or shorten this one`,
      "synthesis_json",
    );
  }
}
