/**
 * Bounds on Markdown that micromark renders in quadratic time or worse (docs/decisions/security/0042-markdown-bounded-and-stored-rendered.md "Markdown
 * bounded and stored rendered"): a line opening thousands of list items or block quotes ("- - - …"),
 * a paragraph leaving thousands of brackets open ("[a]([a](…"), and very many lines in one text
 * (a long paragraph or list is rescanned line by line). Measured limits, far above what a
 * description needs; the time limit of the rendering worker covers whatever slips past them.
 */
export const MARKDOWN_LIMITS = {
  /** Lines of the whole text. */
  lines: 1000,
  /** List items and block quotes open at a line's start (leading indentation counts as nesting). */
  nesting: 16,
  /** List markers and block-quote markers in the whole text. */
  markers: 500,
  /** `[` and `(` left open within one paragraph. */
  brackets: 32,
} as const;

/** Why `source` is over a limit, as a message for the field it came in, or null when it is within them. */
export function markdownLimitProblem(source: string): string | null {
  const lines = source.split("\n");
  if (lines.length > MARKDOWN_LIMITS.lines) return `must have at most ${MARKDOWN_LIMITS.lines} lines`;
  let open = 0;
  let markers = 0;
  for (const line of lines) {
    const { depth, opened } = containers(line);
    if (depth > MARKDOWN_LIMITS.nesting) {
      return `must not nest lists and block quotes more than ${MARKDOWN_LIMITS.nesting} levels deep`;
    }
    markers += opened;
    if (markers > MARKDOWN_LIMITS.markers) {
      return `must have at most ${MARKDOWN_LIMITS.markers} list items and block-quote markers`;
    }
    // Links never span a blank line, so each paragraph starts afresh.
    open = line.trim() === "" ? 0 : openBrackets(line, open);
    if (open > MARKDOWN_LIMITS.brackets) {
      return `must not leave more than ${MARKDOWN_LIMITS.brackets} brackets open in one paragraph`;
    }
  }
  return null;
}

const THEMATIC_BREAK = /^[ \t]*([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/;

/**
 * The markers a line opens (each `>` and list marker in a row at its start) and an upper bound on its
 * nesting: those plus half its leading indentation in columns (an item's content starts at least two
 * columns in, so indentation can continue one item per two columns). Stops counting past the limit.
 */
function containers(line: string): { depth: number; opened: number } {
  if (THEMATIC_BREAK.test(line)) return { depth: 0, opened: 0 };
  let i = 0;
  let column = 0;
  while (i < line.length && (line[i] === " " || line[i] === "\t")) {
    column = line[i] === "\t" ? column + 4 - (column % 4) : column + 1;
    i++;
  }
  const indented = Math.floor(column / 2);
  let opened = 0;
  while (i < line.length && indented + opened <= MARKDOWN_LIMITS.nesting) {
    if (line[i] === ">") {
      i++;
    } else {
      const marker = LIST_MARKER.exec(line.slice(i, i + 11));
      if (!marker) break;
      i += marker[0].length;
    }
    opened++;
    while (line[i] === " " || line[i] === "\t") i++;
  }
  return { depth: indented + opened, opened };
}

/** `open` after reading `line`: `[` and `(` open one, `]` and `)` close one, `\` escapes the next. */
function openBrackets(line: string, open: number): number {
  let depth = open;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === "\\") i++;
    else if (c === "[" || c === "(") depth++;
    else if ((c === "]" || c === ")") && depth > 0) depth--;
  }
  return depth;
}
