import type { Transaction } from "kysely";
import type { Database } from "../schema.ts";
import { overHandle } from "./over-handle.ts";

type Trx = Transaction<Database>;

/** The drafts' stored documents, as a reference-data write checks or rewrites them. */

/** Every draft's id and stored document (a merge rewrites those that name the merged item). */
async function draftRows(trx: Trx) {
  return trx.selectFrom("unpublished_syntheses").select(["id", "synthesis_json"]).execute();
}

async function setDraftDocument(trx: Trx, id: number, json: string) {
  await trx.updateTable("unpublished_syntheses").set({ synthesis_json: json }).where("id", "=", id).execute();
}

/** The stored documents of every draft (they name lookup items by name, so the caller reads them). */
async function draftDocuments(trx: Trx): Promise<string[]> {
  const rows = await trx.selectFrom("unpublished_syntheses").select("synthesis_json").execute();
  return rows.map((r) => r.synthesis_json);
}

/** The drafts' stored documents, over one write's transaction. */
export function createDraftDocumentRepository(trx: Trx) {
  return overHandle(trx, { draftRows, setDraftDocument, draftDocuments });
}
