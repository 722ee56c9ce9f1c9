import { describe, expect, it } from "vitest";
import { actionLabel, composedAction, type EditAction, hasLabel, UNNAMED_ACTION } from "./action-labels.ts";
import * as clipboard from "./clipboard.ts";
import * as conditionActions from "./condition-actions.ts";
import * as detailsActions from "./details-actions.ts";
import type { newDraft } from "./draft.ts";
import * as importActions from "./import-actions.ts";
import * as reagentActions from "./reagent-actions.ts";
import * as recordActions from "./record-actions.ts";
import * as referenceActions from "./reference-actions.ts";
import * as structureActions from "./structure-actions.ts";

/** Exported functions of the action modules that are helpers, not editing actions. */
const HELPERS = new Set([
  "conditionModes",
  "parseNumberInput",
  "clampNumber",
  "suppStepsVisible",
  "suppStepsBounds",
  "yearBounds",
  "isEmptyReaction",
]);

describe("the names of the editing actions", () => {
  it("name every action of the action modules (a new action without a name fails here)", () => {
    const modules = [
      clipboard,
      conditionActions,
      detailsActions,
      importActions,
      reagentActions,
      recordActions,
      referenceActions,
      structureActions,
    ];
    const actions = modules.flatMap((m) =>
      Object.entries(m).filter(([name, value]) => typeof value === "function" && !HELPERS.has(name)),
    );
    expect(actions.length).toBeGreaterThan(50);
    const unnamed = actions.filter(([, action]) => !hasLabel(action as EditAction<never>)).map(([n]) => n);
    expect(unnamed).toEqual([]);
  });

  it("read as the Edit menu shows them, some after the arguments", () => {
    const reactionId = "e2";
    expect(actionLabel(structureActions.addReaction, { partId: "e1" })).toBe("Add reaction");
    expect(actionLabel(structureActions.deletePart, { partId: "e1" })).toBe("Delete part");
    expect(actionLabel(conditionActions.setYield, { reactionId, yield: null })).toBe("Edit yield");
    const text = (field: "comment" | "selectivity" | "special_condition") =>
      actionLabel(conditionActions.setReactionText, { reactionId, field, text: "x" });
    expect([text("comment"), text("selectivity"), text("special_condition")]).toEqual([
      "Edit reaction comment",
      "Edit selectivity",
      "Edit special condition",
    ]);
    expect(actionLabel(reagentActions.setSequence, { reactionId, on: true })).toBe("Specify sequence");
    expect(actionLabel(reagentActions.setSequence, { reactionId, on: false })).toBe("Remove sequence");
  });

  it("give a composed action the name of the action it runs, and an unknown one a plain name", () => {
    const place = composedAction(
      (draft, _args: { product: boolean }) => ({ ok: true as const, draft }),
      (args) => (args.product ? structureActions.addProduct : structureActions.addSubstrate),
    );
    expect(actionLabel(place, { product: true })).toBe("Add product");
    expect(actionLabel(place, { product: false })).toBe("Add substrate");
    const stranger = (draft: ReturnType<typeof newDraft>) => ({ ok: true as const, draft });
    expect(actionLabel(stranger, undefined)).toBe(UNNAMED_ACTION);
  });
});
