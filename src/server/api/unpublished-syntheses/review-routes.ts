import type { SynthesisDocumentReader } from "../../../db/repositories/synthesis-document-reader.ts";
import type { CommentLimits } from "../../auth/comment-limits.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { ApiGroup } from "../../http/registry.ts";
import type { ReviewDeps } from "../shared/drafts/review-support.ts";
import { draftReviewRoutes } from "./draft-review-routes.ts";
import { previewLinkRoutes } from "./preview-link-routes.ts";
import { reviewQueueRoutes } from "./review-queue-routes.ts";

/**
 * The review workflow (docs/product/api.md §5.16): the contributor submits a draft, editors read the
 * queue, comment, ask for changes or send it for the submitter's second look through a private,
 * single-use preview link, which the submitter approves or answers. Every change of state e-mails
 * the other party through the outbox, in the transaction of the change.
 */
export function reviewMount(
  deps: ReviewDeps & {
    requireRole: RequireRole;
    commentLimits: CommentLimits;
    synthesisDocuments: Pick<SynthesisDocumentReader, "read">;
  },
) {
  const draftRoutes = draftReviewRoutes(deps);
  const queue = reviewQueueRoutes(deps);
  const preview = previewLinkRoutes(deps);
  return ({ api }: { api: ApiGroup }) => {
    api.route("/unpublishedSyntheses", draftRoutes);
    api.route("/review", queue);
    api.route("/preview", preview);
  };
}
