import { describe, expect, it } from "vitest";
import { parsePeople, peopleInput } from "./person-names.ts";

describe("person names in the editor's form", () => {
  it("reads 'Family, Given' people apart by semicolons, and writes them back the same way", () => {
    const text = "Barton, D. H. R.; van Tamelen, E. E. ;Huang-Minlon; ; ,";
    const people = parsePeople(text);
    expect(people).toEqual([
      { family: "Barton", given: "D. H. R." },
      { family: "van Tamelen", given: "E. E." },
      { family: "Huang-Minlon", given: null },
    ]);
    expect(peopleInput(people)).toBe("Barton, D. H. R.; van Tamelen, E. E.; Huang-Minlon");
    expect(parsePeople("")).toEqual([]);
  });
});
