import { describe, expect, it } from "vitest";
import { addressGroup, socketClientAddress } from "./client-address.ts";

const behindProxy = { trustProxy: true };

describe("the client address", () => {
  it("takes the last X-Forwarded-For hop behind the proxy, written canonically", () => {
    expect(socketClientAddress("203.0.113.9, 1.2.3.4:5678", "10.0.0.1", behindProxy)).toBe("1.2.3.4");
    expect(socketClientAddress("[2001:DB8::1]:443", "10.0.0.1", behindProxy)).toBe("2001:db8::1");
    expect(socketClientAddress("::ffff:0102:0304", "10.0.0.1", behindProxy)).toBe("1.2.3.4");
    // Node joins repeated headers; a list is read the same way.
    expect(socketClientAddress(["203.0.113.9", "::ffff:1.2.3.4"], "10.0.0.1", behindProxy)).toBe("1.2.3.4");
  });

  it("falls back to the socket's peer when the last hop is no address, or is empty", () => {
    for (const header of ["1.2.3.4, unknown", "1.2.3.4, ", "_hidden", "1.2.3.4:70000", ""]) {
      expect(socketClientAddress(header, "::ffff:10.0.0.1", behindProxy), header).toBe("10.0.0.1");
    }
    expect(socketClientAddress(undefined, "10.0.0.1", behindProxy)).toBe("10.0.0.1");
  });

  it("ignores X-Forwarded-For without a trusted proxy, and normalises the peer too", () => {
    expect(socketClientAddress("1.2.3.4", "::ffff:127.0.0.1", { trustProxy: false })).toBe("127.0.0.1");
    expect(socketClientAddress("1.2.3.4", undefined, { trustProxy: false })).toBe("unknown");
  });

  it("puts every spelling of one address in one limit group", () => {
    const spellings = [
      "1.2.3.4",
      "1.2.3.4:5678",
      "::ffff:1.2.3.4",
      "[::ffff:1.2.3.4]:443",
      "::ffff:0102:0304",
    ];
    const groups = spellings.map((s) => addressGroup(socketClientAddress(s, "10.0.0.1", behindProxy)));
    expect(new Set(groups)).toEqual(new Set(["1.2.3.4"]));
    const v6 = ["2001:db8::1", "[2001:DB8::1]:443", "2001:0db8::0001%eth0"];
    const v6Groups = v6.map((s) => addressGroup(socketClientAddress(s, "10.0.0.1", behindProxy)));
    expect(new Set(v6Groups)).toEqual(new Set(["2001:db8:0:0::/64"]));
  });
});
