import type { ActionResult, DraftChemical, SynthesisDraft } from "./draft.ts";

/** Deep-freezes a draft so a test fails if an action writes to its input. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** The draft of a successful result; fails the test on a refusal. */
export function ok<E extends object>(result: ActionResult<E>): { ok: true; draft: SynthesisDraft } & E {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
}

export const structure = (name: string, smiles: string | null = "C"): Omit<DraftChemical, "id"> => ({
  name,
  smiles,
  filename: null,
  extension: null,
});
