/** Pure helpers of the structure dialog: what the paste box holds and how a formula is written. */

import type { StructurePreviewRequest } from "../../../contract/structures.ts";

/** A Molfile (V2000 or V3000) rather than a SMILES: it ends its blocks with "M  END". */
export function isMolfile(text: string): boolean {
  return /^M {2}END\s*$/m.test(text) || /\bV[23]000\b/.test(text);
}

/**
 * Enter in the paste box saves (as Save does) when the box holds one line, a SMILES as pasted or
 * typed; in a Molfile, several lines, Enter stays a line break. Shift+Enter is always a line break.
 */
export function enterSaves(
  text: string,
  key: { key: string; shiftKey: boolean; composing: boolean },
): boolean {
  return (
    key.key === "Enter" && !key.shiftKey && !key.composing && !text.trim().includes("\n") && !isMolfile(text)
  );
}

/** The body of a preview request for what the paste box holds, or null when it is empty. */
export function previewBody(text: string): StructurePreviewRequest | null {
  if (text.trim() === "") return null;
  return isMolfile(text) ? { molfile: text } : { smiles: text.trim() };
}

export interface FormulaPart {
  text: string;
  kind: "symbol" | "count" | "charge";
}

/**
 * A Hill formula ("C7H6O2", "C2H3O2-", "C6H14N2+2") split into element symbols, counts (written as
 * subscripts) and a trailing charge (written as a superscript, "2+" as chemists write it).
 */
export function formulaParts(formula: string): FormulaPart[] {
  const charge = /([+-])(\d*)$/.exec(formula);
  const body = charge ? formula.slice(0, charge.index) : formula;
  const parts: FormulaPart[] = [];
  for (const match of body.matchAll(/(\[\d+\]|[A-Z][a-z]?|\*)(\d*)/g)) {
    parts.push({ text: match[1], kind: "symbol" });
    if (match[2]) parts.push({ text: match[2], kind: "count" });
  }
  if (charge) parts.push({ text: `${charge[2]}${charge[1] === "-" ? "−" : "+"}`, kind: "charge" });
  return parts;
}

/** "1 carbon", "7 carbons". */
export function carbonLabel(count: number): string {
  return `${count} carbon${count === 1 ? "" : "s"}`;
}
