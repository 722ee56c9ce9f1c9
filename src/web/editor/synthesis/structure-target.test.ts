import { describe, expect, it } from "vitest";
import { actionLabel } from "../../../domain/editor/action-labels.ts";
import { newDraft } from "../../../domain/editor/draft.ts";
import {
  placeStructure,
  placeStructureAction,
  type StructureTarget,
  targetSmiles,
  targetStart,
} from "./structure-target.ts";

const drawn = { smiles: "CCO", filename: null, extension: null } as const;

describe("placing a structure", () => {
  it("adds a product (and its twin in the next step is made by the domain action)", () => {
    const d = newDraft();
    const reactionId = d.parts[0]?.reactions[0]?.id as string;
    const result = placeStructure(d, { kind: "add", role: "products", reactionId }, drawn);
    expect(result.ok && result.draft.parts[0]?.reactions[0]?.products[0]).toMatchObject({
      name: "",
      smiles: "CCO",
    });
  });

  it("replaces a structure and keeps its name", () => {
    const d = newDraft();
    const reactionId = d.parts[0]?.reactions[0]?.id as string;
    const added = placeStructure(d, { kind: "add", role: "substrates", reactionId }, drawn);
    if (!added.ok) throw new Error("refused");
    const named = {
      ...added.draft,
      parts: added.draft.parts.map((p) => ({
        ...p,
        reactions: p.reactions.map((r) => ({
          ...r,
          substrates: r.substrates.map((c) => ({ ...c, name: "ethanol" })),
        })),
      })),
    };
    const chemicalId = named.parts[0]?.reactions[0]?.substrates[0]?.id as string;
    expect(targetSmiles(named, { kind: "replace", chemicalId })).toBe("CCO");
    const replaced = placeStructure(
      named,
      { kind: "replace", chemicalId },
      { smiles: null, filename: "upload-1", extension: "png" },
    );
    expect(replaced.ok && replaced.draft.parts[0]?.reactions[0]?.substrates[0]).toMatchObject({
      name: "ethanol",
      smiles: null,
      filename: "upload-1",
    });
  });

  it("sets the special reagent and ticks its checkbox", () => {
    const d = newDraft();
    const reactionId = d.parts[0]?.reactions[0]?.id as string;
    const result = placeStructure(d, { kind: "special", reactionId }, drawn);
    expect(result.ok && result.draft.parts[0]?.reactions[0]).toMatchObject({
      hasSpecialReagent: true,
      special_reagent: { smiles: "CCO" },
    });
  });

  it("names its Undo step after what the structure does there", () => {
    const name = (to: StructureTarget) => actionLabel(placeStructureAction, { to, structure: drawn });
    const reactionId = "e2";
    expect([
      name({ kind: "add", role: "products", reactionId }),
      name({ kind: "add", role: "substrates", reactionId }),
      name({ kind: "replace", chemicalId: "e3" }),
      name({ kind: "special", reactionId }),
    ]).toEqual(["Add product", "Add substrate", "Change structure", "Set special reagent"]);
    const d = newDraft();
    const placed = placeStructureAction(d, {
      to: { kind: "add", role: "products", reactionId },
      structure: drawn,
    });
    expect(placed.ok && placed.draft.parts[0]?.reactions[0]?.products).toHaveLength(1);
  });

  it("starts a new product from the step's substrate, and nothing else from anything", () => {
    const d = newDraft();
    const reactionId = d.parts[0]?.reactions[0]?.id as string;
    const toProduct: StructureTarget = { kind: "add", role: "products", reactionId };
    expect(targetStart(d, toProduct)).toBeNull();
    const added = placeStructure(d, { kind: "add", role: "substrates", reactionId }, drawn);
    if (!added.ok) throw new Error("refused");
    expect(targetStart(added.draft, toProduct)).toBe("CCO");
    expect(targetStart(added.draft, { kind: "add", role: "substrates", reactionId })).toBeNull();
    expect(targetStart(added.draft, { kind: "special", reactionId })).toBeNull();
    expect(targetStart(added.draft, { kind: "add", role: "products", reactionId: "nowhere" })).toBeNull();
  });
});
