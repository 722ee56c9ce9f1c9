import { micromark } from "micromark";
import { markdownLimitProblem } from "./markdown-limits.ts";

/**
 * Markdown stored in the database (named-reaction descriptions) as HTML (docs/product/api.md §6.6:
 * no raw HTML from the database reaches a page). micromark escapes raw HTML and empties
 * `javascript:`/`data:` link targets unless told otherwise; the options are spelled out so a later
 * edit cannot turn them on by accident. Run in the Markdown worker (server/markdown/) for the
 * editor's preview and for the HTML stored when a description is saved, so the preview is exactly
 * what the page will show; page loaders read the stored HTML and never render.
 */
export function renderMarkdown(markdown: string | null | undefined): string | null {
  const source = markdown?.trim();
  if (!source) return null;
  const html = micromark(source, { allowDangerousHtml: false, allowDangerousProtocol: false });
  // A refused target leaves href="" / src="" (a link or request to the page itself): drop them.
  return html.replace(/<a href="">/g, "<a>").replace(/<img src="" alt="([^"]*)" \/>/g, "$1");
}

/**
 * Text written before the Markdown limits existed (domain/markdown-limits.ts) and over them: shown as
 * plain paragraphs, every character escaped, instead of being rendered.
 */
export function markdownAsText(markdown: string | null | undefined): string | null {
  const source = markdown?.trim();
  if (!source) return null;
  return source
    .split(/\n[ \t]*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
    .join("\n");
}

/**
 * The stored HTML of a text rendered in process: the migration that filled the stored HTML and the
 * demo data's seed. Within the limits the render is bounded; over them the text is shown as text.
 */
export function renderMarkdownWithinLimits(markdown: string | null | undefined): string | null {
  const source = markdown?.trim();
  if (!source) return null;
  return markdownLimitProblem(source) ? markdownAsText(source) : renderMarkdown(source);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
