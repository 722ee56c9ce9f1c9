/**
 * Reagent and solvent names as a chemist writes them: counts in a formula-like name with subscript
 * digits ('Ph3P' -> 'Ph₃P', 'Pd(PPh3)4' -> 'Pd(PPh₃)₄'), so a name typed on a plain keyboard reads
 * like the reference data, which stores real subscripts (data/demo/README.md). Pure and small: the
 * public pages run it.
 */

const SUBSCRIPTS = "₀₁₂₃₄₅₆₇₈₉";

/**
 * Abbreviations whose digits are part of the name, not counts (P3NO is a pyridine N-oxide, T3P an
 * anhydride, K10 a clay): written as typed.
 */
const NAMES_WITH_DIGITS = new Set(["P3NO", "T3P", "K10"]);

/**
 * A count is a run of digits right after an element symbol or a group written like one (a capital
 * and at most two small letters: Cl, Ph, Bu, Boc, Mes), a ligand written in small letters (B₂pin₂,
 * Pd₂dba₃) or a closing bracket. Digits that begin a token stay plain: locants and numbers
 * ('2,6-lutidine', '18-crown-6', '4 Å MS', the 7 of 'CeCl₃·7H₂O'), and so do digits inside a word
 * of small letters (a code such as 'lot4b').
 */
const COUNT = /(?<=[A-Z][a-z]{0,2}|(?<![a-z])(?:pin|dba|cod|acac|py)|[)\]])[0-9]+/g;
const TOKEN = /[^\s,;/·.-]+/g;

export function chemicalNameText(name: string): string {
  if (!/[0-9]/.test(name)) return name;
  return name.replace(TOKEN, (token) =>
    NAMES_WITH_DIGITS.has(token)
      ? token
      : token.replace(COUNT, (run) => [...run].map((d) => SUBSCRIPTS[Number(d)]).join("")),
  );
}
