import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addressGroup } from "./client-address.ts";
import { createLoginLimits } from "./login-limits.ts";
import { createRateCounters } from "./rate-counter.ts";

const settings = {
  LOGIN_MAX_FAILURES: 5,
  LOGIN_MAX_FAILURES_PER_ADDRESS: 8,
  LOGIN_MAX_FAILURES_PER_ACCOUNT: 6,
  LOGIN_MAX_CONCURRENT: 2,
};
const START = 1_000_000;

// The library reads Date.now(): the tests move that clock (its timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

/** Admits and at once finishes one attempt; returns the refusal status or "ok". */
async function attempt(limits: ReturnType<typeof createLoginLimits>, address: string, email: string) {
  const admission = await limits.admit(address, email);
  if (!admission.ok) return admission.status;
  admission.done();
  return "ok";
}

describe("address groups", () => {
  it("groups IPv6 addresses by /64 and leaves IPv4 alone", () => {
    expect(addressGroup("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8::5")).toBe("2001:db8:0:0::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
    expect(addressGroup("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(addressGroup("192.0.2.7")).toBe("192.0.2.7");
    expect(addressGroup("unknown")).toBe("unknown");
  });
});

describe("login limits", () => {
  it("does not count attempts whose password could not be checked (a database outage)", async () => {
    const limits = createLoginLimits(settings, createRateCounters());
    for (let i = 0; i < 20; i++) {
      const admission = await limits.admit("192.0.2.9", "outage@example.org");
      if (!admission.ok) throw new Error(`refused after ${i} unchecked attempts`);
      await admission.unchecked();
      admission.done();
    }
    for (let i = 0; i < 5; i++) expect(await attempt(limits, "192.0.2.9", "outage@example.org")).toBe("ok");
    expect(await attempt(limits, "192.0.2.9", "outage@example.org")).toBe(429);
  });

  it("limits one address over many emails", async () => {
    const limits = createLoginLimits(settings, createRateCounters());
    for (let i = 0; i < 8; i++) expect(await attempt(limits, "192.0.2.1", `user${i}@example.org`)).toBe("ok");
    expect(await attempt(limits, "192.0.2.1", "someone-new@example.org")).toBe(429);
    expect(await attempt(limits, "192.0.2.2", "someone-new@example.org")).toBe("ok");
  });

  it("counts every address of one IPv6 /64 as one", async () => {
    const limits = createLoginLimits(settings, createRateCounters());
    for (let i = 0; i < 8; i++)
      expect(await attempt(limits, `2001:db8:0:7::${i + 1}`, `u${i}@example.org`)).toBe("ok");
    expect(await attempt(limits, "2001:db8:0:7:ffff::9", "other@example.org")).toBe(429);
    expect(await attempt(limits, "2001:db8:0:8::1", "other@example.org")).toBe("ok");
  });

  it("limits one account tried from many addresses to one try per address while it is reached", async () => {
    const limits = createLoginLimits(settings, createRateCounters());
    for (let i = 0; i < 6; i++)
      expect(await attempt(limits, `198.51.100.${i}`, "Ada@Example.org")).toBe("ok");
    // The addresses that failed against the account are refused…
    for (let i = 0; i < 6; i++) expect(await attempt(limits, `198.51.100.${i}`, "ada@example.org")).toBe(429);
    // …an address that has not failed against it is still checked, once.
    expect(await attempt(limits, "198.51.100.200", "ada@example.org")).toBe("ok");
    expect(await attempt(limits, "198.51.100.200", "ada@example.org")).toBe(429);
    expect(await attempt(limits, "198.51.100.0", "grace@example.org")).toBe("ok");
  });

  it("keeps refusing an address that failed against a reached account for an hour, not a known device", async () => {
    const limits = createLoginLimits(settings, createRateCounters());
    for (let i = 0; i < 6; i++) await attempt(limits, `198.51.100.${i}`, "ada@example.org");
    vi.setSystemTime(START + 30 * 60_000);
    // The account limit's minute is over: everyone may try again, and the attack goes on.
    for (let i = 0; i < 6; i++)
      expect(await attempt(limits, `198.51.100.${i}`, "ada@example.org")).toBe("ok");
    expect(await attempt(limits, "198.51.100.1", "ada@example.org")).toBe(429);
    const owner = await limits.admit("198.51.100.1", "ada@example.org", { knownDevice: true });
    expect(owner.ok).toBe(true);
    if (owner.ok) owner.done();
    await limits.succeeded("198.51.100.1", "ada@example.org");
    // The owner's success does not hand the attackers a fresh account allowance.
    expect(await attempt(limits, "198.51.100.2", "ada@example.org")).toBe(429);
  });

  it("counts the address and email limit per IPv6 /64", async () => {
    const limits = createLoginLimits(
      { ...settings, LOGIN_MAX_FAILURES_PER_ADDRESS: 100 },
      createRateCounters(),
    );
    for (let i = 0; i < 5; i++)
      expect(await attempt(limits, `2001:db8:0:9::${i + 1}`, "ada@example.org")).toBe("ok");
    expect(await attempt(limits, "2001:db8:0:9:abcd::1", "ada@example.org")).toBe(429);
  });

  it("keeps the per address and email limit", async () => {
    const limits = createLoginLimits(settings, createRateCounters());
    for (let i = 0; i < 5; i++) expect(await attempt(limits, "192.0.2.1", "ada@example.org")).toBe("ok");
    expect(await attempt(limits, "192.0.2.1", "ada@example.org")).toBe(429);
  });

  it("refuses with 503 while the allowed number of password checks run, and admits again after", async () => {
    const limits = createLoginLimits(settings, createRateCounters());
    const first = await limits.admit("192.0.2.1", "a@example.org");
    const second = await limits.admit("192.0.2.2", "b@example.org");
    expect(first.ok && second.ok).toBe(true);
    const third = await limits.admit("192.0.2.3", "c@example.org");
    expect(third).toEqual({ ok: false, status: 503, retryAfter: 1 });
    if (first.ok) {
      first.done();
      first.done(); // a second call releases nothing more
    }
    expect((await limits.admit("192.0.2.3", "c@example.org")).ok).toBe(true);
    expect((await limits.admit("192.0.2.4", "d@example.org")).ok).toBe(false);
  });

  it("a success clears the address and email count, not the address's", async () => {
    const limits = createLoginLimits(
      { ...settings, LOGIN_MAX_FAILURES_PER_ADDRESS: 100, LOGIN_MAX_FAILURES_PER_ACCOUNT: 100 },
      createRateCounters(),
    );
    for (let i = 0; i < 4; i++) await attempt(limits, "192.0.2.1", "ada@example.org");
    await limits.succeeded("192.0.2.1", "ada@example.org");
    for (let i = 0; i < 5; i++) expect(await attempt(limits, "192.0.2.1", "ada@example.org")).toBe("ok");
  });
});
