import { listAuthors } from "../../api-client/contribute.ts";

/**
 * The archive's authors for step 2's investigator, loaded by the contribute page's fetcher; a list
 * that cannot be read offers none (as contribute-read-calls.ts `readAuthors`, written again for the
 * reason draft-check.ts gives).
 */
export async function clientLoader() {
  return { authors: (await listAuthors()).data ?? [] };
}

/** A document request for this address: not a page. */
export function loader(): never {
  throw new Response("Not Found", { status: 404 });
}
