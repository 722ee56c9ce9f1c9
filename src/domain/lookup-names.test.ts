import { describe, expect, it } from "vitest";
import { authorKey, distinctNames, nameKey, slugify, uniqueSlug } from "./lookup-names.ts";
import { draftUses, usageMessage } from "./lookup-usage.ts";

describe("lookup names", () => {
  it("compares names trimmed and case-insensitively", () => {
    expect(nameKey("  Diethyl Ether ")).toBe("diethyl ether");
    expect(authorKey(" Robert B. ", "WOODWARD")).toBe("robert b.\u0000woodward");
    expect(authorKey(" ", "")).toBe("");
  });

  it("keeps non-blank, case-insensitively distinct names in order", () => {
    expect(distinctNames([" THF ", "", "thf", "Tetrahydrofuran", "  "])).toEqual(["THF", "Tetrahydrofuran"]);
  });

  it("makes slugs without accents, with plain digits, and numbers repeats", () => {
    expect(slugify("Derek H. R. Barton")).toBe("derek-h-r-barton");
    expect(slugify("Günter Helmchen")).toBe("gunter-helmchen");
    expect(slugify("Diels–Alder reaction (C₄)")).toBe("diels-alder-reaction-c4");
    expect(slugify("王")).toBe("");
    expect(uniqueSlug("barton", new Set(["barton", "barton-2"]))).toBe("barton-3");
    expect(uniqueSlug("corey", new Set(["barton"]))).toBe("corey");
  });
});

describe("lookup usage", () => {
  const quinine = { molecule: "Quinine", lastName: "Woodward", year: 1944 };
  it("names the published syntheses and counts the drafts", () => {
    expect(usageMessage([quinine], 0)).toBe("Used by 1 published synthesis: Quinine by Woodward (1944)");
    expect(usageMessage([quinine, { ...quinine, molecule: "Strychnine", year: 1954 }], 3)).toBe(
      "Used by 2 published syntheses: Quinine by Woodward (1944), Strychnine by Woodward (1954) and 3 drafts",
    );
    expect(usageMessage([], 1)).toBe("Used by 1 draft");
    expect(usageMessage(Array(7).fill(quinine), 2)).toBe(
      "Used by 7 published syntheses: Quinine by Woodward (1944), Quinine by Woodward (1944), Quinine by Woodward (1944), Quinine by Woodward (1944), Quinine by Woodward (1944) and 2 more, and 2 drafts",
    );
  });

  it("finds an item in a draft by name, id or author url", () => {
    const draft = {
      author: { firstName: "Robert B.", lastName: "Woodward", url: "robert-b-woodward" },
      parts: [{ reactions: [{ reagents: [{ name: "NaBH₄", stage: 1 }, { id: 7 }], solvents: [" thf "] }] }],
    };
    expect(draftUses(draft, "reagent", { id: 1, name: "nabh₄" })).toBe(true);
    expect(draftUses(draft, "reagent", { id: 7, name: "Other" })).toBe(true);
    expect(draftUses(draft, "reagent", { id: 2, name: "LiAlH₄" })).toBe(false);
    expect(draftUses(draft, "solvent", { id: 3, name: "THF" })).toBe(true);
    expect(draftUses(draft, "author", { id: 4, firstName: "", lastName: "", url: "robert-b-woodward" })).toBe(
      true,
    );
    expect(draftUses(draft, "author", { id: 4, firstName: "robert b.", lastName: "woodward", url: "" })).toBe(
      true,
    );
    expect(
      draftUses(draft, "author", { id: 4, firstName: "Elias", lastName: "Corey", url: "e-j-corey" }),
    ).toBe(false);
    expect(draftUses("not json", "solvent", { id: 3, name: "THF" })).toBe(false);
  });
});
