import { reviewQueue } from "../../api-client/review.ts";
import { notAPage, readResult } from "../../editor/read-result.ts";

/** The editors' review queue (GET /api/review/queue), read when View → Review Queue is chosen. */
export const clientLoader = () => readResult(reviewQueue);

/** A document request for this address: not a page. */
export const loader = notAPage;
