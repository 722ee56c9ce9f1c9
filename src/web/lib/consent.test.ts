import { describe, expect, it } from "vitest";
import { parseConsent, readConsent, writeConsent } from "./consent.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}

describe("parseConsent", () => {
  it("reads only the two stored words", () => {
    expect(parseConsent("true")).toBe(true);
    expect(parseConsent("false")).toBe(false);
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent("yes")).toBeNull();
    expect(parseConsent("TRUE")).toBeNull();
  });
});

describe("readConsent / writeConsent", () => {
  it("is unknown until a choice is stored", () => {
    const storage = memoryStorage();
    expect(readConsent(storage)).toBeNull();
    expect(writeConsent(true, storage)).toBe(true);
    expect(storage.items.get("cookieConsent")).toBe("true");
    expect(readConsent(storage)).toBe(true);
    writeConsent(false, storage);
    expect(storage.items.get("cookieConsent")).toBe("false");
    expect(readConsent(storage)).toBe(false);
  });

  it("treats missing or blocked storage as unknown", () => {
    const blocked = {
      getItem: (): string | null => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(readConsent(blocked)).toBeNull();
    expect(writeConsent(true, blocked)).toBe(false);
    expect(readConsent(undefined)).toBeNull();
    expect(writeConsent(true, undefined)).toBe(false);
  });
});
