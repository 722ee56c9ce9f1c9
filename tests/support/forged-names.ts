/**
 * Names that would forge the frame of an SD file or RDfile if an export wrote them as they are:
 * record ends, block starts, data item headers, a Molfile's end, line breaks before any of them, and
 * a name far longer than a Molfile's 80-character title line.
 */

/** Names a synthesis document may hold (one line, no control characters). */
export const ONE_LINE_FORGING_NAMES = [
  "$$$$",
  "$RXN",
  "$RFMT",
  "$MOL",
  "$RDFILE 1",
  "$DTYPE NAME",
  "$DATUM x",
  "> <NAME>",
  "> <x>",
  "M  END",
];

/** What the writers must also withstand: line breaks of every kind, blank lines, 10,000 characters. */
export const FORGING_NAMES = [
  ...ONE_LINE_FORGING_NAMES,
  "Menthol\n$$$$\n> <SMILES>\nC",
  "pinene\r\n$RFMT\r\n$RXN",
  "tail\r$MOL",
  "tail\u2028$$$$",
  "tail\u0085$$$$",
  "tail\n\n\n> <after a blank line>",
  "x".repeat(10_000),
];

/**
 * An RDfile `$DATUM` value of exactly `$MFMT` announces a Molfile; names and values must never
 * read as that.
 */
export const MOLFILE_MARKER = "$MFMT";
