import type { RateCounter, RateCounters } from "./rate-counter.ts";

/**
 * The limit of comments on drafts (docs/decisions/publishing/0093-comments-a-limit-per-account-and-e-mail-digests.md "Comments: a limit per account and e-mail
 * digests"): at most COMMENT_MAX_PER_ACCOUNT per account in ten minutes from its first count, kept
 * like the other limits (rate-counter.ts: shared by the servers of a PostgreSQL database). Counted
 * per account, not per address: only a signed-in account can comment, and it may come from anywhere.
 * A refused comment counts nothing.
 */
export interface CommentLimitSettings {
  COMMENT_MAX_PER_ACCOUNT: number;
}

export interface CommentLimits {
  /** 0 when `userId` may comment now (and it is counted), else the seconds to wait (nothing counted). */
  comment(userId: number): Promise<number>;
}

/** The window of the limit, in seconds. */
export const COMMENT_WINDOW_SECONDS = 10 * 60;

export function createCommentLimits(settings: CommentLimitSettings, counters: RateCounters): CommentLimits {
  const perAccount: RateCounter = counters(
    "comment-account",
    settings.COMMENT_MAX_PER_ACCOUNT,
    COMMENT_WINDOW_SECONDS,
  );
  return { comment: (userId) => perAccount.attempt(String(userId)) };
}
