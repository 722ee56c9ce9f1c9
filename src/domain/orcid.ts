/** An ORCID iD as people write it: four groups of four digits, the last character may be X. */
export const ORCID_SHAPE = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

/**
 * The check character of the first 15 digits of an ORCID iD (ISO 7064 MOD 11-2): "0"-"9" or "X"
 * for ten.
 */
export function orcidCheckCharacter(digits: string): string {
  let total = 0;
  for (const ch of digits) total = (total + Number(ch)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? "X" : String(result);
}

/** Whether `id` (e.g. 0000-0002-1825-0097) has the ORCID shape and a matching check character. */
export function isValidOrcid(id: string): boolean {
  if (!ORCID_SHAPE.test(id)) return false;
  const digits = id.replace(/-/g, "");
  return orcidCheckCharacter(digits.slice(0, 15)) === digits[15];
}
