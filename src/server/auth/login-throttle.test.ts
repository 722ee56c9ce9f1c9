import { describe, expect, it } from "vitest";
import { createLoginThrottle, throttleKey } from "./login-throttle.ts";

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("login throttle", () => {
  it("allows maxFailures attempts per minute, then answers the seconds to wait", () => {
    const c = clock();
    const throttle = createLoginThrottle({ maxFailures: 5, now: c.now });
    const key = throttleKey("127.0.0.1", "ada@example.org");
    for (let i = 0; i < 5; i++) {
      expect(throttle.attempt(key)).toBe(0);
      c.advance(1000);
    }
    // The first attempt was 5 s ago: it leaves the window in 55 s.
    expect(throttle.attempt(key)).toBe(55);
    c.advance(54_500);
    expect(throttle.attempt(key)).toBe(1);
    c.advance(500);
    expect(throttle.attempt(key)).toBe(0);
  });

  it("a refused attempt does not extend the block", () => {
    const c = clock();
    const throttle = createLoginThrottle({ maxFailures: 2, now: c.now });
    throttle.attempt("k");
    throttle.attempt("k");
    for (let i = 0; i < 10; i++) expect(throttle.attempt("k")).toBeGreaterThan(0);
    c.advance(60_000);
    expect(throttle.attempt("k")).toBe(0);
  });

  it("counts per address and lower-cased email", () => {
    const throttle = createLoginThrottle({ maxFailures: 1 });
    expect(throttle.attempt(throttleKey("10.0.0.1", "Ada@Example.org"))).toBe(0);
    expect(throttle.attempt(throttleKey("10.0.0.1", " ada@example.org"))).toBeGreaterThan(0);
    expect(throttle.attempt(throttleKey("10.0.0.2", "ada@example.org"))).toBe(0);
    expect(throttle.attempt(throttleKey("10.0.0.1", "bob@example.org"))).toBe(0);
  });

  it("reset clears a key after a successful login", () => {
    const throttle = createLoginThrottle({ maxFailures: 1 });
    throttle.attempt("k");
    throttle.reset("k");
    expect(throttle.attempt("k")).toBe(0);
  });

  it("keeps memory bounded: expired keys are swept and the oldest key is evicted when full", () => {
    const c = clock();
    const throttle = createLoginThrottle({ maxFailures: 3, maxKeys: 100, now: c.now });
    for (let i = 0; i < 100; i++) throttle.attempt(`a${i}`);
    expect(throttle.size()).toBe(100);
    throttle.attempt("one more");
    expect(throttle.size()).toBe(100);
    c.advance(61_000);
    throttle.attempt("after the window");
    expect(throttle.size()).toBe(1);
  });
});
