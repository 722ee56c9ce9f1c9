import { describe, expect, it } from "vitest";
import { canonicalAddress } from "./ip-address.ts";

describe("canonicalAddress", () => {
  it("drops the port of an IPv4 address and of a bracketed IPv6 address", () => {
    expect(canonicalAddress("1.2.3.4:5678")).toBe("1.2.3.4");
    expect(canonicalAddress(" 1.2.3.4 ")).toBe("1.2.3.4");
    expect(canonicalAddress("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(canonicalAddress("[2001:db8::1]")).toBe("2001:db8::1");
  });

  it("writes an IPv4-mapped IPv6 address as the IPv4 address, dotted or in hex, with or without a port", () => {
    expect(canonicalAddress("::ffff:1.2.3.4")).toBe("1.2.3.4");
    expect(canonicalAddress("::FFFF:1.2.3.4")).toBe("1.2.3.4");
    expect(canonicalAddress("::ffff:0102:0304")).toBe("1.2.3.4");
    expect(canonicalAddress("0:0:0:0:0:ffff:102:304")).toBe("1.2.3.4");
    expect(canonicalAddress("[::ffff:1.2.3.4]:443")).toBe("1.2.3.4");
    expect(canonicalAddress("::ffff:c000:0207")).toBe("192.0.2.7");
  });

  it("writes every spelling of an IPv6 address the same: lower case, zeros compressed, no zone", () => {
    for (const spelling of [
      "2001:DB8::1",
      "2001:0db8:0000:0000:0000:0000:0000:0001",
      "2001:db8:0:0::1",
      "[2001:db8::0001]:8080",
      "2001:db8::1%eth0",
    ]) {
      expect(canonicalAddress(spelling), spelling).toBe("2001:db8::1");
    }
    expect(canonicalAddress("::1")).toBe("::1");
    // Not IPv4-mapped: kept as IPv6.
    expect(canonicalAddress("::fffe:1.2.3.4")).toBe("::fffe:102:304");
  });

  it("is null for what is not an IP address, so the caller falls back to the socket's", () => {
    for (const text of [
      "",
      "unknown",
      "_hidden",
      "example.org",
      "1.2.3",
      "1.2.3.256",
      "01.2.3.4",
      "1.2.3.4:99999",
      "1.2.3.4:port",
      "[1.2.3.4]:80",
      "[2001:db8::1]:",
      "2001:db8:::1",
      "1.2.3.4, 5.6.7.8",
    ]) {
      expect(canonicalAddress(text), text).toBeNull();
    }
  });
});
