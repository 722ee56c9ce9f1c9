import { useCallback } from "react";
import { href, useFetcher } from "react-router";
import { readsToLoad } from "../../lib/reads-to-load.ts";
import type { clientLoader as commentsLoader } from "../../routes/edit-data/draft-comments.ts";
import type { clientLoader as changesLoader } from "../../routes/edit-data/review-changes.ts";
import type { clientLoader as historyLoader } from "../../routes/edit-data/synthesis-history.ts";
import { type SynthesisSession, shownPanel } from "./session.ts";

/*
 * The synthesis editor's reads that follow what it shows, as editor-reads.ts does for the store:
 * a pure mapping from what is shown to data-route addresses, loaded by keyed fetchers where the
 * session changes (use-synthesis-file.ts `apply`) or the Publish dialog opens or closes.
 */

type Loaders = {
  reviewChanges: typeof changesLoader;
  publishChanges: typeof changesLoader;
  comments: typeof commentsLoader;
  publicationHistory: typeof historyLoader;
};
export type SynthesisReadSlot = keyof Loaders;

/** What the reads depend on: the session, the Publish dialog, who reads. */
export interface SynthesisShown {
  session: SynthesisSession;
  /** 0 while the Publish dialog is closed, else which opening of it this is (each reads anew). */
  publishing: number;
  userId: number | null;
  isEditor: boolean;
}

/** The draft's changes since its review: the address changes with each save (hash) or step (status). */
const changesHref = (id: number, version: string) =>
  `${href("/edit/data/drafts/:id/changes", { id: String(id) })}?v=${encodeURIComponent(version)}`;

/** A draft's comments; `v` the step it is at (a step adds a comment). */
export const commentsHref = (id: number, v: string) =>
  `${href("/edit/data/drafts/:id/comments", { id: String(id) })}?v=${encodeURIComponent(v)}`;

/** What the synthesis editor showing `shown` reads, by slot. */
export function synthesisReadsOf(shown: SynthesisShown): Record<SynthesisReadSlot, string | null> {
  const { source } = shown.session;
  const details = shownPanel(shown.session) === "synthesis";
  const draft = source.kind === "draft" ? source : null;
  // The Publish dialog shows an editor what changed since the review of someone else's draft,
  // read again each time it opens (another's save may have changed it meanwhile).
  const publishReview = shown.publishing > 0 && draft !== null && draft.ownerId !== shown.userId;
  const version = draft ? `${draft.documentHash}/${draft.status}` : "";
  return {
    reviewChanges: draft && details ? changesHref(draft.id, version) : null,
    publishChanges:
      draft && publishReview ? `${changesHref(draft.id, version)}&publish=${shown.publishing}` : null,
    comments: draft && details ? commentsHref(draft.id, draft.status) : null,
    publicationHistory:
      source.kind === "published" && details && shown.isEditor
        ? `${href("/edit/data/syntheses/:id/history", { id: String(source.id) })}?v=${source.version ?? ""}`
        : null,
  };
}

/** A slot's fetcher, by its fixed key. */
export function useSynthesisRead<S extends SynthesisReadSlot>(slot: S) {
  return useFetcher<Loaders[S]>({ key: `synthesis-read:${slot}` });
}

/** Loads what the synthesis editor shows after a change and did not show before it. */
export function useSynthesisReads(): (from: SynthesisShown, to: SynthesisShown) => void {
  const reviewChanges = useSynthesisRead("reviewChanges").load;
  const publishChanges = useSynthesisRead("publishChanges").load;
  const comments = useSynthesisRead("comments").load;
  const publicationHistory = useSynthesisRead("publicationHistory").load;
  return useCallback(
    (from: SynthesisShown, to: SynthesisShown) => {
      const load = { reviewChanges, publishChanges, comments, publicationHistory };
      for (const [slot, address] of readsToLoad(synthesisReadsOf(from), synthesisReadsOf(to)))
        void load[slot](address);
    },
    [reviewChanges, publishChanges, comments, publicationHistory],
  );
}
