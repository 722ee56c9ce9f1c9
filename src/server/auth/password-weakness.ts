import { ZxcvbnFactory, type ZxcvbnResult } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";

// How easy a new password is to guess, with zxcvbn and its common and English dictionaries. Only
// the strength worker (password-strength-worker.ts) loads this module: the dictionaries take tens
// of MB and a few hundred ms to build, and a check of a crafted password tens of ms, all of it off
// the main thread.

/**
 * The lowest zxcvbn score a new password may have: 3 means about 10^8 guesses or more, which
 * argon2id (passwords.ts) makes years of work offline (docs/decisions/accounts/0098-password-strength.md).
 */
export const MIN_PASSWORD_SCORE = 3;

/** The account a password is for: its own words may not make up the password. */
export interface PasswordOwner {
  email: string;
  name?: string;
}

/**
 * Only this many leading characters are scored: zxcvbn's matching grows fast with the length (256
 * characters took up to 2 s here), while 32 characters that are easy to guess stay easy to guess
 * whatever follows them. Fewer l33t variants than the default (100) for the same reason: a check
 * then takes a few ms, a crafted one some tens (docs/decisions/accounts/0098-password-strength.md).
 */
const SCORED_LENGTH = 32;
const L33T_VARIANTS = 20;

/**
 * zxcvbn's English feedback, reworded as what to do; an empty suggestion is left out (it only
 * repeated its warning). The pages show it after "is too easy to guess." (docs/product/texts.md §9).
 */
const WARNINGS = {
  straightRow: "Avoid straight rows of keys like 'qwerty'.",
  keyPattern: "Avoid keyboard patterns.",
  simpleRepeat: "Avoid repeated characters like 'aaa'.",
  extendedRepeat: "Avoid repeated patterns like 'abcabcabc'.",
  sequences: "Avoid sequences like 'abc' or '1234'.",
  recentYears: "Avoid recent years.",
  dates: "Avoid dates and years that mean something to you.",
  topTen: "It is one of the most common passwords, which attackers try first.",
  topHundred: "It is one of the most common passwords, which attackers try first.",
  common: "It is one of the most common passwords, which attackers try first.",
  similarToCommon: "It is too close to one of the most common passwords.",
  wordByItself: "A single word is easy to guess.",
  namesByThemselves: "Names are easy to guess.",
  commonNames: "Common names are easy to guess.",
  userInputs: "Avoid your name and e-mail address, or parts of them.",
  pwned: "It appeared in a data breach.",
};
/** What every refusal ends with when zxcvbn has nothing more specific to suggest. */
const USE_WORDS = "Use a few unrelated words.";
const SUGGESTIONS = {
  anotherWord: USE_WORDS,
  useWords: "Use a few unrelated words, not a common phrase.",
  repeated: "",
  sequences: "",
  dates: "",
  recentYears: "",
};

/** zxcvbn with the dictionaries and the advice above, built once per worker. */
export function createStrengthMeter(): ZxcvbnFactory {
  return new ZxcvbnFactory({
    translations: {
      ...en.translations,
      warnings: { ...en.translations.warnings, ...WARNINGS },
      suggestions: { ...en.translations.suggestions, ...SUGGESTIONS },
    },
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
    maxLength: SCORED_LENGTH,
    l33tMaxSubstitutions: L33T_VARIANTS,
  });
}

/** The owner's own words, lower-cased: the e-mail, its local part and domain, the name, and each word of them. */
export function ownerWords(owner: PasswordOwner): string[] {
  const email = owner.email.trim().toLowerCase();
  const at = email.lastIndexOf("@");
  const wholes = [
    email,
    email.slice(0, Math.max(at, 0)),
    email.slice(at + 1),
    (owner.name ?? "").trim().toLowerCase(),
  ];
  const words = wholes.flatMap((whole) => whole.split(/[^\p{L}\p{N}]+/u));
  return [...new Set([...wholes, ...words])].filter((word) => word.length >= 3);
}

/** `password` without any of `words` (any letter case): what is left of it once they are known. */
function withoutWords(password: string, words: string[]): string {
  if (words.length === 0) return password;
  const escaped = [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return password.replace(new RegExp(escaped.join("|"), "giu"), "");
}

/** The refusal's advice: zxcvbn's warning and suggestions, each once, ending with what to use instead. */
function advice(result: ZxcvbnResult): string {
  const { warning, suggestions } = result.feedback;
  const lines = [warning, ...suggestions.filter((line) => line !== USE_WORDS), USE_WORDS];
  return [...new Set(lines.filter((line): line is string => Boolean(line)))].join(" ");
}

/**
 * Why `password` is too easy to guess for `owner`'s account, as advice (null when it is strong
 * enough): zxcvbn scores it with the owner's words as known inputs, and, because zxcvbn rates a
 * chain of several known words highly ("ada-lovelace-1815"), what is left once the owner's words
 * are taken out must reach the score on its own too.
 */
export function passwordWeakness(
  zxcvbn: ZxcvbnFactory,
  password: string,
  owner: PasswordOwner,
): string | null {
  const words = ownerWords(owner);
  const whole = zxcvbn.check(password, words);
  if (whole.score < MIN_PASSWORD_SCORE) return advice(whole);
  const rest = withoutWords(password, words);
  if (rest === password) return null;
  return zxcvbn.check(rest, words).score < MIN_PASSWORD_SCORE ? `${WARNINGS.userInputs} ${USE_WORDS}` : null;
}
