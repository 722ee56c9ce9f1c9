import { parentPort } from "node:worker_threads";
import { renderMarkdown } from "../../domain/markdown.ts";

/**
 * The rendering thread of markdown-renderer.ts: renders one text at a time and answers with its id.
 * A render that runs past the time limit is ended from outside by terminating this thread.
 */
const port = parentPort;
if (!port) throw new Error("markdown-worker.ts runs only as a worker thread");
port.on("message", (job: { id: number; source: string }) => {
  port.postMessage({ id: job.id, html: renderMarkdown(job.source) });
});
// The parser is loaded: from now on the caller's time limit runs.
port.postMessage({ ready: true });
