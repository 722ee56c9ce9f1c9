import { describe, expect, it } from "vitest";
import { citationToLookUp, doiCitation } from "./doi-citation.ts";

describe("doiCitation", () => {
  it("labels the DOI and adds nothing else", () => {
    expect(doiCitation(" 10.1021/ja00757a052 ")).toBe("DOI: 10.1021/ja00757a052");
  });
});

describe("citationToLookUp", () => {
  it("is true for a DOI without text, or with only the composed text (any case)", () => {
    expect(citationToLookUp({ display: "", doi: "10.1021/ja00757a052" })).toBe(true);
    expect(citationToLookUp({ display: null, doi: "10.1021/ja00757a052" })).toBe(true);
    expect(citationToLookUp({ display: "DOI: 10.1021/JA00757A052", doi: "10.1021/ja00757a052" })).toBe(true);
  });

  it("is false for a written citation or a reference without a DOI", () => {
    expect(
      citationToLookUp({
        display: "Chapman, O. L. J. Am. Chem. Soc. 1971, 93, 6696.",
        doi: "10.1021/ja00757a052",
      }),
    ).toBe(false);
    expect(citationToLookUp({ display: "", doi: null })).toBe(false);
    expect(citationToLookUp({ display: "", doi: "  " })).toBe(false);
  });
});
