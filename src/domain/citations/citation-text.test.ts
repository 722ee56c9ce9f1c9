import { describe, expect, it } from "vitest";
import { trickySources } from "./citation-test-support.ts";
import { archivePageCitation, citationDate, datasetCitation } from "./citation-text.ts";

describe("citation text", () => {
  it("cites the page as the contributors' web page with the year of its last change", () => {
    const { page } = trickySources();
    page.title = "Synthesis of Taxol by Holton (1994)";
    expect(archivePageCitation(page)).toBe(
      "Synthesis Archive contributors. Synthesis of Taxol by Holton (1994). Synthesis Archive, 2026. https://archive.example/syn/12",
    );
    page.changedAt = null;
    expect(archivePageCitation(page)).toContain("(1994). Synthesis Archive. https://");
  });

  it("cites the dataset with its data revision and date", () => {
    expect(
      datasetCitation({
        siteName: "Synthesis Archive",
        url: "https://archive.example/data",
        revision: 4123,
        changedAt: "2026-03-05T10:00:00Z",
      }),
    ).toBe(
      "Synthesis Archive contributors. Synthesis Archive: recorded total syntheses, data revision 4123 of March 5, 2026. https://archive.example/data",
    );
    expect(citationDate("not a date")).toBeNull();
  });
});
