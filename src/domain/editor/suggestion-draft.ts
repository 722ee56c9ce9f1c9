import type { SynthesisDocument } from "../synthesis-document.ts";
import { draftFromDocument } from "./draft.ts";
import type { DraftLookups } from "./draft-storage.ts";
import { type StoredDraft, storeDraft } from "./stored-draft.ts";

/**
 * The revision draft a suggested correction opens (issue 40 point 6): the published document as the
 * editor would save it had the contributor opened the synthesis and saved at once, reference data
 * named by id (so a rename before the review changes nothing in it) and by name.
 */
export function suggestionDraft(document: SynthesisDocument, lookups: DraftLookups): StoredDraft {
  return storeDraft(draftFromDocument(document), lookups);
}
