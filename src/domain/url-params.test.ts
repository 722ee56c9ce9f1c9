import { describe, expect, it } from "vitest";
import { MAX_RECORD_ID, parseRecordId, parseSlug } from "./url-params.ts";

describe("parseRecordId", () => {
  it("reads plain positive decimal integers up to 2^31-1", () => {
    expect(parseRecordId("1")).toBe(1);
    expect(parseRecordId("12")).toBe(12);
    expect(parseRecordId("2147483647")).toBe(MAX_RECORD_ID);
  });

  it("refuses ids beyond PostgreSQL's integer range", () => {
    for (const raw of ["2147483648", "4294967296", "9999999999", "99999999999", "9007199254740993"]) {
      expect(parseRecordId(raw), raw).toBeNull();
    }
  });

  it("refuses every other spelling of a number", () => {
    for (const raw of [
      "",
      "0",
      "-1",
      "+1",
      "00012",
      "012",
      "1e3",
      "0x10",
      "1.5",
      "1.0",
      " 1",
      "1 ",
      "12abc",
      "١٢",
    ]) {
      expect(parseRecordId(raw), JSON.stringify(raw)).toBeNull();
    }
  });
});

describe("parseSlug", () => {
  it("accepts the slugs stored records have", () => {
    for (const raw of ["derek-h-r-barton", "aldosterone", "diels-alder", "tbs", "12"]) {
      expect(parseSlug(raw), raw).toBe(raw);
    }
  });

  it("refuses what no stored slug holds, such as a NUL byte PostgreSQL would reject", () => {
    for (const raw of ["", "-a", "a b", "a\u0000b", "\u0000", "caf\u00e9", "a/b", "x".repeat(201)]) {
      expect(parseSlug(raw), JSON.stringify(raw)).toBeNull();
    }
  });
});
