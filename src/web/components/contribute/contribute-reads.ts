import { useCallback } from "react";
import { type ContributeReadSlot, useContributeRead } from "./contribute-answers.ts";
import { readAuthors, readDraftCheck } from "./contribute-read-calls.ts";
import { type ContributeState, LAST_STEP } from "./contribute-state.ts";

/*
 * The contribute page's reads in the browser
 * (docs/decisions/code/0130-one-data-layer-react-router-loaders-and-fetchers.md), as the editor's:
 * a pure mapping from what the page shows to data-route addresses (routes/contribute-data/), loaded
 * by keyed fetchers where the page's state changes (routes/contribute.tsx `change`). The reads of
 * the answers restored after hydration are the contribute route's `clientLoader`'s (`firstReads`).
 */

type Reads = Record<ContributeReadSlot, string | null>;

/** What the page showing `state` reads: step 4's check of the saved draft, step 2's authors. */
export function contributeReadsOf(state: ContributeState, signedIn: boolean): Reads {
  return {
    check:
      signedIn && state.step === LAST_STEP && state.draftId !== null
        ? `/contribute/data/drafts/${state.draftId}/check`
        : null,
    // Asked once a name is typed: the archive's authors that fit are offered.
    authors:
      signedIn && state.step === 1 && state.identity.investigator.trim() !== ""
        ? "/contribute/data/authors"
        : null,
  };
}

/** The reads of the restored page, done by its `clientLoader` before the page shows it. */
export async function firstReads(state: ContributeState, signedIn: boolean) {
  const reads = contributeReadsOf(state, signedIn);
  const [check, authors] = await Promise.all([
    reads.check && state.draftId !== null ? readDraftCheck(state.draftId) : null,
    reads.authors ? readAuthors() : null,
  ]);
  return { check, authors };
}

/** Loads what the page shows after a change and did not show before it. */
export function useContributeReads(): (from: Reads, to: Reads) => void {
  const check = useContributeRead("check").load;
  const authors = useContributeRead("authors").load;
  return useCallback(
    (from: Reads, to: Reads) => {
      const load = { check, authors };
      for (const slot of ["check", "authors"] as const) {
        const address = to[slot];
        if (address !== null && address !== from[slot]) void load[slot](address);
      }
    },
    [check, authors],
  );
}
