import type { EditorId, SynthesisDraft } from "../../../domain/editor/draft.ts";

/** A problem the completeness check found (POST …/publish or …/submit answering 422, or …/check). */
export interface Problem {
  path: string;
  message: string;
}

/** A problem and the part and reaction of the draft it concerns (none: the synthesis details). */
export interface PlacedProblem extends Problem {
  partId: EditorId | null;
  reactionId: EditorId | null;
}

/**
 * Finds where each problem is: its path counts parts by number and reactions by step
 * (`parts[1].reactions[0].products`), as the check reads a stored draft.
 */
export function placeProblems(draft: SynthesisDraft, problems: readonly Problem[]): PlacedProblem[] {
  const parts = [...draft.parts].sort((a, b) => a.number - b.number);
  return problems.map((problem) => {
    const m = /^parts\[(\d+)\](?:\.reactions\[(\d+)\])?/.exec(problem.path);
    const part = m ? parts[Number(m[1])] : undefined;
    const reactions = part ? [...part.reactions].sort((a, b) => a.step - b.step) : [];
    const reaction = m?.[2] !== undefined ? reactions[Number(m[2])] : undefined;
    return { ...problem, partId: part?.id ?? null, reactionId: reaction?.id ?? null };
  });
}

/** The problems of one reaction card, for its warning outline and list. */
export const problemsOf = (problems: readonly PlacedProblem[], reactionId: EditorId) =>
  problems.filter((p) => p.reactionId === reactionId);
