import { describe, expect, it } from "vitest";
import { peopleText, referenceDisplay } from "./reference-display.ts";
import { isStructured, NO_REFERENCE_FIELDS, type ReferenceFields } from "./reference-fields.ts";

const fields = (f: Partial<ReferenceFields>): ReferenceFields => ({ ...NO_REFERENCE_FIELDS, ...f });
const barton = [
  { family: "Barton", given: "D. H. R." },
  { family: "Beaton", given: "J. M." },
];

describe("reference display", () => {
  it("writes a journal paper in the ACS short style, title and issue left to the exports", () => {
    expect(
      referenceDisplay(
        fields({
          kind: "article",
          authors: barton,
          title: "A Synthesis of Aldosterone Acetate",
          journal: "J. Am. Chem. Soc.",
          year: 1960,
          volume: "82",
          issue: "10",
          pages: "2641",
        }),
      ),
    ).toBe("D. H. R. Barton, J. M. Beaton, J. Am. Chem. Soc. 1960, 82, 2641.");
  });

  it("leaves out what is not known, and reads a journal without a kind as a paper", () => {
    expect(
      referenceDisplay(
        fields({
          authors: [{ family: "Senanayake", given: "C. H." }],
          et_al: true,
          journal: "Tetrahedron Lett.",
          year: 1995,
        }),
      ),
    ).toBe("C. H. Senanayake et al., Tetrahedron Lett. 1995.");
    expect(referenceDisplay(fields({ journal: "J. Chem. Soc.", year: 1956, pages: "530" }))).toBe(
      "J. Chem. Soc. 1956, 530.",
    );
    expect(referenceDisplay(fields({ authors: [{ family: "Huang-Minlon", given: null }] }))).toBe(
      "Huang-Minlon.",
    );
    expect(referenceDisplay(NO_REFERENCE_FIELDS)).toBe("");
  });

  it("adds a note in parentheses, and writes books, web pages and patents in their own order", () => {
    expect(
      referenceDisplay(
        fields({
          authors: barton,
          journal: "J. Am. Chem. Soc.",
          year: 1977,
          volume: "99",
          pages: "5483",
          note: "communication",
        }),
      ),
    ).toBe("D. H. R. Barton, J. M. Beaton, J. Am. Chem. Soc. 1977, 99, 5483 (communication).");
    expect(
      referenceDisplay(
        fields({
          kind: "book",
          title: "The Chemistry of Penicillin",
          editors: [
            { family: "Clarke", given: "H. T." },
            { family: "Robinson", given: "R." },
          ],
          publisher: "Princeton University Press",
          year: 1949,
        }),
      ),
    ).toBe(
      "The Chemistry of Penicillin (H. T. Clarke, R. Robinson, eds.), Princeton University Press, 1949.",
    );
    expect(referenceDisplay(fields({ kind: "webpage", title: "Cantharidin", journal: "Wikipedia" }))).toBe(
      "Cantharidin, Wikipedia.",
    );
    expect(
      referenceDisplay(
        fields({
          kind: "patent",
          authors: barton.slice(0, 1),
          journal: "U.S. Patent",
          volume: "2,345,678",
          year: 1950,
        }),
      ),
    ).toBe("D. H. R. Barton, U.S. Patent 2,345,678, 1950.");
  });

  it("counts a reference as structured only when it has a field beyond DOI and address", () => {
    expect(isStructured({})).toBe(false);
    expect(isStructured({ authors: [], note: "highlight" })).toBe(false);
    expect(isStructured({ year: 1960 })).toBe(true);
    expect(peopleText(barton, true)).toBe("D. H. R. Barton, J. M. Beaton et al.");
  });
});
