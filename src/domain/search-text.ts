/**
 * Search-text normalisation shared by the search index, the search box and the editor's list
 * filters (docs/product/rules.md §4.8: ignore case, subscript digits are plain digits). Index text and query
 * text must go through the same function, so a query typed on a plain keyboard ('pph3', 'negishi',
 * 'alpha-pinene', 'diels-alder') finds 'Pd(PPh₃)₄', 'Negishi', 'α-Pinene' and 'Diels–Alder'.
 */

/** Latin letters that NFKD does not decompose into a base letter plus a combining mark. */
const LATIN_FOLDS: Readonly<Record<string, string>> = {
  ß: "ss",
  ẞ: "SS",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ø: "o",
  Ø: "O",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ð: "d",
  Ð: "D",
  þ: "th",
  Þ: "TH",
  ı: "i",
};

/**
 * Strips accents and other diacritics and folds compatibility forms, keeping case:
 * 'Négishi' -> 'Negishi', 'KMnO₄' -> 'KMnO4', 'x²' -> 'x2', 'Łukasz' -> 'Lukasz', 'ﬁ' -> 'fi'.
 * NFKD turns sub- and superscript digits into ASCII digits and splits accented letters.
 */
export function foldAccents(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[ßẞæÆœŒøØłŁđĐðÐþÞı]/g, (c) => LATIN_FOLDS[c] ?? c);
}

/** Lower-case Greek letters (after folding tonos away) and the Latin names chemists type for them. */
const GREEK_NAMES: Readonly<Record<string, string>> = {
  α: "alpha",
  β: "beta",
  γ: "gamma",
  δ: "delta",
  ε: "epsilon",
  ϵ: "epsilon",
  ζ: "zeta",
  η: "eta",
  θ: "theta",
  ϑ: "theta",
  ι: "iota",
  κ: "kappa",
  λ: "lambda",
  μ: "mu",
  ν: "nu",
  ξ: "xi",
  ο: "omicron",
  π: "pi",
  ρ: "rho",
  σ: "sigma",
  ς: "sigma",
  τ: "tau",
  υ: "upsilon",
  φ: "phi",
  ϕ: "phi",
  χ: "chi",
  ψ: "psi",
  ω: "omega",
};

/**
 * Lower case, no diacritics, sub/superscript digits as digits, Greek letters spelled out ('α' ->
 * 'alpha', 'Δ' -> 'delta', 'µ' -> 'mu'), every dash as '-', curly quotes as straight ones, single
 * spaces, trimmed. Punctuation is kept so the text can still be shown or substring-matched.
 */
export function normalizeSearchText(s: string): string {
  return foldAccents(s)
    .toLowerCase()
    .replace(/[α-ωϑϕϵ]/g, (c) => GREEK_NAMES[c] ?? c)
    .replace(/[\u2010-\u2015\u2212\uFE63\uFF0D]/g, "-")
    .replace(/[\u2018\u2019\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201F\u2033]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Words of a text for indexing and querying: the normalised text split on everything that is not a
 * letter or a digit. Letters and digits written together stay together ('pph3', 'kmno4'), so a
 * formula is found by its groups: 'Pd(PPh₃)₄' -> ['pd', 'pph3', '4'], 'Diels–Alder' -> ['diels',
 * 'alder'], '(−)-Strychnine' -> ['strychnine'].
 */
export function tokenize(s: string): string[] {
  return normalizeSearchText(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0);
}

/** Query words of at least this many characters tolerate one typo (hosted engines' default). */
export const ONE_TYPO_FROM = 4;
/** Query words of at least this many characters tolerate two typos. */
export const TWO_TYPOS_FROM = 8;

/**
 * How many typos a search matches for one query word (a token of `tokenize`), judged on that word's
 * own length: none below 4 characters, one from 4, two from 8. A typo is one inserted, deleted or
 * substituted letter, or two neighbouring letters swapped ('qiunine' is one typo from 'quinine').
 * Numbers ('1999', '2024') never tolerate a typo: a different number is a different thing.
 */
export function typoBudget(word: string): 0 | 1 | 2 {
  if (word.length < ONE_TYPO_FROM || /^\d+$/.test(word)) return 0;
  return word.length < TWO_TYPOS_FROM ? 1 : 2;
}
