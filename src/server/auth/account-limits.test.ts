import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAccountLimits } from "./account-limits.ts";
import { createRateCounters } from "./rate-counter.ts";

const settings = {
  PASSWORD_FORGOT_MAX_PER_ADDRESS: 3,
  PASSWORD_FORGOT_MAX_PER_EMAIL: 2,
  ACCOUNT_LINK_MAX_PER_ADDRESS: 2,
};

const START = 0;

// The library reads Date.now(): the tests move that clock (its timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe("account limits", () => {
  it("counts 'Forgot password?' per e-mail (any case) and per address, over a sliding hour", async () => {
    const limits = createAccountLimits(settings, createRateCounters());
    expect(await limits.forgot("1.2.3.4", "a@example.org")).toBe(0);
    expect(await limits.forgot("5.6.7.8", "A@Example.org ")).toBe(0);
    expect(await limits.forgot("9.9.9.9", "a@example.org")).toBeGreaterThan(0);
    expect(await limits.forgot("1.2.3.4", "b@example.org")).toBe(0);
    expect(await limits.forgot("1.2.3.4", "c@example.org")).toBe(0);
    expect(await limits.forgot("1.2.3.4", "d@example.org")).toBeGreaterThan(0);
    vi.setSystemTime(60 * 60_000 + 1);
    expect(await limits.forgot("1.2.3.4", "a@example.org")).toBe(0);
  });

  it("counts link uses per address, IPv6 grouped by /64", async () => {
    const limits = createAccountLimits(settings, createRateCounters());
    expect(await limits.link("2001:db8::1")).toBe(0);
    expect(await limits.link("2001:db8::2")).toBe(0);
    expect(await limits.link("2001:db8::3")).toBeGreaterThan(0);
    expect(await limits.link("2001:db9::1")).toBe(0);
  });
});
