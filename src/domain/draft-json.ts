/**
 * Reading a draft's stored document as it is, unfinished, old or damaged (the Synthesis document or
 * the editor's own copy with ids): nothing of its shape is assumed, a missing or odd value reads as
 * empty.
 */

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
export const array = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Every entry of the list `list` (reagents, solvents, named_reactions…) of every reaction of every part. */
export function reactionEntries(document: Record<string, unknown>, list: string): unknown[] {
  const entries: unknown[] = [];
  for (const part of array(document.parts)) {
    if (!isObject(part)) continue;
    for (const reaction of array(part.reactions)) {
      if (isObject(reaction)) entries.push(...array(reaction[list]));
    }
  }
  return entries;
}
