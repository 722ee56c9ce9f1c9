import { namedReactionForEditor } from "../../api-client/reference-editors.ts";
import { notAPage, readResult } from "../../editor/read-result.ts";
import type { Route } from "./+types/named-reaction.ts";

/** A named reaction with every field the panel edits (GET /api/named-reactions/{id}/edit). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = Number(params.id);
  return { id, read: await readResult(() => namedReactionForEditor(id)) };
}

/** A document request for this address: not a page. */
export const loader = notAPage;
