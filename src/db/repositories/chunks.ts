/** Splits id lists so `IN (…)` stays well under both engines' bound-parameter limits. */
export function chunks<T>(items: readonly T[], size = 900): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export { groupBy } from "../../domain/group-by.ts";
