import { describe, expect, it } from "vitest";
import { sentState } from "./submit-for-review.tsx";

const record = (
  status: string,
  extra: { submitted_at?: string | null; published_synthesis_id?: number | null } = {},
) => ({
  status,
  submitted_at: extra.submitted_at ?? null,
  published_synthesis_id: extra.published_synthesis_id ?? null,
});

describe("whether step 4's draft was already sent", () => {
  it("is still its owner's while a draft or sent back for changes", () => {
    expect(sentState(record("draft"))).toBeNull();
    expect(sentState(record("changes_requested", { submitted_at: "2026-12-01T10:00:00Z" }))).toBeNull();
  });

  it("waits for the editors once submitted, sent for the submitter's approval or approved", () => {
    for (const status of ["submitted", "second_look", "approved"]) {
      expect(sentState(record(status, { submitted_at: "2026-12-01T10:00:00Z" }))).toEqual({
        kind: "submitted",
        at: "2026-12-01T10:00:00Z",
      });
    }
  });

  it("is published once its synthesis is", () => {
    expect(sentState(record("published", { published_synthesis_id: 12 }))).toEqual({
      kind: "published",
      synthesisId: 12,
    });
    expect(sentState(record("draft", { published_synthesis_id: 12 }))).toEqual({
      kind: "published",
      synthesisId: 12,
    });
  });
});
