import { markdownAsText } from "../../domain/markdown.ts";
import { ApiError } from "../http/errors.ts";
import type { MarkdownRenderer } from "./markdown-renderer.ts";

/**
 * The HTML to store for a text that was accepted once and is written back now (a history restore):
 * rendered by the worker, or, when it is over today's limits or past the time limit (it may predate
 * them), shown as plain escaped text rather than refusing the restore. A busy worker (503) still
 * refuses, so the caller may try again.
 */
export async function storedHtmlOf(
  markdown: Pick<MarkdownRenderer, "render">,
  source: string | null,
): Promise<string | null> {
  try {
    return await markdown.render(source, "description");
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 422))
      return markdownAsText(source);
    throw error;
  }
}
