import { createContext, type Dispatch, useContext, useRef } from "react";
import { messageOf } from "../api-client/api.ts";
import type { DeleteKind } from "./feedback.tsx";
import type { EditorState } from "./state/editor-state.ts";
import type { EditorAction } from "./state/editor-store.ts";

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

/** A queue that runs each task after the previous one has settled (resolved or failed). */
export function serialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const result = tail.then(task, task);
    tail = result.catch(() => undefined);
    return result;
  };
}

/**
 * Runs one form's saves one after the other: a second PUT is sent only when the first has been
 * answered, so the server (and the store) cannot end with an older change applied last.
 */
export function useSerialSaves(): <T>(save: () => Promise<T>) => Promise<T> {
  const queue = useRef<ReturnType<typeof serialQueue> | null>(null);
  if (queue.current === null) queue.current = serialQueue();
  return queue.current;
}
