import { micromark } from "micromark";

/**
 * Markdown stored in the database (named-reaction descriptions) as HTML (docs/product/api.md §6.6:
 * no raw HTML from the database reaches a page). micromark escapes raw HTML and empties
 * `javascript:`/`data:` link targets unless told otherwise; the options are spelled out so a later
 * edit cannot turn them on by accident. Used by the public page's loader and by the editor's preview
 * call, so the preview is exactly what the page will show.
 */
export function renderMarkdown(markdown: string | null | undefined): string | null {
  const source = markdown?.trim();
  if (!source) return null;
  const html = micromark(source, { allowDangerousHtml: false, allowDangerousProtocol: false });
  // A refused target leaves href="" / src="" (a link or request to the page itself): drop them.
  return html.replace(/<a href="">/g, "<a>").replace(/<img src="" alt="([^"]*)" \/>/g, "$1");
}
