import { describe, expect, it } from "vitest";
import { newDraft } from "./draft.ts";
import { addReference, completeCitation, removeReference, updateReference } from "./reference-actions.ts";
import { deepFreeze, ok } from "./test-helpers.ts";

const woodward = {
  display: "Woodward, R. B.; Doering, W. E. J. Am. Chem. Soc. 1944, 66, 849.",
  doi: "10.1021/ja01233a516",
  url: "https://doi.org/10.1021/ja01233a516",
};

describe("references of a draft", () => {
  it("adds a reference, trimming texts and storing blanks as null", () => {
    const d = deepFreeze(newDraft());
    const result = ok(addReference(d, { reference: { display: "  Stork, G. 2001. ", doi: " ", url: "" } }));
    expect(result.draft.references).toEqual([{ display: "Stork, G. 2001.", doi: null, url: null }]);
  });

  it("refuses a reference without text, and one already listed (same DOI, any case) with a warning", () => {
    const d = deepFreeze(ok(addReference(newDraft(), { reference: woodward })).draft);
    expect(addReference(d, { reference: { display: " " } })).toEqual({
      ok: false,
      severity: "error",
      message: "Enter the reference text or its DOI.",
    });
    expect(addReference(d, { reference: { display: "Other text", doi: "10.1021/JA01233A516" } })).toEqual({
      ok: false,
      severity: "warning",
      message: "This reference is already in the list.",
    });
  });

  it("changes and deletes a reference by position", () => {
    const d = deepFreeze(ok(addReference(newDraft(), { reference: woodward })).draft);
    const changed = ok(
      updateReference(d, { index: 0, reference: { ...woodward, display: "Woodward 1944" } }),
    );
    expect(changed.draft.references[0]).toEqual({ ...woodward, display: "Woodward 1944" });
    expect(ok(removeReference(changed.draft, { index: 0 })).draft.references).toEqual([]);
    expect(removeReference(d, { index: 3 })).toMatchObject({
      ok: false,
      message: "This reference is no longer in the list.",
    });
  });

  it("stores a DOI in any pasted form as the DOI, with or without a text", () => {
    const d = deepFreeze(newDraft());
    for (const doi of [
      "https://doi.org/10.1021/ja01233a516",
      " doi:10.1021/ja01233a516.",
      "10.1021/ja01233a516",
    ]) {
      expect(ok(addReference(d, { reference: { display: "", doi } })).draft.references).toEqual([
        { display: "", doi: "10.1021/ja01233a516", url: null },
      ]);
    }
    // A DOI pasted where the text goes is the DOI, not the text.
    expect(
      ok(addReference(d, { reference: { display: "http://dx.doi.org/10.1021/ja01233a516" } })).draft
        .references,
    ).toEqual([{ display: "", doi: "10.1021/ja01233a516", url: null }]);
    // And one ending the citation text is taken out of it.
    expect(
      ok(addReference(d, { reference: { display: "Woodward 1944. doi:10.1021/ja01233a516" } })).draft
        .references,
    ).toEqual([{ display: "Woodward 1944.", doi: "10.1021/ja01233a516", url: null }]);
    expect(addReference(d, { reference: { display: "Woodward 1944", doi: "ja01233a516" } })).toEqual({
      ok: false,
      severity: "error",
      message: "This is not a DOI: a DOI looks like 10.1021/ja00000a000.",
    });
    const withText = ok(
      addReference(d, { reference: { display: "Woodward 1944", doi: "doi:10.1021/ja01233a516" } }),
    );
    expect(withText.draft.references[0]).toEqual({
      display: "Woodward 1944",
      doi: "10.1021/ja01233a516",
      url: null,
    });
  });

  it("fills the citation text of a DOI that has none, never over a text typed meanwhile", () => {
    const waiting = ok(
      addReference(newDraft(), { reference: { display: "", doi: "10.1021/JA01233A516" } }),
    ).draft;
    const d = deepFreeze(ok(addReference(waiting, { reference: { display: "Stork, G. 2001." } })).draft);
    const filled = ok(completeCitation(d, { doi: "10.1021/ja01233a516", display: woodward.display }));
    expect(filled.draft.references).toEqual([
      { display: woodward.display, doi: "10.1021/JA01233A516", url: null },
      { display: "Stork, G. 2001.", doi: null, url: null },
    ]);
    const typed = deepFreeze(
      ok(updateReference(d, { index: 0, reference: { display: "Typed", doi: "10.1021/JA01233A516" } })).draft,
    );
    expect(ok(completeCitation(typed, { doi: "10.1021/ja01233a516", display: woodward.display })).draft).toBe(
      typed,
    );
    expect(ok(completeCitation(d, { doi: "10.1021/other.1", display: woodward.display })).draft).toBe(d);
  });

  it("replaces the text composed from the DOI (a synthesis published before the resolver answered)", () => {
    const composed = deepFreeze(
      ok(
        addReference(newDraft(), {
          reference: { display: "DOI: 10.1021/ja01233a516", doi: "10.1021/ja01233a516" },
        }),
      ).draft,
    );
    const filled = ok(completeCitation(composed, { doi: "10.1021/ja01233a516", display: woodward.display }));
    expect(filled.draft.references[0]?.display).toBe(woodward.display);
  });
});
