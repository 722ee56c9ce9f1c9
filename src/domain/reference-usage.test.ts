import { describe, expect, it } from "vitest";
import { draftNamesReference } from "./reference-usage.ts";

const aldol = { id: 7, name: "Aldol reaction", url: "aldol" };
const draftWith = (list: string, entries: unknown[]) => ({
  parts: [{ reactions: [{ step: 1 }, { step: 2, [list]: entries }] }, "not a part"],
});

describe("draftNamesReference", () => {
  it("finds a named reaction by url or name in the document, by id in the editor's copy", () => {
    expect(draftNamesReference(draftWith("named_reactions", ["aldol"]), "named_reaction", aldol)).toBe(true);
    expect(
      draftNamesReference(draftWith("named_reactions", [" ALDOL reaction"]), "named_reaction", aldol),
    ).toBe(true);
    expect(
      draftNamesReference(draftWith("named_reactions", [{ id: 7, url: "x" }]), "named_reaction", aldol),
    ).toBe(true);
    expect(
      draftNamesReference(draftWith("named_reactions", ["wittig", { id: 8 }]), "named_reaction", aldol),
    ).toBe(false);
  });

  it("finds a protecting group by url or id only, never by name", () => {
    const tbs = { id: 3, name: "TBS", url: "tbs" };
    expect(
      draftNamesReference(
        draftWith("protecting_groups", [{ url: "tbs", type: "on" }]),
        "protecting_group",
        tbs,
      ),
    ).toBe(true);
    expect(draftNamesReference(draftWith("protecting_groups", ["TBS"]), "protecting_group", tbs)).toBe(false);
    expect(draftNamesReference(draftWith("named_reactions", ["tbs"]), "protecting_group", tbs)).toBe(false);
  });

  it("names nothing in a document that is no object", () => {
    expect(draftNamesReference("aldol", "named_reaction", aldol)).toBe(false);
    expect(draftNamesReference({ parts: "aldol" }, "named_reaction", aldol)).toBe(false);
  });
});
