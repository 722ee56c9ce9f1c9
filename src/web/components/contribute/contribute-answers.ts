import { useFetcher, useRouteLoaderData } from "react-router";
import type { clientLoader as contributeLoader } from "../../routes/contribute.tsx";
import type { readAuthors, readDraftCheck } from "./contribute-read-calls.ts";

/*
 * The contribute page's answers in the browser: the fetchers its steps read them from (the reads
 * themselves are contribute-read-calls.ts). Apart from contribute-reads.ts, which maps the page's
 * state to them, so the steps need not import the state.
 */

export type Answers = {
  check: Awaited<ReturnType<typeof readDraftCheck>>;
  authors: Awaited<ReturnType<typeof readAuthors>>;
};
export type ContributeReadSlot = keyof Answers;

/** A slot's fetcher, by its fixed key. */
export function useContributeRead<S extends ContributeReadSlot>(slot: S) {
  return useFetcher<Answers[S]>({ key: `contribute-read:${slot}` });
}

/**
 * A slot's answer that `fits` what is shown: the fetcher's latest, else the first reads'; null while
 * the fetcher loads or nothing fitting was read.
 */
export function useContributeAnswer<S extends ContributeReadSlot>(
  slot: S,
  fits: (answer: Answers[S]) => boolean,
): Answers[S] | null {
  const fetcher = useContributeRead(slot);
  const first = useRouteLoaderData<typeof contributeLoader>("routes/contribute");
  if (fetcher.state !== "idle") return null;
  // The answer as the clientLoader returned it: nothing is serialized between them.
  const latest = fetcher.data as Answers[S] | undefined;
  if (latest && fits(latest)) return latest;
  const earlier = first && "first" in first ? (first.first[slot] as Answers[S] | null) : null;
  return earlier && fits(earlier) ? earlier : null;
}
