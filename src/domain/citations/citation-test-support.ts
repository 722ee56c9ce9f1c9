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
