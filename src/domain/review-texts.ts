/**
 * The words of the review loop (issue 40, point 3): what each state means, what each review step
 * does, and what stands between a draft and publishing with the button that clears it. Pure, shared
 * by the editor's review section and its Publish dialog, so the button named is the button shown.
 */

/** The editor's button that mails the submitter the private preview link (api.md §5.16.6). */
export const ASK_APPROVAL = "Ask the submitter to approve";

/** What that button does, in the words shown beside it. */
export const ASK_APPROVAL_HINT =
  "Mails the submitter a private link to a preview of this version; they approve it or answer with what should still change.";

/** What the editor is told once the link is mailed. */
export const ASK_APPROVAL_SENT =
  "The submitter was mailed a private preview link; the draft now waits for their approval.";

/** The editor's button that sends the draft back with the comment typed. */
export const ASK_FOR_CHANGES = "Ask for changes";

/** Where the review buttons are, for a message that names one. */
const WHERE = "under Review in 'Synthesis details'";

/** The review states as the contributor and the editors read them. */
export const REVIEW_STATUS_TEXT: Record<string, string> = {
  draft: "Draft, not submitted",
  submitted: "Submitted for review",
  changes_requested: "Changes requested by the editors",
  second_look: "Waiting for the submitter to approve the preview",
  approved: "Approved by the submitter",
  published: "Published",
};

/** A state in a word or two, for the review queue's badge. */
export const REVIEW_BADGE_TEXT: Record<string, string> = {
  draft: "draft",
  submitted: "submitted",
  changes_requested: "changes requested",
  second_look: "awaiting approval",
  approved: "approved",
  published: "published",
};

/**
 * A state as the one reading it should take it: the submitter reads where the next step is theirs
 * (the preview link in their mail, the changes asked for); anyone else reads the state.
 */
export function reviewStatusText(status: string, own: boolean): string {
  if (own && status === "second_look") {
    return "Waiting for your approval: open the preview link in your e-mail to approve it or answer";
  }
  if (own && status === "changes_requested") {
    return "Changes requested by the editors: make them, then submit again (File → Submit for review)";
  }
  return REVIEW_STATUS_TEXT[status] ?? status;
}

/** The review steps a comparison starts from, as the editor reads them ('Changed since …'). */
export const REVIEW_SINCE_TEXT: Record<string, string> = {
  submitted: "it was submitted",
  changes_requested: "changes were asked for",
  second_look: "the submitter was asked to approve it",
  approved: "the submitter approved it",
};

/**
 * One entry of the review's conversation as a line: the kind's words, then the text written. An
 * approval has no text of its own (its body repeats what it is), so it reads once.
 */
export function reviewCommentText(kind: string, body: string): string {
  const text = body.trim();
  switch (kind) {
    case "approval":
      return "Approved the preview.";
    case "changes_requested":
      return `Changes requested: ${text}`;
    case "answer":
      return `Answer to the preview: ${text}`;
    case "publish_reason":
      return `Published without the submitter's approval: ${text}`;
    case "suggestion":
      // The note of 'Suggest a correction' (issue 40 point 6): what is wrong, and the source.
      return `Correction suggested: ${text}`;
    default:
      return text;
  }
}

/** What keeps a draft from being published without a reason, and whether one button clears it. */
export interface PublishBlocker {
  message: string;
  /** True when 'Ask the submitter to approve' is the step to take now (its state allows it). */
  askApproval: boolean;
}

/**
 * Why publishing someone else's draft needs the submitter's approval or a reason, naming the step
 * missing and the button that takes it; null when nothing is missing (the submitter approved this
 * very version, or the draft is the editor's own).
 */
export function publishBlocker(input: {
  status: string;
  /** The draft changed since the review last settled on a version (after an approval: not covered). */
  changedSinceReview: boolean;
  own: boolean;
}): PublishBlocker | null {
  if (input.own || input.status === "published") return null;
  const orReason = "or give a reason below to publish without their approval.";
  switch (input.status) {
    case "approved":
      if (!input.changedSinceReview) return null;
      return {
        message: `The submitter approved the version before the changes listed above: use '${ASK_APPROVAL}' to send them this version, ${orReason}`,
        askApproval: true,
      };
    case "submitted":
      return {
        message: `The submitter has not approved the preview yet: use '${ASK_APPROVAL}' (${WHERE}, or here) to mail them the preview link, ${orReason}`,
        askApproval: true,
      };
    case "second_look":
      return {
        message: `The submitter has been sent the preview link and has not answered yet: wait for their approval (the editors are e-mailed when it comes), ${orReason}`,
        askApproval: false,
      };
    case "changes_requested":
      return {
        message: `Changes were asked for and the contributor has not submitted the draft again: once they have, use '${ASK_APPROVAL}'; ${orReason}`,
        askApproval: false,
      };
    default:
      return {
        message: `The contributor has not submitted this draft for review yet (they do so with File → Submit for review), so the submitter cannot approve it; ${orReason}`,
        askApproval: false,
      };
  }
}
