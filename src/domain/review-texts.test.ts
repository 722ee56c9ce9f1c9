import { describe, expect, it } from "vitest";
import {
  ASK_APPROVAL,
  publishBlocker,
  REVIEW_BADGE_TEXT,
  REVIEW_STATUS_TEXT,
  reviewCommentText,
  reviewStatusText,
} from "./review-texts.ts";

describe("reviewCommentText", () => {
  it("reads an approval once, whatever its stored body repeats", () => {
    expect(reviewCommentText("approval", "Approved the preview.")).toBe("Approved the preview.");
    expect(reviewCommentText("approval", "")).toBe("Approved the preview.");
  });

  it("puts a space between a kind's words and the text written", () => {
    expect(reviewCommentText("changes_requested", "Add the yield of step 3")).toBe(
      "Changes requested: Add the yield of step 3",
    );
    expect(reviewCommentText("answer", " The ee is 94% ")).toBe("Answer to the preview: The ee is 94%");
    expect(reviewCommentText("publish_reason", "Urgent")).toBe(
      "Published without the submitter's approval: Urgent",
    );
    expect(reviewCommentText("suggestion", "Step 2 lacks its yield (SI, p. 4)")).toBe(
      "Correction suggested: Step 2 lacks its yield (SI, p. 4)",
    );
    expect(reviewCommentText("comment", "Looks good")).toBe("Looks good");
  });
});

describe("publishBlocker", () => {
  it("needs nothing for an approved version, an editor's own draft or a published one", () => {
    expect(publishBlocker({ status: "approved", changedSinceReview: false, own: false })).toBeNull();
    expect(publishBlocker({ status: "submitted", changedSinceReview: false, own: true })).toBeNull();
    expect(publishBlocker({ status: "published", changedSinceReview: true, own: false })).toBeNull();
  });

  it("names the missing approval and the button that asks for it on a submitted draft", () => {
    const blocker = publishBlocker({ status: "submitted", changedSinceReview: false, own: false });
    expect(blocker?.askApproval).toBe(true);
    expect(blocker?.message).toMatch(
      /^The submitter has not approved the preview yet: use 'Ask the submitter to approve'/,
    );
    expect(blocker?.message).toContain("give a reason below");
  });

  it("asks for a new approval of an approved draft changed since", () => {
    const blocker = publishBlocker({ status: "approved", changedSinceReview: true, own: false });
    expect(blocker).toMatchObject({ askApproval: true });
    expect(blocker?.message).toContain(`use '${ASK_APPROVAL}' to send them this version`);
  });

  it("offers no button where the state does not allow it, and says what is awaited", () => {
    const waiting = publishBlocker({ status: "second_look", changedSinceReview: false, own: false });
    expect(waiting).toMatchObject({ askApproval: false });
    expect(waiting?.message).toContain("has not answered yet");
    const changes = publishBlocker({ status: "changes_requested", changedSinceReview: false, own: false });
    expect(changes).toMatchObject({ askApproval: false });
    expect(changes?.message).toContain("has not submitted the draft again");
    const draft = publishBlocker({ status: "draft", changedSinceReview: false, own: false });
    expect(draft?.message).toContain("File → Submit for review");
  });

  it("never reads the old 'second look' wording in a state's text", () => {
    expect(Object.values(REVIEW_STATUS_TEXT).join(" ")).not.toMatch(/second look/);
    expect(REVIEW_BADGE_TEXT.second_look).toBe("awaiting approval");
    expect(Object.keys(REVIEW_BADGE_TEXT)).toEqual(Object.keys(REVIEW_STATUS_TEXT));
  });
});

describe("reviewStatusText", () => {
  it("tells the submitter where their next step is, and others the state", () => {
    expect(reviewStatusText("second_look", true)).toMatch(
      /^Waiting for your approval: open the preview link/,
    );
    expect(reviewStatusText("second_look", false)).toBe("Waiting for the submitter to approve the preview");
    expect(reviewStatusText("changes_requested", true)).toContain("submit again");
    expect(reviewStatusText("approved", true)).toBe("Approved by the submitter");
    expect(reviewStatusText("unknown_state", false)).toBe("unknown_state");
  });
});
