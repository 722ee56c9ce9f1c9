import { checkDraft, getDraft } from "../../api-client/contribute.ts";
import type { Route } from "./+types/draft-check.ts";

/**
 * Step 4's reads of the saved draft, loaded by the contribute page's fetcher; never a page. The
 * same reads as the page's first (contribute-read-calls.ts `readDraftCheck`), written again here so
 * the page and this route share no module of their own: a shared one is one more script file on
 * the page.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = Number(params.id);
  const [record, result] = await Promise.all([getDraft("", id), checkDraft(id)]);
  return { id, record, result };
}

/** A document request for this address: not a page. */
export function loader(): never {
  throw new Response("Not Found", { status: 404 });
}
