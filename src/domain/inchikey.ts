/**
 * InChIKeys as the archive reads them from a url or a search box. A standard InChIKey is 27
 * characters: a 14-letter block hashing the skeleton (connectivity), a 10-letter block for the
 * stereochemistry and isotopes (its last two letters the InChI version flags), and one letter for
 * the protonation, separated by hyphens. Letters are upper case; a lower-case key is read the same.
 */
const FULL = /^[A-Z]{14}-[A-Z]{8}[SN]A-[A-Z]$/;
const SKELETON = /^[A-Z]{14}$/;

/** The key in its stored (upper-case) form, or null when the text is not a standard InChIKey. */
export function parseInchiKey(text: string): string | null {
  const key = text.trim().toUpperCase();
  return FULL.test(key) ? key : null;
}

/** The first block of a key (the skeleton, stereochemistry ignored), or null when the text is not one. */
export function parseInchiKeySkeleton(text: string): string | null {
  const block = text.trim().toUpperCase();
  return SKELETON.test(block) ? block : null;
}
