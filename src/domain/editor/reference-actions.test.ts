import { describe, expect, it } from "vitest";
import { newDraft } from "./draft.ts";
import { addReference, removeReference, updateReference } from "./reference-actions.ts";
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
      message: "Enter the reference text.",
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
});
