import { draftComments } from "../../api-client/review.ts";
import { notAPage, readResult } from "../../editor/read-result.ts";
import type { Route } from "./+types/draft-comments.ts";

/** A draft's review comments (GET …/comments), read while its details show, and again after a comment or a review step. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = Number(params.id);
  return { id, read: await readResult(() => draftComments(id)) };
}

/** A document request for this address: not a page. */
export const loader = notAPage;
