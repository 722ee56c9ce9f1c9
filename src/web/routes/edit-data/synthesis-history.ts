import { synthesisHistory } from "../../api-client/syntheses.ts";
import { notAPage, readResult } from "../../editor/read-result.ts";
import type { Route } from "./+types/synthesis-history.ts";

/** A published synthesis's history (GET /api/syntheses/{id}/history), read while its details show to an editor, and again when its version changes. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = Number(params.id);
  return { id, read: await readResult(() => synthesisHistory(id)) };
}

/** A document request for this address: not a page. */
export const loader = notAPage;
