import { parentPort } from "node:worker_threads";

/**
 * The worker side of bounded-worker.ts: answers each task with its id, one at a time. A task that
 * runs too long is ended from outside by terminating this thread. An error thrown by `handle` is an
 * unexpected failure; refusals a caller must read belong in the handler's own answer.
 */
export function serveTasks<I, O>(handle: (input: I) => O): void {
  const port = parentPort;
  if (!port) throw new Error("this module runs only as a worker thread");
  port.on("message", (task: { id: number; input: I }) => {
    try {
      port.postMessage({ id: task.id, ok: true, value: handle(task.input) });
    } catch (error) {
      port.postMessage({
        id: task.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  });
  // The modules are loaded: from now on the caller's time limit runs.
  port.postMessage({ ready: true });
}
