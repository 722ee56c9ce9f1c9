import { describe, expect, it } from "vitest";
import { chemicalSource } from "./chemical-source.ts";

const where = { imagesBaseUrl: "/images/", publishedId: 12 };

describe("where the editor gets a chemical's picture", () => {
  it("draws a structure with a SMILES", () => {
    expect(chemicalSource({ smiles: "CCO", filename: "x", extension: "svg" }, where)).toEqual({
      kind: "smiles",
      smiles: "CCO",
    });
  });

  it("shows an uploaded PNG from the private uploads", () => {
    expect(
      chemicalSource(
        { smiles: null, filename: "upload-abc", extension: "png" },
        { ...where, publishedId: null },
      ),
    ).toEqual({
      kind: "url",
      src: "/api/uploads/upload-abc.png",
    });
  });

  it("shows a published synthesis's stored image, special reagents from their folder", () => {
    expect(chemicalSource({ smiles: null, filename: "1-2-3", extension: "png" }, where)).toEqual({
      kind: "url",
      src: "/images/syntheses/12/1-2-3.png",
    });
    expect(
      chemicalSource({ smiles: null, filename: "1-2-3-sr", extension: "svg" }, { ...where, special: true }),
    ).toEqual({
      kind: "url",
      src: "/images/special-reagents/1-2-3-sr.svg",
    });
  });

  it("has no picture without a structure or a known image", () => {
    expect(chemicalSource({ smiles: null, filename: null, extension: null }, where)).toEqual({
      kind: "none",
    });
    expect(
      chemicalSource({ smiles: null, filename: "1-2-3", extension: "png" }, { ...where, publishedId: null }),
    ).toEqual({
      kind: "none",
    });
  });
});
