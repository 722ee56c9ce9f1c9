/**
 * The heading of a synthesis page (docs/product/pages.md §2.10.1): the target, then whose route it is
 * and when, "Quinine — Stork, 2001", so routes to one target differ at a glance. A draft's preview
 * may not have an investigator or a year yet: what is missing is left out, never filled in.
 */
export function synthesisHeading(s: {
  molecule: { name: string };
  author: { lastName: string };
  year: number | null;
}): string {
  const whose = [s.author.lastName.trim(), s.year ? String(s.year) : ""].filter(Boolean).join(", ");
  return whose ? `${s.molecule.name} — ${whose}` : s.molecule.name;
}

/** The title every citation of a synthesis page uses (also the page's <title>). */
export function synthesisPageTitle(s: {
  molecule: { name: string };
  author: { lastName: string };
  year: number;
}): string {
  return `Synthesis of ${s.molecule.name} by ${s.author.lastName} (${s.year})`;
}
