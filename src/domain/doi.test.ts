import { describe, expect, it } from "vitest";
import { DOI_MAX_LENGTH, doiKey, normalizeDoi, sameDoi, splitCitation } from "./doi.ts";

const DOI = "10.1021/ja00000a000";

describe("normalizeDoi", () => {
  it.each([
    ["bare", DOI],
    ["doi: prefix", `doi:${DOI}`],
    ["DOI: prefix with a space", `DOI: ${DOI}`],
    ["doi prefix with a space only", `doi ${DOI}`],
    ["https://doi.org/", `https://doi.org/${DOI}`],
    ["http://dx.doi.org/", `http://dx.doi.org/${DOI}`],
    ["https://www.doi.org/", `https://www.doi.org/${DOI}`],
    ["doi.org/ without a scheme", `doi.org/${DOI}`],
    ["an upper-case address", `HTTPS://DOI.ORG/${DOI}`],
    ["a label before an address", `DOI: https://doi.org/${DOI}`],
    ["surrounding spaces and a line break", `  ${DOI} \n`],
    ["the full stop of a sentence", `${DOI}.`],
    ["a trailing comma or semicolon", `${DOI},`],
    ["quotes", `"${DOI}"`],
    ["typographic quotes", `\u201c${DOI}\u201d`],
    ["angle brackets", `<${DOI}>`],
    ["parentheses around it", `(doi:${DOI}).`],
    ["a %-encoded address", "https://doi.org/10.1021%2Fja00000a000"],
    ["an address with a query and a fragment", `https://doi.org/${DOI}?via=ihub#top`],
  ])("reads %s", (_, text) => {
    expect(normalizeDoi(text)).toBe(DOI);
  });

  it("keeps the case the DOI was typed in", () => {
    expect(normalizeDoi("https://doi.org/10.1002/ANIE.200460864")).toBe("10.1002/ANIE.200460864");
    expect(normalizeDoi("doi:10.1039/CT9171100762")).toBe("10.1039/CT9171100762");
  });

  it("keeps parentheses and angle brackets that belong to the DOI", () => {
    const sici = "10.1002/(SICI)1521-3773(19980420)37:7<895::AID-ANIE895>3.0.CO;2-X";
    expect(normalizeDoi(sici)).toBe(sici);
    expect(normalizeDoi(`(${sici})`)).toBe(sici);
    expect(normalizeDoi("10.5555/a(1)")).toBe("10.5555/a(1)");
    expect(normalizeDoi("(see 10.5555/a(1))")).toBeNull();
  });

  it.each([
    ["a citation", "Woodward, R. B.; Doering, W. E. J. Am. Chem. Soc. 1944, 66, 849."],
    ["an empty text", "   "],
    ["a DOI with a space inside", "10.1021/ ja00000a000"],
    ["two DOIs", `${DOI} ${DOI}`],
    ["a registrant code too short", "10.12/abc"],
    ["no suffix", "10.1021/"],
    ["another address", `https://example.org/${DOI}`],
    ["a dot segment", "10.5555/../admin"],
    ["a broken %-escape", "https://doi.org/10.1021%2"],
    ["a control character", "10.1021/ja\u0000"],
  ])("refuses %s", (_, text) => {
    expect(normalizeDoi(text)).toBeNull();
  });

  it(`refuses a DOI over ${DOI_MAX_LENGTH} characters`, () => {
    const long = `10.5555/${"a".repeat(DOI_MAX_LENGTH)}`;
    expect(normalizeDoi(long)).toBeNull();
    expect(normalizeDoi(long.slice(0, DOI_MAX_LENGTH))).toBe(long.slice(0, DOI_MAX_LENGTH));
  });
});

describe("sameDoi", () => {
  it("matches DOIs ignoring case, and only the same DOI", () => {
    expect(sameDoi("10.1002/ANIE.1", "10.1002/anie.1")).toBe(true);
    expect(doiKey("10.1002/ANIE.1")).toBe("10.1002/anie.1");
    expect(sameDoi("10.1002/anie.1", "10.1002/anie.2")).toBe(false);
  });
});

describe("splitCitation", () => {
  const citation = "Woodward, R. B. J. Am. Chem. Soc. 1954, 76, 4749.";

  it("reads a text that is one DOI as the DOI, with the citation text to come", () => {
    expect(splitCitation(` https://doi.org/${DOI} `)).toEqual({ display: "", doi: DOI });
  });

  it.each([
    ["doi:", `${citation} doi:${DOI}`],
    ["DOI: and a space", `${citation} DOI: ${DOI}`],
    ["a comma and DOI", `${citation}, DOI ${DOI}.`],
    ["an address", `${citation} https://doi.org/${DOI}`],
    ["a bare DOI", `${citation} ${DOI}`],
  ])("takes a DOI after the citation out of its text (%s)", (_, text) => {
    expect(splitCitation(text)).toEqual({ display: citation, doi: DOI });
  });

  it("leaves a text without a DOI at its end as it is, trimmed", () => {
    expect(splitCitation(`  ${citation} `)).toEqual({ display: citation, doi: null });
    const middle = `See ${DOI} and Woodward 1954.`;
    expect(splitCitation(middle)).toEqual({ display: middle, doi: null });
    expect(splitCitation("")).toEqual({ display: "", doi: null });
  });
});
