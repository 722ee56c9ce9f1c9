import type { lookupRequests } from "./lookup-requests.ts";
import type { SignedIn } from "./signed-in.ts";
import type { TestApp } from "./test-app.ts";

/**
 * What the merge, History and molecule-editing API test files share: a History entry as
 * GET /api/history/{kind}/{id} answers it, and the reads bound to the file's app. No tests here.
 */

export type Entry = {
  id: number;
  kind: string;
  itemId: number;
  action: string;
  user: { id: number; name: string } | null;
  at: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  relatedId: number | null;
  relatedName: string | null;
};

/** A getter, because the file's app and editor are made in beforeAll, after the file binds these. */
export function historyCalls(
  get: () => { t: TestApp; r: ReturnType<typeof lookupRequests>; editor: SignedIn },
) {
  return {
    db: () => get().t.runtime.db.kysely,
    /** An item's entries, newest first, as the editor reads them. */
    history: (kind: string, id: number) => get().r.read<Entry[]>(`/api/history/${kind}/${id}`, get().editor),
  };
}
