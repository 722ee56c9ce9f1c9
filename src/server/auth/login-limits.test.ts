import { describe, expect, it } from "vitest";
import { addressGroup } from "./client-address.ts";
import { createLoginLimits } from "./login-limits.ts";

const settings = {
  LOGIN_MAX_FAILURES: 5,
  LOGIN_MAX_FAILURES_PER_ADDRESS: 8,
  LOGIN_MAX_FAILURES_PER_ACCOUNT: 6,
  LOGIN_MAX_CONCURRENT: 2,
};
const fixedClock = () => 1_000_000;

/** Admits and at once finishes one attempt; returns the refusal status or "ok". */
function attempt(limits: ReturnType<typeof createLoginLimits>, address: string, email: string) {
  const admission = limits.admit(address, email);
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
  it("does not count attempts whose password could not be checked (a database outage)", () => {
    const limits = createLoginLimits(settings, { now: fixedClock });
    for (let i = 0; i < 20; i++) {
      const admission = limits.admit("192.0.2.9", "outage@example.org");
      if (!admission.ok) throw new Error(`refused after ${i} unchecked attempts`);
      admission.unchecked();
      admission.done();
    }
    for (let i = 0; i < 5; i++) expect(attempt(limits, "192.0.2.9", "outage@example.org")).toBe("ok");
    expect(attempt(limits, "192.0.2.9", "outage@example.org")).toBe(429);
  });

  it("limits one address over many emails", () => {
    const limits = createLoginLimits(settings, { now: fixedClock });
    for (let i = 0; i < 8; i++) expect(attempt(limits, "192.0.2.1", `user${i}@example.org`)).toBe("ok");
    expect(attempt(limits, "192.0.2.1", "someone-new@example.org")).toBe(429);
    expect(attempt(limits, "192.0.2.2", "someone-new@example.org")).toBe("ok");
  });

  it("counts every address of one IPv6 /64 as one", () => {
    const limits = createLoginLimits(settings, { now: fixedClock });
    for (let i = 0; i < 8; i++)
      expect(attempt(limits, `2001:db8:0:7::${i + 1}`, `u${i}@example.org`)).toBe("ok");
    expect(attempt(limits, "2001:db8:0:7:ffff::9", "other@example.org")).toBe(429);
    expect(attempt(limits, "2001:db8:0:8::1", "other@example.org")).toBe("ok");
  });

  it("limits one account tried from many addresses to one try per address while it is reached", () => {
    const limits = createLoginLimits(settings, { now: fixedClock });
    for (let i = 0; i < 6; i++) expect(attempt(limits, `198.51.100.${i}`, "Ada@Example.org")).toBe("ok");
    // The addresses that failed against the account are refused…
    for (let i = 0; i < 6; i++) expect(attempt(limits, `198.51.100.${i}`, "ada@example.org")).toBe(429);
    // …an address that has not failed against it is still checked, once.
    expect(attempt(limits, "198.51.100.200", "ada@example.org")).toBe("ok");
    expect(attempt(limits, "198.51.100.200", "ada@example.org")).toBe(429);
    expect(attempt(limits, "198.51.100.0", "grace@example.org")).toBe("ok");
  });

  it("keeps refusing an address that failed against a reached account for an hour, not a known device", () => {
    let now = 1_000_000;
    const limits = createLoginLimits(settings, { now: () => now });
    for (let i = 0; i < 6; i++) attempt(limits, `198.51.100.${i}`, "ada@example.org");
    now += 30 * 60_000;
    // The account limit's minute is over: everyone may try again, and the attack goes on.
    for (let i = 0; i < 6; i++) expect(attempt(limits, `198.51.100.${i}`, "ada@example.org")).toBe("ok");
    expect(attempt(limits, "198.51.100.1", "ada@example.org")).toBe(429);
    const owner = limits.admit("198.51.100.1", "ada@example.org", { knownDevice: true });
    expect(owner.ok).toBe(true);
    if (owner.ok) owner.done();
    limits.succeeded("198.51.100.1", "ada@example.org");
    // The owner's success does not hand the attackers a fresh account allowance.
    expect(attempt(limits, "198.51.100.2", "ada@example.org")).toBe(429);
  });

  it("counts the address and email limit per IPv6 /64", () => {
    const limits = createLoginLimits(
      { ...settings, LOGIN_MAX_FAILURES_PER_ADDRESS: 100 },
      { now: fixedClock },
    );
    for (let i = 0; i < 5; i++)
      expect(attempt(limits, `2001:db8:0:9::${i + 1}`, "ada@example.org")).toBe("ok");
    expect(attempt(limits, "2001:db8:0:9:abcd::1", "ada@example.org")).toBe(429);
  });

  it("keeps the per address and email limit", () => {
    const limits = createLoginLimits(settings, { now: fixedClock });
    for (let i = 0; i < 5; i++) expect(attempt(limits, "192.0.2.1", "ada@example.org")).toBe("ok");
    expect(attempt(limits, "192.0.2.1", "ada@example.org")).toBe(429);
  });

  it("refuses with 503 while the allowed number of password checks run, and admits again after", () => {
    const limits = createLoginLimits(settings, { now: fixedClock });
    const first = limits.admit("192.0.2.1", "a@example.org");
    const second = limits.admit("192.0.2.2", "b@example.org");
    expect(first.ok && second.ok).toBe(true);
    const third = limits.admit("192.0.2.3", "c@example.org");
    expect(third).toEqual({ ok: false, status: 503, retryAfter: 1 });
    if (first.ok) {
      first.done();
      first.done(); // a second call releases nothing more
    }
    expect(limits.admit("192.0.2.3", "c@example.org").ok).toBe(true);
    expect(limits.admit("192.0.2.4", "d@example.org").ok).toBe(false);
  });

  it("a success clears the address and email count, not the address's", () => {
    const limits = createLoginLimits(
      { ...settings, LOGIN_MAX_FAILURES_PER_ADDRESS: 100, LOGIN_MAX_FAILURES_PER_ACCOUNT: 100 },
      { now: fixedClock },
    );
    for (let i = 0; i < 4; i++) attempt(limits, "192.0.2.1", "ada@example.org");
    limits.succeeded("192.0.2.1", "ada@example.org");
    for (let i = 0; i < 5; i++) expect(attempt(limits, "192.0.2.1", "ada@example.org")).toBe("ok");
  });
});
