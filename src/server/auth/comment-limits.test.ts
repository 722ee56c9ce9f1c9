import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COMMENT_WINDOW_SECONDS, createCommentLimits } from "./comment-limits.ts";
import { createRateCounters } from "./rate-counter.ts";

// The library reads Date.now(): the tests move that clock (its timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe("comment limits", () => {
  it("allows COMMENT_MAX_PER_ACCOUNT comments per account in ten minutes, then again", async () => {
    const limits = createCommentLimits({ COMMENT_MAX_PER_ACCOUNT: 3 }, createRateCounters());
    for (let i = 0; i < 3; i++) expect(await limits.comment(7)).toBe(0);
    expect(await limits.comment(7)).toBe(COMMENT_WINDOW_SECONDS);
    // Another account has its own count.
    expect(await limits.comment(8)).toBe(0);
    vi.setSystemTime(9 * 60_000);
    expect(await limits.comment(7)).toBe(60);
    vi.setSystemTime(COMMENT_WINDOW_SECONDS * 1000);
    expect(await limits.comment(7)).toBe(0);
  });

  it("counts a refused comment against nothing", async () => {
    const limits = createCommentLimits({ COMMENT_MAX_PER_ACCOUNT: 1 }, createRateCounters());
    expect(await limits.comment(1)).toBe(0);
    for (let i = 0; i < 5; i++) expect(await limits.comment(1)).toBeGreaterThan(0);
    vi.setSystemTime(COMMENT_WINDOW_SECONDS * 1000);
    expect(await limits.comment(1)).toBe(0);
    expect(await limits.comment(1)).toBeGreaterThan(0);
  });
});
