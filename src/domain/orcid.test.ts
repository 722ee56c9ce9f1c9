import { describe, expect, it } from "vitest";
import { isValidOrcid, orcidCheckCharacter } from "./orcid.ts";

describe("ORCID iD check character (ISO 7064 MOD 11-2)", () => {
  it("accepts published iDs, including one whose check character is X", () => {
    expect(isValidOrcid("0000-0002-1825-0097")).toBe(true);
    expect(isValidOrcid("0000-0001-5109-3700")).toBe(true);
    expect(isValidOrcid("0000-0002-1694-233X")).toBe(true);
    expect(orcidCheckCharacter("000000021694233")).toBe("X");
  });

  it("refuses a wrong check character or two swapped digits", () => {
    expect(isValidOrcid("0000-0002-1825-0098")).toBe(false);
    expect(isValidOrcid("0000-0002-1825-009X")).toBe(false);
    expect(isValidOrcid("0000-0002-8125-0097")).toBe(false);
    expect(isValidOrcid("0000-0002-1694-2330")).toBe(false);
  });

  it("refuses other shapes", () => {
    expect(isValidOrcid("0000000218250097")).toBe(false);
    expect(isValidOrcid("0000-0002-1825-097")).toBe(false);
    expect(isValidOrcid("https://orcid.org/0000-0002-1825-0097")).toBe(false);
    expect(isValidOrcid("0000-0002-1694-233x")).toBe(false);
    expect(isValidOrcid("")).toBe(false);
  });
});
