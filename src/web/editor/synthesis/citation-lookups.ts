import { useEffect, useSyncExternalStore } from "react";
import { doiKey } from "../../../domain/doi.ts";
import {
  citationToLookUp,
  type DoiLookupOutcome,
  doiLookupFailure,
  doiLookupMessage,
} from "../../../domain/doi-citation.ts";
import { completeCitation } from "../../../domain/editor/reference-actions.ts";
import { ApiFailure } from "../../api-client/api.ts";
import { lookUpDoi } from "../../api-client/doi.ts";
import { useEditor } from "../editor-context.tsx";
import { useSynthesis } from "./synthesis-context.tsx";

/**
 * Citations of DOIs looked up in the background (docs/decisions/editor/0057-references-from-a-doi-and-links-already-used.md "References from a DOI"): every
 * reference of the open draft that has a DOI and no text yet is looked up once through
 * GET /api/doi/{doi}, without holding up the screen; the answer fills the text (ACS style) unless
 * the contributor typed one meanwhile. A look-up that fails (resolver down, DOI unknown) leaves the
 * reference with its DOI; the panel says which failure it was (not found, not a DOI, resolver
 * unreachable) and when, and 'Look up again' asks again and reports what it found in the Snackbar.
 */
export type CitationStatus =
  | { state: "looking" }
  | { state: "failed"; outcome: Exclude<DoiLookupOutcome, "found">; at: number };

const statuses = new Map<string, CitationStatus>();
/** DOIs whose next look-up was asked for by hand ('Look up again'): its result is said aloud. */
const askedByHand = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function set(doi: string, status: CitationStatus | null) {
  if (status === null) statuses.delete(doiKey(doi));
  else statuses.set(doiKey(doi), status);
  version++;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => version;

/** Where the look-up of `doi` stands: looking, failed, or null (none running, none failed). */
export function useCitationStatus(doi: string | null): CitationStatus | null {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return doi ? (statuses.get(doiKey(doi)) ?? null) : null;
}

/** Forgets a failed look-up, so the open draft's next render asks again and reports the result. */
export function lookUpAgain(doi: string): void {
  askedByHand.add(doiKey(doi));
  set(doi, null);
}

/** Runs in the synthesis editor: starts the look-ups the open draft needs. */
export function useCitationLookups(): void {
  const { draft, run } = useSynthesis();
  const { notify } = useEditor();
  useSyncExternalStore(subscribe, snapshot, snapshot);
  // One look-up per DOI (ignoring case), asked as the reference spells it.
  const waiting = new Map<string, string>();
  for (const r of draft.references) {
    if (r.doi !== null && citationToLookUp(r) && !statuses.has(doiKey(r.doi)))
      waiting.set(doiKey(r.doi), r.doi);
  }
  const wanted = [...waiting.values()].join("\n");

  useEffect(() => {
    if (wanted === "") return;
    for (const doi of wanted.split("\n")) {
      if (statuses.has(doiKey(doi))) continue;
      set(doi, { state: "looking" });
      const report = (outcome: DoiLookupOutcome) => {
        if (askedByHand.delete(doiKey(doi))) notify(doiLookupMessage(doi, outcome));
      };
      lookUpDoi(doi).then(
        (found) => {
          // The text first, so the next render has nothing left to look up for this DOI.
          run(completeCitation, { doi, display: found.display });
          set(doi, null);
          report("found");
        },
        (error: unknown) => {
          const outcome = doiLookupFailure(error instanceof ApiFailure ? error.status : 0);
          set(doi, { state: "failed", outcome, at: Date.now() });
          report(outcome);
        },
      );
    }
  }, [wanted, run, notify]);
}
