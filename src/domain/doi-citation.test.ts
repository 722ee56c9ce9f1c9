import { describe, expect, it } from "vitest";
import { citationToLookUp, doiCitation, doiLookupFailure, doiLookupMessage } from "./doi-citation.ts";

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

describe("doiLookupMessage", () => {
  it("tells found, not found, not a DOI and unreachable apart, each naming the DOI", () => {
    const doi = "10.1021/ja00757a052";
    const texts = [
      doiLookupMessage(doi, "found"),
      doiLookupMessage(doi, doiLookupFailure(404)),
      doiLookupMessage(doi, doiLookupFailure(400)),
      doiLookupMessage(doi, doiLookupFailure(502)),
    ];
    expect(texts[0]).toMatch(/^Citation found for 10\.1021\/ja00757a052/);
    expect(texts[1]).toContain("does not know");
    expect(texts[2]).toContain("is not a DOI");
    expect(texts[3]).toContain("could not be reached");
    expect(new Set(texts).size).toBe(4);
    for (const text of texts) expect(text).toContain(doi);
  });

  it("counts no answer at all (network) and a resolver's failure as unreachable", () => {
    expect(doiLookupFailure(0)).toBe("unreachable");
    expect(doiLookupFailure(502)).toBe("unreachable");
    expect(doiLookupFailure(503)).toBe("unreachable");
  });
});
