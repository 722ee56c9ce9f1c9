import { checkDraft, getDraft, listAuthors } from "../../api-client/contribute.ts";

/*
 * The contribute page's first reads, as its route's `clientLoader` runs them for the restored
 * answers; its data routes (routes/contribute-data/) run the same calls.
 */

/**
 * Step 4's reads of the saved draft: its record (already submitted or published?) and what it still
 * lacks. A GET needs no anti-forgery token, so none is sent.
 */
export async function readDraftCheck(id: number) {
  const [record, result] = await Promise.all([getDraft("", id), checkDraft(id)]);
  return { id, record, result };
}

/** The archive's authors for step 2's investigator; a list that cannot be read offers none. */
export async function readAuthors() {
  return { authors: (await listAuthors()).data ?? [] };
}
