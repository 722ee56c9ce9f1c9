/**
 * Who a synthesis page credits (pages.md §2.10.1): its submitter, then the contributors whose
 * corrections were published (issue 40 point 6). Its own module, imported by the synthesis summary
 * only, so the public page's script gains no chunk.
 */

/** Names in a sentence: 'A', 'A and B', 'A, B and C'. */
function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * Who the page credits: 'Submitted by A', then the contributors whose corrections were published
 * ('corrected by B and C'); null when there is nobody to name. A name given twice is said once.
 */
export function creditLine(submitter: string | null, correctedBy: readonly string[]): string | null {
  const others = [...new Set(correctedBy.map((n) => n.trim()).filter(Boolean))].filter(
    (n) => n !== submitter?.trim(),
  );
  const corrected = others.length > 0 ? `corrected by ${listed(others)}` : null;
  if (submitter?.trim())
    return corrected ? `Submitted by ${submitter.trim()}, ${corrected}` : `Submitted by ${submitter.trim()}`;
  return corrected ? `${corrected[0]?.toUpperCase()}${corrected.slice(1)}` : null;
}
