/**
 * Where each problem of the completeness check (publish-check.ts) is fixed, so that no list of
 * problems is a dead end: the Contribute page's step 4 and the editor's list give each problem a
 * button that opens the editor at that place (docs/decisions/editor/0058-no-dead-ends-while-entering-a-synthesis.md "No dead ends while entering a
 * synthesis"). Pure; part and reaction indexes count as the problems' paths do (parts by number,
 * reactions by step).
 */

/** The editor panel that fixes a problem, with the part and reaction it belongs to. */
export type FixPlace =
  | { panel: "synthesis" }
  | { panel: "part"; part: number }
  | { panel: "reaction" | "reagents" | "solvents"; part: number; reaction: number };

export interface ProblemFix {
  place: FixPlace;
  /** The button's text. */
  label: string;
}

const REACTION_FIELD: Record<string, { panel: "reaction" | "reagents" | "solvents"; label: string }> = {
  reagents: { panel: "reagents", label: "Add the reagent" },
  solvents: { panel: "solvents", label: "Add the solvent" },
  substrates: { panel: "reaction", label: "Draw the structure" },
  products: { panel: "reaction", label: "Draw the structure" },
  special_reagent: { panel: "reaction", label: "Draw the structure" },
};

const DETAILS_LABEL: Record<string, string> = {
  molecule: "Pick or add the molecule",
  author: "Pick or add the investigator",
  references: "Complete the references",
};

/** The place and button text for a problem's path, e.g. `parts[0].reactions[1].reagents[2]`. */
export function problemFix(path: string): ProblemFix {
  const reaction = /^parts\[(\d+)\]\.reactions\[(\d+)\](?:\.([a-z_]+))?/.exec(path);
  if (reaction) {
    const field = REACTION_FIELD[reaction[3] ?? ""];
    return {
      place: { panel: field?.panel ?? "reaction", part: Number(reaction[1]), reaction: Number(reaction[2]) },
      label: field?.label ?? "Open the reaction",
    };
  }
  const part = /^parts(?:\[(\d+)\])?/.exec(path);
  if (part) {
    return {
      place: { panel: "part", part: Number(part[1] ?? 0) },
      label: part[1] ? "Open the part" : "Draw the reactions",
    };
  }
  const top = /^[a-z_0-9]+/i.exec(path)?.[0] ?? "";
  return { place: { panel: "synthesis" }, label: DETAILS_LABEL[top] ?? "Open the synthesis details" };
}

/** The editor opened at the place that fixes `path`, coming from the Contribute page. */
export function fixUrl(draftId: number, path: string): string {
  return `/edit?draft=${draftId}&from=contribute&fix=${encodeURIComponent(path)}`;
}
