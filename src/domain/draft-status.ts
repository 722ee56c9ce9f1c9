/** Where a draft is in the review workflow (docs/product/api.md §5.16); shared by the API's contract and the database. */
export const DRAFT_STATUSES = [
  "draft",
  "submitted",
  "changes_requested",
  "second_look",
  "approved",
  "published",
] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];
