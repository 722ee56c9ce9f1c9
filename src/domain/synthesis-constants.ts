/**
 * The fixed vocabularies and bounds of a synthesis (docs/product/rules.md §4.7), without the validation
 * library, so pages can use them without shipping zod to the browser.
 */
export const SYNTHESIS_TYPES = ["Total", "Formal", "Partial"] as const;
export const CHIRALITY_TYPES = ["Racemic", "Single Enantiomer", "Not Applicable"] as const;
export const REFERENCE_TYPES = ["standard", "original", "review"] as const;
export const PROTECTING_GROUP_LINKS = ["protection", "deprotection"] as const;

export const MIN_YEAR = 1850;
/** Year bounds run to the current year (docs/product/rules.md §4.7.1). */
export const maxYear = (now = new Date()) => now.getUTCFullYear();
