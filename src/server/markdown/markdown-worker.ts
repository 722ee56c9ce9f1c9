import { renderMarkdown } from "../../domain/markdown.ts";
import { serveTasks } from "../workers/bounded-worker-thread.ts";

/**
 * The rendering thread of markdown-renderer.ts: renders one text at a time. A render that runs past
 * the time limit is ended from outside by terminating this thread.
 */
serveTasks((source: string) => renderMarkdown(source));
