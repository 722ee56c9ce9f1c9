import { LETTERS } from "../../../domain/letter-index.ts";
import { sectionId } from "../../lib/lists.ts";
import { SectionIndex } from "./section-index.tsx";

const OTHER = "Names starting with a digit or a symbol";

/** A–Z plus '#': letters with entries link to their section, the others are shown greyed. */
export function LetterIndex({ present, prefix = "letter" }: { present: readonly string[]; prefix?: string }) {
  const has = new Set(present);
  return (
    <SectionIndex
      label="Alphabetical index"
      entries={LETTERS.map((letter) => ({
        label: letter,
        target: has.has(letter) ? sectionId(prefix, letter) : null,
        title: letter === "#" ? `# (${OTHER.toLowerCase()})` : undefined,
      }))}
    />
  );
}

/** The heading of a letter section ('#' gets words for screen readers). */
export function letterTitle(letter: string) {
  return letter === "#" ? <span title={OTHER}>#</span> : letter;
}
