import { describe, expect, it } from "vitest";
import { fixUrl, problemFix } from "./problem-fixes.ts";

describe("problemFix", () => {
  it("sends a missing investigator or molecule to the synthesis details, where they are added", () => {
    expect(problemFix("author")).toEqual({
      place: { panel: "synthesis" },
      label: "Pick or add the investigator",
    });
    expect(problemFix("molecule")).toEqual({
      place: { panel: "synthesis" },
      label: "Pick or add the molecule",
    });
    expect(problemFix("references[1].display").label).toBe("Complete the references");
    expect(problemFix("year")).toEqual({
      place: { panel: "synthesis" },
      label: "Open the synthesis details",
    });
    expect(problemFix("synthesis").place).toEqual({ panel: "synthesis" });
  });

  it("sends a reagent or solvent to its reaction's panel with the picker", () => {
    expect(problemFix("parts[1].reactions[2].reagents[0]")).toEqual({
      place: { panel: "reagents", part: 1, reaction: 2 },
      label: "Add the reagent",
    });
    expect(problemFix("parts[0].reactions[0].solvents[3]")).toEqual({
      place: { panel: "solvents", part: 0, reaction: 0 },
      label: "Add the solvent",
    });
  });

  it("sends structures and other reaction fields to the reaction", () => {
    expect(problemFix("parts[0].reactions[4].products")).toEqual({
      place: { panel: "reaction", part: 0, reaction: 4 },
      label: "Draw the structure",
    });
    expect(problemFix("parts[0].reactions[0].substrates[1]").label).toBe("Draw the structure");
    expect(problemFix("parts[0].reactions[0].named_reactions[0]")).toEqual({
      place: { panel: "reaction", part: 0, reaction: 0 },
      label: "Open the reaction",
    });
    expect(problemFix("parts[2].reactions[1]").place).toEqual({ panel: "reaction", part: 2, reaction: 1 });
  });

  it("sends part problems to the part", () => {
    expect(problemFix("parts[3].number")).toEqual({
      place: { panel: "part", part: 3 },
      label: "Open the part",
    });
    expect(problemFix("parts")).toEqual({ place: { panel: "part", part: 0 }, label: "Draw the reactions" });
  });
});

describe("fixUrl", () => {
  it("opens the draft in the editor with the problem's path, marked as coming from Contribute", () => {
    expect(fixUrl(12, "parts[0].reactions[1].reagents[2]")).toBe(
      "/edit?draft=12&from=contribute&fix=parts%5B0%5D.reactions%5B1%5D.reagents%5B2%5D",
    );
  });
});
