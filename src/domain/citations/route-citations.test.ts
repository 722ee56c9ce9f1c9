import { describe, expect, it } from "vitest";
import { bibtex } from "./bibtex.ts";
import { type CitationSources, citationSources } from "./citation-sources.ts";
import { trickySources } from "./citation-test-support.ts";
import { cslJson } from "./csl-json.ts";
import { ris } from "./ris.ts";
import { bibtexOfRoutes, cslJsonOfRoutes, risOfRoutes } from "./route-citations.ts";

/** A second route to the same target, with one publication. */
const second: CitationSources = citationSources(
  {
    id: 40,
    molecule: { name: "Quinine" },
    author: { lastName: "Stork" },
    year: 2001,
    references: [{ id: 9, display: "Stork, G. et al. J. Am. Chem. Soc. 2001", doi: "10.1/x", url: null }],
  },
  { origin: "https://archive.example", siteName: "Synthesis Archive", changedAt: null },
);

describe("citations of several routes in one file", () => {
  it("RIS: every route's records in turn, as each route's own file has them", () => {
    const text = risOfRoutes([trickySources(), second]);
    expect(text).toBe(ris(trickySources()) + ris(second));
    expect(text.match(/^TY {2}- ELEC\r$/gm)).toHaveLength(2);
    expect(text).toContain("TI  - Synthesis of Quinine by Stork (2001)\r\n");
  });

  it("BibTeX: the entries of every route, keys unique across routes", () => {
    const text = bibtexOfRoutes([trickySources(), second]);
    expect(text).toBe(`${bibtex(trickySources())}\n${bibtex(second)}`);
    const keys = [...text.matchAll(/^@misc\{([^,]+),$/gm)].map((m) => m[1]);
    expect(keys).toContain("synthesis-12");
    expect(keys).toContain("synthesis-40-ref-9");
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("CSL-JSON: one array of every route's items, not one array per route", () => {
    const items = JSON.parse(cslJsonOfRoutes([trickySources(), second])) as { id: string }[];
    const one = JSON.parse(cslJson(trickySources())) as { id: string }[];
    expect(items).toHaveLength(one.length + 2);
    expect(items.map((i) => i.id).slice(-2)).toEqual(["synthesis-40", "synthesis-40-ref-9"]);
    expect(cslJsonOfRoutes([])).toBe("[]\n");
  });
});
