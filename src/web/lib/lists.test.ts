import { describe, expect, it } from "vitest";
import {
  authorSynthesisLabel,
  carbonSections,
  carbonsLabel,
  decadeSections,
  moleculeCountNote,
  moleculeHref,
  protectionSectionId,
  protectionSections,
  sectionId,
  synthesesCount,
} from "./lists.ts";

const syn = (id: number, year: number, name: string, carbonCount: number | null = null) => ({
  id,
  year,
  type_1: "Total",
  molecule: { name, carbonCount },
});

describe("counts and labels", () => {
  it("uses the singular for one synthesis", () => {
    expect(synthesesCount(1)).toBe("1 synthesis");
    expect(synthesesCount(0)).toBe("0 syntheses");
    expect(synthesesCount(3)).toBe("3 syntheses");
  });

  it("heads carbon sections 'N carbons'", () => {
    expect(carbonsLabel(21)).toBe("21 carbons");
    expect(carbonsLabel(1)).toBe("1 carbon");
  });

  it("shows '(N syntheses)' only above one", () => {
    expect(moleculeCountNote(0)).toBeNull();
    expect(moleculeCountNote(1)).toBeNull();
    expect(moleculeCountNote(2)).toBe("(2 syntheses)");
  });

  it("labels an author's synthesis link", () => {
    expect(authorSynthesisLabel(syn(1, 1954, "Strychnine"))).toBe("Total synthesis of Strychnine (1954)");
  });

  it("makes fragment ids without '#'", () => {
    expect(sectionId("letter", "A")).toBe("letter-a");
    expect(sectionId("letter", "#")).toBe("letter-other");
    expect(protectionSectionId("1,2-Diols")).toBe("protection-1-2-diols");
    expect(protectionSectionId("Alcohols")).toBe("protection-alcohols");
  });
});

describe("moleculeHref", () => {
  it("links a molecule with one synthesis straight to it", () => {
    expect(moleculeHref({ structure: "strychnine", syntheses_count: 1, synthesis_id: 7 })).toBe("/syn/7");
  });

  it("links a molecule with several syntheses to its page, encoded", () => {
    expect(moleculeHref({ structure: "taxol a", syntheses_count: 3, synthesis_id: null })).toBe(
      "/molecule/taxol%20a",
    );
  });
});

describe("decadeSections", () => {
  it("keeps every listed decade, files old syntheses and sorts by year", () => {
    const sections = decadeSections([syn(1, 1999, "B"), syn(2, 1901, "A"), syn(3, 1990, "C")], 2025);
    expect(sections.map((s) => s.label)).toEqual([
      "old",
      "40's",
      "50's",
      "60's",
      "70's",
      "80's",
      "90's",
      "00's",
      "10's",
      "20's",
    ]);
    expect(sections[0].items.map((s) => s.id)).toEqual([2]);
    expect(sections.find((s) => s.key === "90")?.items.map((s) => s.id)).toEqual([3, 1]);
  });

  it("grows past the 20's when a later synthesis exists", () => {
    expect(decadeSections([syn(1, 2031, "A")], 2025).at(-1)?.label).toBe("30's");
  });
});

describe("carbonSections", () => {
  it("orders the distinct counts ascending and leaves unknown counts out", () => {
    const sections = carbonSections([
      syn(1, 2000, "Taxol", 47),
      syn(2, 2000, "Strychnine", 21),
      syn(3, 1954, "Strychnine", 21),
      syn(4, 2000, "Unknown", null),
    ]);
    expect(sections.map((s) => s.count)).toEqual([21, 47]);
    expect(sections[0].items.map((s) => s.id)).toEqual([3, 2]);
  });
});

describe("protectionSections", () => {
  it("sorts sections and cards alphabetically", () => {
    const sections = protectionSections([
      { name: "TBS ether", protected: "Alcohols" },
      { name: "Boc", protected: "amines" },
      { name: "Acetate", protected: "Alcohols" },
    ]);
    expect(sections.map((s) => s.protected)).toEqual(["Alcohols", "amines"]);
    expect(sections[0].items.map((g) => g.name)).toEqual(["Acetate", "TBS ether"]);
  });
});
