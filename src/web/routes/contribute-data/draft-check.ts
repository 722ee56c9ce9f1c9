import { readDraftCheck } from "../../components/contribute/contribute-answers.ts";
import type { Route } from "./+types/draft-check.ts";

/** Step 4's reads of the saved draft, loaded by the contribute page's fetcher; never a page. */
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => readDraftCheck(Number(params.id));

/** A document request for this address: not a page. */
export function loader(): never {
  throw new Response("Not Found", { status: 404 });
}
