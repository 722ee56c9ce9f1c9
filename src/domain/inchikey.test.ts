import { describe, expect, it } from "vitest";
import { parseInchiKey, parseInchiKeySkeleton } from "./inchikey.ts";

describe("InChIKeys typed or linked", () => {
  it("reads a standard key in either case, trimmed, as the stored upper-case key", () => {
    expect(parseInchiKey("AAAAAAAAAAAAAA-BBBBBBBBSA-N")).toBe("AAAAAAAAAAAAAA-BBBBBBBBSA-N");
    expect(parseInchiKey("  aaaaaaaaaaaaaa-bbbbbbbbsa-m ")).toBe("AAAAAAAAAAAAAA-BBBBBBBBSA-M");
    // A non-standard key (N flag) is read too: other databases link by them.
    expect(parseInchiKey("AAAAAAAAAAAAAA-BBBBBBBBNA-N")).toBe("AAAAAAAAAAAAAA-BBBBBBBBNA-N");
  });

  it("refuses anything else: wrong lengths, digits, other separators, a missing block", () => {
    for (const text of [
      "",
      "AAAAAAAAAAAAAA",
      "AAAAAAAAAAAAAA-BBBBBBBBSA",
      "AAAAAAAAAAAAA-BBBBBBBBSA-N",
      "AAAAAAAAAAAAAA-BBBBBBBBSA-NN",
      "AAAAAAAAAAAAA1-BBBBBBBBSA-N",
      "AAAAAAAAAAAAAA_BBBBBBBBSA_N",
      "AAAAAAAAAAAAAA-BBBBBBBBXA-N",
      "InChI=1S/CH4/h1H4",
    ]) {
      expect(parseInchiKey(text)).toBeNull();
    }
  });

  it("reads the first block alone as a skeleton, and nothing shorter or longer", () => {
    expect(parseInchiKeySkeleton("aaaaaaaaaaaaaa")).toBe("AAAAAAAAAAAAAA");
    expect(parseInchiKeySkeleton("AAAAAAAAAAAAA")).toBeNull();
    expect(parseInchiKeySkeleton("AAAAAAAAAAAAAAA")).toBeNull();
    expect(parseInchiKeySkeleton("AAAAAAAAAAAAAA-BBBBBBBBSA-N")).toBeNull();
  });
});
