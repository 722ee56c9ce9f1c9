/**
 * A molecular formula typed for a molecule drawn as an image (no SMILES to compute it from): Hill
 * order (C, then H, then the other elements alphabetically; without carbon all alphabetically),
 * plain or subscript digits, an optional net charge ('C2H3O2-', 'C6H14N2+2'). The carbon count of
 * the molecule is read from it.
 */

const ELEMENTS = new Set(
  (
    "H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr " +
    "Rb Sr Y Zr Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb " +
    "Lu Hf Ta W Re Os Ir Pt Au Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am Cm Bk Cf Es Fm Md No Lr Rf " +
    "Db Sg Bh Hs Mt Ds Rg Cn Nh Fl Mc Lv Ts Og D T"
  ).split(" "),
);

const SUBSCRIPTS = "₀₁₂₃₄₅₆₇₈₉";

export type ParsedFormula =
  | { ok: true; formula: string; carbonCount: number }
  | { ok: false; message: string };

/** Hill order of the element symbols of a formula. */
function hillOrder(symbols: readonly string[]): string[] {
  const sorted = [...symbols].sort();
  if (!symbols.includes("C")) return sorted;
  return ["C", ...(symbols.includes("H") ? ["H"] : []), ...sorted.filter((s) => s !== "C" && s !== "H")];
}

/** Checks and normalises (plain digits, trimmed) a Hill formula; a refusal says what is wrong. */
export function parseHillFormula(input: string): ParsedFormula {
  const text = input.trim().replace(/[₀-₉]/g, (d) => String(SUBSCRIPTS.indexOf(d)));
  if (text === "") return { ok: false, message: "must not be empty" };
  if (text.length > 100) return { ok: false, message: "must be at most 100 characters" };
  const match = /^((?:[A-Z][a-z]?\d*)+)([+-]\d*)?$/.exec(text);
  if (!match?.[1]) {
    return { ok: false, message: "must be a formula such as C21H22N2O2 (element symbols and counts)" };
  }
  const counts = new Map<string, number>();
  const order: string[] = [];
  for (const [, symbol, digits] of match[1].matchAll(/([A-Z][a-z]?)(\d*)/g)) {
    if (!symbol || !ELEMENTS.has(symbol)) return { ok: false, message: `has an unknown element '${symbol}'` };
    if (counts.has(symbol)) return { ok: false, message: `names ${symbol} twice` };
    const count = digits ? Number(digits) : 1;
    if (!Number.isSafeInteger(count) || count < 1 || /^0/.test(digits ?? "")) {
      return { ok: false, message: `has a count for ${symbol} that is not a positive whole number` };
    }
    counts.set(symbol, count);
    order.push(symbol);
  }
  const charge = match[2] ?? "";
  if (/^[+-]0/.test(charge) || charge === "+1" || charge === "-1") {
    return { ok: false, message: "must write a charge as +, -, +2, -2 …" };
  }
  const hill = hillOrder(order);
  const formula = `${order.map((s) => (counts.get(s) === 1 ? s : `${s}${counts.get(s)}`)).join("")}${charge}`;
  if (hill.join(" ") !== order.join(" ")) {
    const expected = hill.map((s) => (counts.get(s) === 1 ? s : `${s}${counts.get(s)}`)).join("");
    return { ok: false, message: `must be in Hill order: ${expected}${charge}` };
  }
  return { ok: true, formula, carbonCount: counts.get("C") ?? 0 };
}
