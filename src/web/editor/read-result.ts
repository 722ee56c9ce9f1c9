import { messageOf } from "../api-client/api.ts";
import { nextMessageId } from "./message-ids.ts";

/**
 * What an editor read's `clientLoader` answers: the value, or the server's message. Never a throw:
 * a loader that throws replaces the whole editor by the route's error boundary. `at` numbers a
 * failure like a Snackbar message, so the Snackbar shows it once (docs/decisions/code/0130-one-data-layer-react-router-loaders-and-fetchers.md).
 */
export type ReadResult<T> = { ok: true; value: T } | { ok: false; message: string; at: number };

export async function readResult<T>(call: () => Promise<T>): Promise<ReadResult<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, message: messageOf(error), at: nextMessageId() };
  }
}

/** The server loader of a data route: its address is the editor's, never a page. */
export function notAPage(): never {
  throw new Response("Not Found", { status: 404 });
}
