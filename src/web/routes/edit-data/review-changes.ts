import { reviewChanges } from "../../api-client/review.ts";
import { notAPage, readResult } from "../../editor/read-result.ts";
import type { Route } from "./+types/review-changes.ts";

/** What changed in a draft since the review last settled on a version (GET …/changes), read while the draft's details or the Publish dialog show, and again after each save or step. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = Number(params.id);
  return { id, read: await readResult(() => reviewChanges(id)) };
}

/** A document request for this address: not a page. */
export const loader = notAPage;
