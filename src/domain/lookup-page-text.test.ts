import { describe, expect, it } from "vitest";
import { lookupPageDescription, lookupPageTitle, usedInText } from "./lookup-page-text.ts";
import { lookupSlugBase, slugFits } from "./lookup-slug.ts";
import { hitUsesText } from "./search-hit-text.ts";

describe("reagent and solvent page texts", () => {
  it("counts syntheses with singular forms and says when none uses the item", () => {
    expect(usedInText("reagent", 0)).toBe("No published synthesis uses this reagent yet.");
    expect(usedInText("solvent", 1)).toBe("Used in 1 published synthesis.");
    expect(usedInText("reagent", 12)).toBe("Used in 12 published syntheses.");
    expect(hitUsesText(0)).toBe("Not used in a published synthesis yet");
    expect(hitUsesText(1)).toBe("Used in 1 synthesis");
    expect(hitUsesText(3)).toBe("Used in 3 syntheses");
  });

  it("names the kind in the title and the formula in the description", () => {
    expect(lookupPageTitle("solvent", "DMF")).toBe("DMF (solvent)");
    expect(lookupPageDescription("reagent", { name: "SmI₂", formula: "I₂Sm", syntheses_count: 2 })).toBe(
      "SmI₂ (I₂Sm) as a reagent in total synthesis: the reactions of 2 syntheses in the archive that use it, drawn with their conditions.",
    );
  });
});

describe("reagent and solvent slugs", () => {
  it("keeps signs and Greek letters that tell reagents apart", () => {
    expect(lookupSlugBase("SmI₂", "reagent")).toBe("smi2");
    expect(lookupSlugBase("(+)-DET", "reagent")).toBe("plus-det");
    expect(lookupSlugBase("(−)-DET", "reagent")).toBe("minus-det");
    expect(lookupSlugBase("AD-mix-α", "reagent")).toBe("ad-mix-alpha");
    expect(lookupSlugBase("Grubbs II", "reagent")).toBe("grubbs-ii");
    expect(lookupSlugBase("Pd/C", "reagent")).toBe("pd-c");
    expect(lookupSlugBase("王", "solvent")).toBe("solvent");
  });

  it("lets a slug stay while it is the name's slug or that slug numbered", () => {
    expect(slugFits("det", "det")).toBe(true);
    expect(slugFits("det-2", "det")).toBe(true);
    expect(slugFits("det-12", "det")).toBe(true);
    expect(slugFits("det-1", "det")).toBe(false);
    expect(slugFits("det-x", "det")).toBe(false);
    expect(slugFits("smi2", "det")).toBe(false);
    expect(slugFits("", "det")).toBe(false);
  });
});
