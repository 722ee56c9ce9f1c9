import { createContext, type Dispatch, useContext } from "react";
import { messageOf } from "./api.ts";
import type { DeleteKind } from "./feedback.tsx";
import type { EditorAction, EditorState } from "./state/editor-store.ts";

export type Attempt<T> = { ok: true; value: T } | { ok: false };

/** What every editor screen gets: the store, the Snackbar and the Confirm dialog. */
export interface EditorServices {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  notify: (text: string) => void;
  confirmDelete: (kind: DeleteKind) => Promise<boolean>;
}

export const EditorContext = createContext<EditorServices | null>(null);

export function useEditor(): EditorServices {
  const services = useContext(EditorContext);
  if (!services) throw new Error("useEditor outside the editor");
  return services;
}

/**
 * Runs one server call; a refusal (any status, or no network) is shown in the Snackbar with the
 * server's message and reported as not ok, so the caller leaves its state as the server has it.
 */
export async function attempt<T>(
  notify: (text: string) => void,
  call: () => Promise<T>,
): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    notify(messageOf(error));
    return { ok: false };
  }
}
