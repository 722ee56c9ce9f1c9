import { oneLine } from "./export-meta.ts";

/**
 * User text inside the exports' CTfiles (docs/decisions/exports/0089-names-cannot-forge-a-record-in-the-sd-and-rd-files.md "Names cannot forge a record in the SD
 * and RD files"). Readers cut a file into records, blocks and data items at lines that start with
 * `$` (`$$$$`, `$RXN`, `$MOL`, `$RFMT`, `$DTYPE`, `$DATUM`), with `>` (a data item's header) or are
 * `M  END`, and end a data item at a blank line. A name or value never makes such a line: line breaks
 * in a name become spaces, a value's blank lines are dropped, and a line of user text that would
 * start like a frame line gets one space before it, which readers drop when they trim a value or a
 * title (RDKit, Open Babel, the archive's own importer). User text never starts with a space here
 * (it is trimmed), so the space is never the text's own.
 */

/** The start of a line a reader takes for a record's, a block's or a data item's frame. */
const FRAME_START = /^(?:\$|>|M {2}END)/;

/** The longest title line of a Molfile (its first header line). */
export const MOLFILE_TITLE_MAX = 80;

/** A line of user text that may start a line of the file: a space before a frame-like start. */
export function ctfileLine(text: string): string {
  return FRAME_START.test(text) ? ` ${text}` : text;
}

/** A Molfile's title line: the name on one line, at most 80 characters (never half a surrogate pair). */
export function molfileTitle(name: string): string {
  return Array.from(ctfileLine(oneLine(name)))
    .slice(0, MOLFILE_TITLE_MAX)
    .join("")
    .trimEnd();
}

/**
 * An SD data item's value lines: its own line breaks kept, other control characters made spaces,
 * each line trimmed, blank lines dropped (a blank line ends the item), every line made safe.
 */
export function dataValueLines(value: string): string[] {
  return value
    .split(/\r\n|[\n\r\u2028\u2029]/)
    .map((line) => line.replace(/\p{Cc}/gu, " ").trim())
    .filter((line) => line !== "")
    .map(ctfileLine);
}

/**
 * An RDfile `$DATUM` value, on the `$DATUM` line itself. The datum starts at column 8; one that
 * starts with `$` would read as `$MFMT` (a Molfile follows) or `$MIREG`/`$MEREG` (a registry
 * number), so such a value is written one column later, as text.
 */
export function datumText(value: string): string {
  const text = oneLine(value);
  return text.startsWith("$") ? ` ${text}` : text;
}
