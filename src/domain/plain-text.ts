/**
 * What user-written text may not contain (docs/decisions/security/0038-uploads-user-text-and-passwords.md, issue 22): C0 and C1 control
 * characters (DEL too), the Unicode line and paragraph separators, and the explicit bidirectional
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that can make text read
 * differently from how it is stored. The implicit marks (LRM, RLM, ALM) stay allowed: names in
 * right-to-left scripts use them, and they reorder nothing on their own.
 */
const NOT_IN_A_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** A multi-line text (a comment, a description) may also hold line breaks and tabs. */
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;

export const SINGLE_LINE_MESSAGE = "must be one line, without control characters or text-direction overrides";
export const MULTI_LINE_MESSAGE = "must not contain control characters or text-direction overrides";

/** True when `text` is one line of plain text (names, titles, display texts). */
export const isSingleLine = (text: string): boolean => !NOT_IN_A_LINE.test(text);

/** True when `text` is plain text whose only controls are line breaks and tabs (comments). */
export const isPlainText = (text: string): boolean =>
  !NOT_IN_A_LINE.test(text.replace(LINE_BREAKS_AND_TABS, ""));
