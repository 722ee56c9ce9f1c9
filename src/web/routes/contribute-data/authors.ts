import { readAuthors } from "../../components/contribute/contribute-answers.ts";

/** The archive's authors for step 2's investigator, loaded by the contribute page's fetcher. */
export const clientLoader = readAuthors;

/** A document request for this address: not a page. */
export function loader(): never {
  throw new Response("Not Found", { status: 404 });
}
