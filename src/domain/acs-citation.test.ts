import { describe, expect, it } from "vitest";
import { acsCitation, acsName, initials } from "./acs-citation.ts";

// Made-up records (names and journal are fictional) shaped like a resolver's CSL-JSON.
const full = {
  type: "article-journal",
  DOI: "10.5555/test.1",
  author: [
    { family: "Testman", given: "Ada Beatrice" },
    { family: "Placeholder", given: "Carl" },
    { family: "Example", given: "Jean-Marie" },
  ],
  "container-title": "Journal of Imaginary Chemistry",
  "container-title-short": "J. Imag. Chem.",
  issued: { "date-parts": [[1999, 4, 1]] },
  volume: "12",
  issue: "3",
  page: "345-350",
};

describe("initials", () => {
  it("keeps one letter and a period per given name, hyphens kept", () => {
    expect(initials("Ada Beatrice")).toBe("A. B.");
    expect(initials("Jean-Marie")).toBe("J.-M.");
    expect(initials("A. B.")).toBe("A. B.");
    expect(initials("A.B.")).toBe("A. B.");
    expect(initials("Émile")).toBe("É.");
    expect(initials("")).toBe("");
  });
});

describe("acsName", () => {
  it("writes Last, F. M., with particles, suffixes and literal names", () => {
    expect(acsName({ family: "Testman", given: "Ada Beatrice" })).toBe("Testman, A. B.");
    expect(acsName({ family: "Berg", given: "Jan", "non-dropping-particle": "van der" })).toBe(
      "van der Berg, J.",
    );
    expect(acsName({ family: "Sample", given: "Paul", suffix: "Jr." })).toBe("Sample, P., Jr.");
    expect(acsName({ literal: "The Imaginary Consortium" })).toBe("The Imaginary Consortium");
    expect(acsName({ family: "Solo" })).toBe("Solo");
  });
});

describe("acsCitation", () => {
  it("authors, journal abbreviation, year, volume and first page", () => {
    expect(acsCitation(full)).toBe(
      "Testman, A. B.; Placeholder, C.; Example, J.-M. J. Imag. Chem. 1999, 12, 345.",
    );
  });

  it("takes the full journal title without an abbreviation, and titles sent as arrays", () => {
    expect(acsCitation({ ...full, "container-title-short": undefined })).toBe(
      "Testman, A. B.; Placeholder, C.; Example, J.-M. Journal of Imaginary Chemistry 1999, 12, 345.",
    );
    expect(acsCitation({ ...full, "container-title-short": ["J. Imag. Chem."] })).toBe(
      "Testman, A. B.; Placeholder, C.; Example, J.-M. J. Imag. Chem. 1999, 12, 345.",
    );
  });

  it("uses the article number without pages, and an en dash range's first page", () => {
    expect(acsCitation({ ...full, page: undefined, "article-number": "e2024" })).toBe(
      "Testman, A. B.; Placeholder, C.; Example, J.-M. J. Imag. Chem. 1999, 12, e2024.",
    );
    expect(acsCitation({ ...full, page: "77–79" })).toBe(
      "Testman, A. B.; Placeholder, C.; Example, J.-M. J. Imag. Chem. 1999, 12, 77.",
    );
  });

  it("leaves out what is missing instead of inventing it", () => {
    expect(acsCitation({ ...full, volume: undefined, page: undefined })).toBe(
      "Testman, A. B.; Placeholder, C.; Example, J.-M. J. Imag. Chem. 1999.",
    );
    expect(acsCitation({ ...full, author: undefined })).toBe("J. Imag. Chem. 1999, 12, 345.");
    expect(acsCitation({ ...full, issued: undefined, "published-online": { "date-parts": [[2001]] } })).toBe(
      "Testman, A. B.; Placeholder, C.; Example, J.-M. J. Imag. Chem. 2001, 12, 345.",
    );
    expect(acsCitation({ author: [{ family: "Solo" }] })).toBe("Solo.");
    expect(acsCitation({})).toBe("");
  });
});
