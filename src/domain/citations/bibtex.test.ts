import { describe, expect, it } from "vitest";
import { bibtex, bibtexText, bibtexVerbatim } from "./bibtex.ts";
import { structuredSources, trickySources } from "./citation-test-support.ts";

/**
 * A small BibTeX reader: entries `@type{key, name = {value}, name = bare}` with braces balanced and
 * `\`-escapes kept. It fails on an unbalanced brace, which is what a bad escape would cause.
 */
function parseBibtex(text: string) {
  const entries: { type: string; key: string; fields: Record<string, string> }[] = [];
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i] ?? "")) i++;
  };
  const braced = () => {
    if (text[i] !== "{") throw new Error(`expected { at ${i}`);
    let depth = 0;
    const start = i;
    for (; i < text.length; i++) {
      const c = text[i];
      if (c === "\\") {
        i++;
        continue;
      }
      if (c === "{") depth++;
      if (c === "}" && --depth === 0) return text.slice(start + 1, i++);
    }
    throw new Error("unbalanced braces");
  };
  for (;;) {
    skipSpace();
    if (i >= text.length) return entries;
    const head = /^@(\w+)\{([^,\s]+),/.exec(text.slice(i));
    if (!head) throw new Error(`expected an entry at ${i}: ${text.slice(i, i + 20)}`);
    i += head[0].length;
    const fields: Record<string, string> = {};
    for (;;) {
      skipSpace();
      if (text[i] === "}") {
        i++;
        break;
      }
      const name = /^(\w+)\s*=\s*/.exec(text.slice(i));
      if (!name?.[1]) throw new Error(`expected a field at ${i}`);
      i += name[0].length;
      const value = text[i] === "{" ? braced() : (/^\w+/.exec(text.slice(i))?.[0] ?? "");
      if (text[i - 1] !== "}") i += value.length;
      fields[name[1]] = value;
      skipSpace();
      if (text[i] === ",") i++;
    }
    entries.push({ type: head[1] ?? "", key: head[2] ?? "", fields });
  }
}

/** No special character outside an escape: each `{ } % \` is escaped or part of a TeX command. */
function unescapedSpecials(value: string): string[] {
  const stripped = value.replace(/\\(textbackslash|textasciitilde|textasciicircum)\{\}|\\[{}%&$#_]/g, "");
  return stripped.match(/[{}%\\&$#_~^]/g) ?? [];
}

describe("bibtex", () => {
  it("makes one entry for the page and one per publication with text, DOI or url", () => {
    const entries = parseBibtex(bibtex(trickySources()));
    expect(entries.map((e) => e.key)).toEqual([
      "synthesis-12",
      "synthesis-12-ref-3",
      "synthesis-12-ref-4",
      "synthesis-12-ref-6",
    ]);
    expect(entries.every((e) => e.type === "misc")).toBe(true);
  });

  it("credits the page to the contributors as one group, with its title, year, month and url", () => {
    const [page] = parseBibtex(bibtex(trickySources()));
    expect(page?.fields.author).toBe("{Synthesis Archive contributors}");
    expect(page?.fields.title).toContain("Synthesis of (−)-Taxol \\{C47\\} 100\\% \\textbackslash{} pure");
    expect(page?.fields.year).toBe("2026");
    expect(page?.fields.month).toBe("nov");
    expect(page?.fields.url).toBe("https://archive.example/syn/12");
  });

  it("escapes every TeX special character in text and keeps no bare one", () => {
    for (const entry of parseBibtex(bibtex(trickySources()))) {
      for (const name of ["title", "note", "howpublished"]) {
        const value = entry.fields[name];
        if (value !== undefined) expect(unescapedSpecials(value), `${entry.key}.${name}`).toEqual([]);
      }
    }
    expect(bibtexText("a{b}c%d\\e")).toBe("a\\{b\\}c\\%d\\textbackslash{}e");
  });

  it("keeps DOIs and urls verbatim except what would break the entry", () => {
    const entries = parseBibtex(bibtex(trickySources()));
    expect(entries[1]?.fields.doi).toBe("10.1021/ja00083a066");
    expect(entries[1]?.fields.url).toBe("https://doi.org/10.1021/ja00083a066");
    expect(entries[2]?.fields.url).toBe("https://example.org/paper?a=1&b=\\%7B50\\%25\\%7D");
    expect(bibtexVerbatim("a\\b{c}100%")).toBe("a\\%5Cb\\%7Bc\\%7D100\\%25");
  });

  it("invents nothing: a publication of text alone has no DOI, url, author or year", () => {
    const thesis = parseBibtex(bibtex(trickySources())).find((e) => e.key === "synthesis-12-ref-6");
    expect(Object.keys(thesis?.fields ?? {}).sort()).toEqual(["note", "title"]);
  });

  it("leaves the year out when the page has no change date", () => {
    const sources = trickySources();
    sources.page.changedAt = null;
    const [page] = parseBibtex(bibtex(sources));
    expect(page?.fields.year).toBeUndefined();
    expect(page?.fields.month).toBeUndefined();
  });

  it("writes a paper with fields as an @article with author, title, journal, year, volume, number, pages", () => {
    const [, full] = parseBibtex(bibtex(structuredSources()));
    expect(full?.type).toBe("article");
    expect(full?.key).toBe("synthesis-40-ref-7");
    expect(full?.fields).toEqual({
      author: "Barton, D. H. R. and Beaton, J. M.",
      title: "A Synthesis of Aldosterone Acetate",
      journal: "J. Am. Chem. Soc.",
      year: "1960",
      volume: "82",
      number: "10",
      pages: "2641--2642",
      doi: "10.1021/ja01495a082",
      url: "https://doi.org/10.1021/ja01495a082",
    });
  });

  it("writes what a partly known paper has; 'et al.' is BibTeX's 'and others'", () => {
    const [, , partial] = parseBibtex(bibtex(structuredSources()));
    expect(partial?.type).toBe("article");
    expect(partial?.fields).toEqual({
      author: "Senanayake, C. H. and others",
      journal: "Tetrahedron Lett.",
      year: "1995",
    });
  });
});
