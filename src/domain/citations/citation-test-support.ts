import { type CitationSources, citationSources } from "./citation-sources.ts";

/** A synthesis whose texts hold every character the formats must escape. */
export function trickySources(): CitationSources {
  return citationSources(
    {
      id: 12,
      molecule: { name: "(−)-Taxol {C47} 100% \\ pure & #1_a~b^c $" },
      author: { lastName: "Holton" },
      year: 1994,
      references: [
        {
          id: 3,
          display: "Holton, R. A. et al.\nJ. Am. Chem. Soc. 1994, 116, 1597. {50%} \\",
          doi: "10.1021/ja00083a066",
          url: null,
        },
        { id: 4, display: "", doi: null, url: "https://example.org/paper?a=1&b=%7B50%25}" },
        { id: 5, display: "  ", doi: null, url: null },
        { id: 6, display: "Thesis, no DOI", doi: null, url: null },
      ],
    },
    { origin: "https://archive.example/", siteName: "Synthesis Archive", changedAt: "2026-11-27T03:10:00Z" },
  );
}

/** A synthesis citing one paper with every field known (ref 7) and one known only in part (ref 8). */
export function structuredSources(): CitationSources {
  return citationSources(
    {
      id: 40,
      molecule: { name: "Aldosterone" },
      author: { lastName: "Barton" },
      year: 1960,
      references: [
        {
          id: 7,
          display: "D. H. R. Barton, J. M. Beaton, J. Am. Chem. Soc. 1960, 82, 2641.",
          doi: "10.1021/ja01495a082",
          url: null,
          kind: "article",
          authors: [
            { family: "Barton", given: "D. H. R." },
            { family: "Beaton", given: "J. M." },
          ],
          title: "A Synthesis of Aldosterone Acetate",
          journal: "J. Am. Chem. Soc.",
          year: 1960,
          volume: "82",
          issue: "10",
          pages: "2641–2642",
        },
        {
          id: 8,
          display: "C. H. Senanayake et al., Tetrahedron Lett. 1995.",
          doi: null,
          url: null,
          authors: [{ family: "Senanayake", given: "C. H." }],
          et_al: true,
          journal: "Tetrahedron Lett.",
          year: 1995,
        },
      ],
    },
    { origin: "https://archive.example", siteName: "Synthesis Archive", changedAt: null },
  );
}
