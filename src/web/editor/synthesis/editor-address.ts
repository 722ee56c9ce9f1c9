/**
 * The editor's address names what is open, so a reload, a bookmark or an e-mail's link comes back
 * to it: `/edit?draft={id}` for a saved draft, `/edit?synthesis={id}` for a published synthesis,
 * plain `/edit` for a new synthesis. Pure, so the rules are tested without a browser.
 */
import type { CopyOwner } from "./local-copy.ts";
import type { SynthesisSource } from "./session.ts";

const positiveId = (text: string | null): number | null => {
  if (text === null || !/^[1-9][0-9]{0,15}$/.test(text.trim())) return null;
  const id = Number(text.trim());
  return Number.isSafeInteger(id) ? id : null;
};

/** What the address asks to open: a draft, a published synthesis, or nothing (a new synthesis). */
export function requestedSynthesis(search: string): CopyOwner {
  const query = new URLSearchParams(search);
  const draft = positiveId(query.get("draft"));
  if (draft !== null) return { kind: "draft", id: draft };
  const synthesis = positiveId(query.get("synthesis"));
  if (synthesis !== null) return { kind: "published", id: synthesis };
  return { kind: "new" };
}

/**
 * The address for what is open, keeping `from=contribute` (the way back to the Contribute page)
 * and dropping what only the arrival acted on (`fix`, `import`).
 */
export function editorAddress(source: SynthesisSource, current: string): string {
  const before = new URLSearchParams(current);
  const query = new URLSearchParams();
  if (source.kind === "draft") query.set("draft", String(source.id));
  else if (source.kind === "published") query.set("synthesis", String(source.id));
  if (source.kind === "draft" && before.get("from") === "contribute") query.set("from", "contribute");
  const text = query.toString();
  return text ? `/edit?${text}` : "/edit";
}
