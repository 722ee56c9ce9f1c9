import { describe, expect, it } from "vitest";
import { createSignupLimits } from "./signup-limits.ts";

const settings = {
  SIGNUP_MAX_PER_ADDRESS: 3,
  SIGNUP_MAX_PER_EMAIL: 2,
  SIGNUP_VERIFY_MAX_PER_ADDRESS: 2,
  SIGNUP_VERIFY_MAX_PER_EMAIL: 1,
};

describe("sign-up limits", () => {
  it("limits sign-ups per e-mail and per address over an hour, then lets them through again", () => {
    let now = 0;
    const limits = createSignupLimits(settings, { now: () => now });
    expect(limits.signup("10.0.0.1", "a@example.org")).toBe(0);
    expect(limits.signup("10.0.0.2", "A@example.org ")).toBe(0);
    expect(limits.signup("10.0.0.3", "a@example.org")).toBe(3600);
    expect(limits.signup("10.0.0.1", "b@example.org")).toBe(0);
    expect(limits.signup("10.0.0.1", "c@example.org")).toBe(0);
    expect(limits.signup("10.0.0.1", "d@example.org")).toBeGreaterThan(0);
    now = 60 * 60_000;
    expect(limits.signup("10.0.0.1", "a@example.org")).toBe(0);
  });

  it("counts a refused sign-up against nothing, and groups IPv6 addresses by /64", () => {
    const limits = createSignupLimits({ ...settings, SIGNUP_MAX_PER_EMAIL: 100 }, { now: () => 0 });
    for (const host of ["1", "2", "3"]) expect(limits.signup(`2001:db8::${host}`, `${host}@x.org`)).toBe(0);
    expect(limits.signup("2001:db8::4", "4@x.org")).toBeGreaterThan(0);
    expect(limits.signup("2001:db9::1", "4@x.org")).toBe(0);
  });

  it("limits verifications per address and per e-mail", () => {
    const limits = createSignupLimits(settings, { now: () => 0 });
    expect(limits.verify("10.0.0.1")).toBe(0);
    expect(limits.verify("10.0.0.1")).toBe(0);
    expect(limits.verify("10.0.0.1")).toBeGreaterThan(0);
    expect(limits.verifyEmail("a@example.org")).toBe(0);
    expect(limits.verifyEmail("a@example.org")).toBeGreaterThan(0);
    expect(limits.verifyEmail("b@example.org")).toBe(0);
  });
});
