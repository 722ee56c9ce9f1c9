import { describe, expect, it } from "vitest";
import { acsCitation } from "../acs-citation.ts";
import { structuredSources, trickySources } from "./citation-test-support.ts";
import { cslJson } from "./csl-json.ts";

/** CSL-JSON's item types (the CSL 1.0.2 schema's `type` enumeration, the ones we could use). */
const CSL_TYPES = new Set(["article", "article-journal", "webpage", "dataset", "book", "thesis", "patent"]);

describe("csl-json", () => {
  it("is an array of items, each with a unique string id and a CSL type", () => {
    const items = JSON.parse(cslJson(trickySources())) as Record<string, unknown>[];
    expect(Array.isArray(items)).toBe(true);
    expect(items).toHaveLength(4);
    for (const item of items) {
      expect(typeof item.id).toBe("string");
      expect(CSL_TYPES.has(String(item.type))).toBe(true);
    }
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });

  it("makes the page a webpage by the contributors, issued on its last change, with no accessed date", () => {
    const [page] = JSON.parse(cslJson(trickySources())) as Record<string, unknown>[];
    expect(page).toMatchObject({
      id: "synthesis-12",
      type: "webpage",
      "container-title": "Synthesis Archive",
      author: [{ literal: "Synthesis Archive contributors" }],
      URL: "https://archive.example/syn/12",
      issued: { "date-parts": [[2026, 11, 27]] },
    });
    expect(page?.accessed).toBeUndefined();
  });

  it("keeps a publication's stored text whole as its title, with its DOI, and invents no author or year", () => {
    const items = JSON.parse(cslJson(trickySources())) as Record<string, unknown>[];
    const paper = items[1];
    expect(paper).toMatchObject({
      id: "synthesis-12-ref-3",
      type: "article",
      title: "Holton, R. A. et al. J. Am. Chem. Soc. 1994, 116, 1597. {50%} \\",
      DOI: "10.1021/ja00083a066",
    });
    for (const item of items.slice(1)) {
      expect(item.author).toBeUndefined();
      expect(item.issued).toBeUndefined();
      // The ACS formatter finds no author, journal or year to print.
      expect(acsCitation(item)).toBe("");
    }
    expect(items[2]).toEqual({
      id: "synthesis-12-ref-4",
      type: "article",
      URL: "https://example.org/paper?a=1&b=%7B50%25}",
    });
  });

  it("writes a paper with fields as an article-journal that the ACS formatter cites as the page does", () => {
    const [, full] = JSON.parse(cslJson(structuredSources())) as Record<string, unknown>[];
    expect(full).toEqual({
      id: "synthesis-40-ref-7",
      type: "article-journal",
      author: [
        { family: "Barton", given: "D. H. R." },
        { family: "Beaton", given: "J. M." },
      ],
      title: "A Synthesis of Aldosterone Acetate",
      "container-title": "J. Am. Chem. Soc.",
      issued: { "date-parts": [[1960]] },
      volume: "82",
      issue: "10",
      page: "2641-2642",
      DOI: "10.1021/ja01495a082",
    });
    expect(acsCitation(full ?? {})).toBe("Barton, D. H. R.; Beaton, J. M. J. Am. Chem. Soc. 1960, 82, 2641.");
  });

  it("writes what a partly known paper has, nothing more", () => {
    const [, , partial] = JSON.parse(cslJson(structuredSources())) as Record<string, unknown>[];
    expect(partial).toEqual({
      id: "synthesis-40-ref-8",
      type: "article-journal",
      author: [{ family: "Senanayake", given: "C. H." }],
      "container-title": "Tetrahedron Lett.",
      issued: { "date-parts": [[1995]] },
    });
  });
});
