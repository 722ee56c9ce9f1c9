import { describe, expect, it } from "vitest";
import { createAccountLimits } from "./account-limits.ts";

const settings = {
  PASSWORD_FORGOT_MAX_PER_ADDRESS: 3,
  PASSWORD_FORGOT_MAX_PER_EMAIL: 2,
  ACCOUNT_LINK_MAX_PER_ADDRESS: 2,
};

describe("account limits", () => {
  it("counts 'Forgot password?' per e-mail (any case) and per address, over a sliding hour", () => {
    let now = 0;
    const limits = createAccountLimits(settings, { now: () => now });
    expect(limits.forgot("1.2.3.4", "a@example.org")).toBe(0);
    expect(limits.forgot("5.6.7.8", "A@Example.org ")).toBe(0);
    expect(limits.forgot("9.9.9.9", "a@example.org")).toBeGreaterThan(0);
    expect(limits.forgot("1.2.3.4", "b@example.org")).toBe(0);
    expect(limits.forgot("1.2.3.4", "c@example.org")).toBe(0);
    expect(limits.forgot("1.2.3.4", "d@example.org")).toBeGreaterThan(0);
    now += 60 * 60_000 + 1;
    expect(limits.forgot("1.2.3.4", "a@example.org")).toBe(0);
  });

  it("counts link uses per address, IPv6 grouped by /64", () => {
    const limits = createAccountLimits(settings, { now: () => 0 });
    expect(limits.link("2001:db8::1")).toBe(0);
    expect(limits.link("2001:db8::2")).toBe(0);
    expect(limits.link("2001:db8::3")).toBeGreaterThan(0);
    expect(limits.link("2001:db9::1")).toBe(0);
  });
});
