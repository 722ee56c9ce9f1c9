import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pairKey } from "./login-limits.ts";
import { createRateCounters, takeAll } from "./rate-counter.ts";

const START = 1_000_000;

// The library reads Date.now(): the tests move that clock (its timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe("rate counter (memory store)", () => {
  it("allows the limit within the window, then answers the seconds until it ends", async () => {
    const counter = createRateCounters()("t", 5, 60);
    const key = pairKey("127.0.0.1", "ada@example.org");
    for (let i = 0; i < 5; i++) {
      expect(await counter.attempt(key)).toBe(0);
      advance(1000);
    }
    // The window began with the first attempt, 5 s ago: it ends in 55 s.
    expect(await counter.attempt(key)).toBe(55);
    expect(await counter.wait(key)).toBe(55);
    advance(54_500);
    expect(await counter.attempt(key)).toBe(1);
    advance(500);
    expect(await counter.wait(key)).toBe(0);
    expect(await counter.attempt(key)).toBe(0);
  });

  it("a refused attempt neither counts nor extends the window", async () => {
    const counter = createRateCounters()("t", 2, 60);
    await counter.attempt("k");
    await counter.attempt("k");
    for (let i = 0; i < 10; i++) expect(await counter.attempt("k")).toBeGreaterThan(0);
    await counter.forgiveOne("k");
    // Ten refusals taken back: one forgiven count is one attempt more.
    expect(await counter.attempt("k")).toBe(0);
    expect(await counter.attempt("k")).toBeGreaterThan(0);
    advance(60_000);
    expect(await counter.attempt("k")).toBe(0);
  });

  it("counts per address and lower-cased email", async () => {
    const counter = createRateCounters()("t", 1, 60);
    expect(await counter.attempt(pairKey("10.0.0.1", "Ada@Example.org"))).toBe(0);
    expect(await counter.attempt(pairKey("10.0.0.1", " ada@example.org"))).toBeGreaterThan(0);
    expect(await counter.attempt(pairKey("10.0.0.2", "ada@example.org"))).toBe(0);
    expect(await counter.attempt(pairKey("10.0.0.1", "bob@example.org"))).toBe(0);
  });

  it("reset clears a key; forgiving what was never counted gives no allowance", async () => {
    const counter = createRateCounters()("t", 1, 60);
    await counter.attempt("k");
    await counter.reset("k");
    expect(await counter.attempt("k")).toBe(0);
    await counter.forgiveOne("fresh");
    expect(await counter.attempt("fresh")).toBe(0);
    expect(await counter.attempt("fresh")).toBeGreaterThan(0);
  });

  it("restart counts one in a window starting now", async () => {
    const counter = createRateCounters()("t", 1, 3600);
    await counter.restart("k");
    advance(3000 * 1000);
    await counter.restart("k");
    expect(await counter.wait("k")).toBe(3600);
  });

  it("keeps memory bounded: past maxKeys the key whose window began first is forgotten", async () => {
    const counter = createRateCounters({ maxKeys: 100 })("t", 1, 60);
    for (let i = 0; i < 100; i++) await counter.attempt(`a${i}`);
    expect(await counter.attempt("a0")).toBeGreaterThan(0);
    expect(await counter.attempt("one more")).toBe(0);
    // a0's window began first (its refusal changes nothing): it went to make room.
    expect(await counter.wait("a0")).toBe(0);
    expect(await counter.wait("a1")).toBeGreaterThan(0);
  });

  it("limits built by one factory under different names count apart", async () => {
    const counters = createRateCounters();
    const a = counters("a", 1, 60);
    const b = counters("b", 1, 60);
    expect(await a.attempt("k")).toBe(0);
    expect(await b.attempt("k")).toBe(0);
    expect(await a.attempt("k")).toBeGreaterThan(0);
  });

  it("takeAll counts against every limit or, refused, against none, with the longest wait", async () => {
    const counters = createRateCounters();
    const byAddress = counters("address", 1, 60);
    const byEmail = counters("email", 2, 3600);
    expect(
      await takeAll([
        [byAddress, "x"],
        [byEmail, "e"],
      ]),
    ).toBe(0);
    expect(
      await takeAll([
        [byAddress, "y"],
        [byEmail, "e"],
      ]),
    ).toBe(0);
    // Both reached: the longer wait is the answer.
    expect(
      await takeAll([
        [byAddress, "x"],
        [byEmail, "e"],
      ]),
    ).toBe(3600);
    // Refused by the e-mail: the address z is not counted.
    expect(
      await takeAll([
        [byAddress, "z"],
        [byEmail, "e"],
      ]),
    ).toBe(3600);
    expect(await byAddress.wait("z")).toBe(0);
  });
});
