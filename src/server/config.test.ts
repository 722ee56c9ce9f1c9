import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.ts";

describe("configuration", () => {
  it("session cookies are Secure by default when the public URL is https", () => {
    expect(parseConfig({ PUBLIC_URL: "https://archive.example.org" }).COOKIE_SECURE).toBe(true);
    expect(parseConfig({ PUBLIC_URL: "http://localhost:3000" }).COOKIE_SECURE).toBe(false);
    expect(parseConfig({}).COOKIE_SECURE).toBe(false);
  });

  it("an explicit COOKIE_SECURE wins", () => {
    expect(
      parseConfig({ PUBLIC_URL: "https://archive.example.org", COOKIE_SECURE: "false" }).COOKIE_SECURE,
    ).toBe(false);
    expect(parseConfig({ COOKIE_SECURE: "true" }).COOKIE_SECURE).toBe(true);
  });

  it("drops a trailing slash of the public URL", () => {
    expect(parseConfig({ PUBLIC_URL: "https://archive.example.org/" }).PUBLIC_URL).toBe(
      "https://archive.example.org",
    );
  });

  it("has login and cache limits with defaults, and names a bad one", () => {
    const config = parseConfig({});
    expect(config.LOGIN_MAX_FAILURES_PER_ADDRESS).toBe(30);
    expect(config.LOGIN_MAX_FAILURES_PER_ACCOUNT).toBe(20);
    expect(config.LOGIN_MAX_CONCURRENT).toBe(4);
    expect(config.RESPONSE_CACHE_MB).toBe(32);
    expect(() => parseConfig({ LOGIN_MAX_CONCURRENT: "0" })).toThrow(ConfigError);
    expect(() => parseConfig({ LOGIN_MAX_CONCURRENT: "0" })).toThrow(/LOGIN_MAX_CONCURRENT/);
  });
});
