import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type SynthesisDocument, synthesisDocumentSchema } from "../synthesis-document.ts";
import { draftFromDocument, newDraft } from "./draft.ts";
import { draftToDocument } from "./draft-document.ts";

const dir = join(import.meta.dirname, "../../../data/demo/syntheses");

/** Parts by number and reactions by step, the order a draft keeps. */
function ordered(doc: SynthesisDocument): SynthesisDocument {
  return {
    ...doc,
    parts: [...doc.parts]
      .sort((a, b) => a.number - b.number)
      .map((p) => ({ ...p, reactions: [...p.reactions].sort((a, b) => a.step - b.step) })),
  };
}

describe("draftToDocument", () => {
  const files = readdirSync(dir).filter((f) => f.endsWith(".json"));

  it("finds the demo syntheses", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)("gives back %s unchanged after opening it as a draft", (file) => {
    const doc = synthesisDocumentSchema.parse(JSON.parse(readFileSync(join(dir, file), "utf8")));
    const back = synthesisDocumentSchema.parse(draftToDocument(draftFromDocument(doc)));
    expect(back).toEqual(ordered(doc));
  });

  it("writes a new draft as an incomplete document that the schema refuses", () => {
    const doc = draftToDocument(newDraft());
    expect(doc).toMatchObject({ molecule: null, author: null, year: 0, supp_steps: 0 });
    expect(doc.parts).toEqual([
      {
        number: 1,
        comment: "",
        reactions: [
          {
            step: 1,
            substrates: [],
            products: [],
            reagents: [],
            solvents: [],
            temperature: null,
            time: null,
            yield: null,
            selectivity: null,
            special_condition: null,
            special_reagent: null,
            named_reactions: [],
            protecting_groups: [],
            comment: "",
            atmosphere: null,
            concentration: null,
            neat: false,
            selectivities: [],
          },
        ],
      },
    ]);
    expect(synthesisDocumentSchema.safeParse(doc).success).toBe(false);
  });
});
