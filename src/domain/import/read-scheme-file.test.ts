import { describe, expect, it } from "vitest";
import { readSchemeFile } from "./read-scheme-file.ts";
import { formatOfFileName, SchemeFileError } from "./scheme-file.ts";

describe("choosing and reading a scheme file", () => {
  it("takes the format from the file name's extension", () => {
    expect(
      ["a.RXN", "b.rdf", "c.sdf", "d.sd", "e.smi", "f.txt", "g.cdxml", "h.mol", "noext"].map(
        formatOfFileName,
      ),
    ).toEqual(["rxn", "rdf", "sdf", "sdf", "smiles", "smiles", "cdxml", null, null]);
  });

  it("refuses an empty file and one over the character limit before reading it", () => {
    expect(() => readSchemeFile("rdf", "  \n")).toThrow(new SchemeFileError("line 1", "the file is empty"));
    expect(() => readSchemeFile("smiles", "C".repeat(1_000_001))).toThrow(
      "line 1: the file has 1,000,001 characters; import at most 1,000,000 at a time",
    );
  });
});
