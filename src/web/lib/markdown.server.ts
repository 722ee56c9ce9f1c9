/**
 * The named-reaction page renders Markdown on the server only, so no parser ships to the browser;
 * the rule itself lives in the domain, where the editor's preview call uses it too.
 */
export { renderMarkdown } from "../../domain/markdown.ts";
