import { useEffect } from "react";
import { problemFix } from "../../../domain/problem-fixes.ts";
import { checkDraft } from "../../api-client/review.ts";
import { type Problem, placeProblems } from "./problems.ts";
import { currentDraft } from "./session.ts";
import type { SynthesisFile } from "./use-synthesis-file.ts";

/**
 * Arriving from a button of Contribute's step 4 (`/edit?draft={id}&from=contribute&fix={path}`):
 * once that draft is open, selects the part or reaction of the problem and the panel that fixes it
 * (problem-fixes.ts), and lists what the completeness check still finds above the parts.
 */
export function useFixOnArrival(
  fix: string | null,
  draftId: number | null,
  file: SynthesisFile,
  done: (fix: null) => void,
  showProblems: (problems: Problem[]) => void,
) {
  const { session, apply } = file;
  useEffect(() => {
    if (fix === null || draftId === null) return;
    if (session.source.kind !== "draft" || session.source.id !== draftId) return;
    done(null);
    const [placed] = placeProblems(currentDraft(session), [{ path: fix, message: "" }]);
    apply({ type: "selected", id: placed.reactionId ?? placed.partId, panel: problemFix(fix).place.panel });
    checkDraft(draftId)
      .then((r) => showProblems(r.problems ?? []))
      .catch(() => {});
  }, [fix, draftId, session, apply, done, showProblems]);
}
