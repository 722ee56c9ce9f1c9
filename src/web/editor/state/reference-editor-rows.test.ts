import { describe, expect, it } from "vitest";
import type { ProtectingGroup } from "./editor-data.ts";
import {
  filterProtectingGroups,
  isIncomplete,
  protectingGroupLabel,
  referencesToSend,
  storedImageUrl,
} from "./reference-editor-rows.ts";

/** A group's picture fields, as the list answers them (the tests here read its names only). */
const picture = { structure_extension: "svg", structure_width: null, structure_height: null };
const groups: ProtectingGroup[] = [
  {
    id: 1,
    name: "TBS ether",
    url: "tbs",
    protected: "Alcohols",
    protector: "tert-Butyldimethylsilyl",
    structure_filename: "tbs-structure",
    ...picture,
  },
  {
    id: 2,
    name: "Boc",
    url: "boc",
    protected: "Amines",
    protector: "tert-Butoxycarbonyl",
    structure_filename: "boc-structure",
    ...picture,
  },
  { id: 3, name: "", url: "", protected: "", protector: "", structure_filename: null, ...picture },
];

describe("reference editor rows", () => {
  it("marks a reaction incomplete unless the server said it is complete", () => {
    expect(isIncomplete({ id: 1, name: "A", url: "a", incomplete: false })).toBe(false);
    expect(isIncomplete({ id: 1, name: "A", url: "a", incomplete: true })).toBe(true);
    expect(isIncomplete({ id: 1, name: "A", url: "a" })).toBe(true);
  });

  it("finds protecting groups by name, protected group or protector, ignoring case", () => {
    expect(filterProtectingGroups(groups, "amine").map((g) => g.id)).toEqual([2]);
    expect(filterProtectingGroups(groups, "DIMETHYLSILYL").map((g) => g.id)).toEqual([1]);
    expect(filterProtectingGroups(groups, " ")).toBe(groups);
  });

  it("labels a group with its protected group when there is one", () => {
    expect(protectingGroupLabel(groups[0] as ProtectingGroup)).toBe("TBS ether (Alcohols)");
    expect(protectingGroupLabel(groups[2] as ProtectingGroup)).toBe("");
  });

  it("sends only references with a display text, blank DOIs and URLs as null", () => {
    expect(
      referencesToSend([
        { display: " Org. Lett. 2001, 3, 1. ", doi: " 10.1/x ", url: "" },
        { display: "  ", doi: "10.1/y", url: null },
        { display: "J. Org. Chem. 1999", doi: null, url: " https://example.org " },
      ]),
    ).toEqual([
      { display: "Org. Lett. 2001, 3, 1.", doi: "10.1/x", url: null },
      { display: "J. Org. Chem. 1999", doi: null, url: "https://example.org" },
    ]);
  });

  it("sends a reference's fields back as they came, also one with no typed text", () => {
    const authors = [{ family: "Stille", given: "J. K." }];
    const [sent] = referencesToSend([
      { display: "", doi: null, url: null, authors, journal: "Angew. Chem. Int. Ed. Engl.", year: 1986 },
    ]);
    expect(sent).toMatchObject({ display: "", authors, journal: "Angew. Chem. Int. Ed. Engl.", year: 1986 });
  });

  it("builds stored image addresses under the configured base", () => {
    expect(storedImageUrl("/images/", "named-reactions", "heck-1a2b", "svg")).toBe(
      "/images/named-reactions/heck-1a2b.svg",
    );
    expect(storedImageUrl("https://cdn.example/i", "mechanisms", "a b", "png")).toBe(
      "https://cdn.example/i/mechanisms/a%20b.png",
    );
  });
});
