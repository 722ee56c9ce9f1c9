import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRateCounters } from "./rate-counter.ts";
import { createSignupLimits } from "./signup-limits.ts";

const settings = {
  SIGNUP_MAX_PER_ADDRESS: 3,
  SIGNUP_MAX_PER_EMAIL: 2,
  SIGNUP_VERIFY_MAX_PER_ADDRESS: 2,
  SIGNUP_VERIFY_MAX_PER_EMAIL: 1,
};

const START = 0;

// The library reads Date.now(): the tests move that clock (its timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe("sign-up limits", () => {
  it("limits sign-ups per e-mail and per address over an hour, then lets them through again", async () => {
    const limits = createSignupLimits(settings, createRateCounters());
    expect(await limits.signup("10.0.0.1", "a@example.org")).toBe(0);
    expect(await limits.signup("10.0.0.2", "A@example.org ")).toBe(0);
    expect(await limits.signup("10.0.0.3", "a@example.org")).toBe(3600);
    expect(await limits.signup("10.0.0.1", "b@example.org")).toBe(0);
    expect(await limits.signup("10.0.0.1", "c@example.org")).toBe(0);
    expect(await limits.signup("10.0.0.1", "d@example.org")).toBeGreaterThan(0);
    vi.setSystemTime(60 * 60_000);
    expect(await limits.signup("10.0.0.1", "a@example.org")).toBe(0);
  });

  it("counts a refused sign-up against nothing, and groups IPv6 addresses by /64", async () => {
    const limits = createSignupLimits({ ...settings, SIGNUP_MAX_PER_EMAIL: 100 }, createRateCounters());
    for (const host of ["1", "2", "3"])
      expect(await limits.signup(`2001:db8::${host}`, `${host}@x.org`)).toBe(0);
    expect(await limits.signup("2001:db8::4", "4@x.org")).toBeGreaterThan(0);
    expect(await limits.signup("2001:db9::1", "4@x.org")).toBe(0);
  });

  it("limits verifications per address and per e-mail", async () => {
    const limits = createSignupLimits(settings, createRateCounters());
    expect(await limits.verify("10.0.0.1")).toBe(0);
    expect(await limits.verify("10.0.0.1")).toBe(0);
    expect(await limits.verify("10.0.0.1")).toBeGreaterThan(0);
    expect(await limits.verifyEmail("a@example.org")).toBe(0);
    expect(await limits.verifyEmail("a@example.org")).toBeGreaterThan(0);
    expect(await limits.verifyEmail("b@example.org")).toBe(0);
  });
});
