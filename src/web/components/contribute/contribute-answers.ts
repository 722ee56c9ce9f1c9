import { useFetcher, useRouteLoaderData } from "react-router";
import { checkDraft, getDraft, listAuthors } from "../../api-client/contribute.ts";
import type { clientLoader as contributeLoader } from "../../routes/contribute.tsx";

/*
 * The contribute page's answers in the browser: the reads (its data routes' `clientLoader`s and its
 * own first reads run them) and the fetchers the steps read them from. Apart from
 * contribute-reads.ts, which maps the page's state to them, so the steps need not import the state.
 */

/**
 * Step 4's reads of the saved draft: its record (already submitted or published?) and what it still
 * lacks. A GET needs no anti-forgery token, so none is sent.
 */
export async function readDraftCheck(id: number) {
  const [record, result] = await Promise.all([getDraft("", id), checkDraft(id)]);
  return { id, record, result };
}

/** The archive's authors for step 2's investigator; a list that cannot be read offers none. */
export async function readAuthors() {
  return { authors: (await listAuthors()).data ?? [] };
}

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
