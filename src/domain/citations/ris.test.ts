import { describe, expect, it } from "vitest";
import { structuredSources, trickySources } from "./citation-test-support.ts";
import { ris } from "./ris.ts";

/** RIS records: every line `XX  - value`, each record from TY to ER. */
function parseRis(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  const lines = text.slice(0, -2).split("\r\n");
  const records: [string, string][][] = [];
  let current: [string, string][] | null = null;
  for (const line of lines) {
    const match = /^([A-Z][A-Z0-9]) {2}- (.*)$/.exec(line);
    if (!match) throw new Error(`not a RIS line: ${JSON.stringify(line)}`);
    const [, tag = "", value = ""] = match;
    if (tag === "TY") {
      if (current) throw new Error("TY inside a record");
      current = [[tag, value]];
    } else if (tag === "ER") {
      if (!current) throw new Error("ER outside a record");
      expect(value).toBe("");
      records.push(current);
      current = null;
    } else {
      if (!current) throw new Error(`${tag} outside a record`);
      current.push([tag, value]);
    }
  }
  if (current) throw new Error("a record without ER");
  return records;
}

const field = (record: [string, string][] | undefined, tag: string) =>
  record?.filter(([t]) => t === tag).map(([, v]) => v);

describe("ris", () => {
  it("writes every record from TY to ER, the page first", () => {
    const records = parseRis(ris(trickySources()));
    expect(records.map((r) => r[0]?.[1])).toEqual(["ELEC", "GEN", "GEN", "GEN"]);
  });

  it("credits the page to the contributors with its title, site, date and url", () => {
    const [page] = parseRis(ris(trickySources()));
    expect(field(page, "AU")).toEqual(["Synthesis Archive contributors"]);
    expect(field(page, "TI")?.[0]).toMatch(/^Synthesis of \(−\)-Taxol .* by Holton \(1994\)$/);
    expect(field(page, "T2")).toEqual(["Synthesis Archive"]);
    expect(field(page, "PY")).toEqual(["2026"]);
    expect(field(page, "DA")).toEqual(["2026/11/27"]);
    expect(field(page, "UR")).toEqual(["https://archive.example/syn/12"]);
    // The date the citer read the page is theirs to add.
    expect(field(page, "Y2")).toEqual([]);
  });

  it("keeps a stored text on one line and adds its DOI and address, nothing else", () => {
    const [, withDoi, urlOnly, textOnly] = parseRis(ris(trickySources()));
    expect(field(withDoi, "TI")).toEqual([
      "Holton, R. A. et al. J. Am. Chem. Soc. 1994, 116, 1597. {50%} \\",
    ]);
    expect(field(withDoi, "DO")).toEqual(["10.1021/ja00083a066"]);
    expect(field(withDoi, "UR")).toEqual(["https://doi.org/10.1021/ja00083a066"]);
    expect(field(urlOnly, "TI")).toEqual([]);
    expect(field(urlOnly, "UR")).toEqual(["https://example.org/paper?a=1&b=%7B50%25}"]);
    expect(textOnly?.map(([t]) => t)).toEqual(["TY", "TI", "N1"]);
  });

  it("writes a paper with fields as a journal record, every field in its tag", () => {
    const [, full] = parseRis(ris(structuredSources()));
    expect(full).toEqual([
      ["TY", "JOUR"],
      ["AU", "Barton, D. H. R."],
      ["AU", "Beaton, J. M."],
      ["TI", "A Synthesis of Aldosterone Acetate"],
      ["JO", "J. Am. Chem. Soc."],
      ["PY", "1960"],
      ["VL", "82"],
      ["IS", "10"],
      ["SP", "2641"],
      ["EP", "2642"],
      ["DO", "10.1021/ja01495a082"],
      ["UR", "https://doi.org/10.1021/ja01495a082"],
    ]);
  });

  it("writes what a partly known paper has, and no display text", () => {
    const [, , partial] = parseRis(ris(structuredSources()));
    expect(partial).toEqual([
      ["TY", "JOUR"],
      ["AU", "Senanayake, C. H."],
      ["JO", "Tetrahedron Lett."],
      ["PY", "1995"],
    ]);
  });
});
