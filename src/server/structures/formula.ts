/**
 * Molecular formula from RDKit's commonchem JSON (`mol.get_json()`). MinimalLib has no formula
 * descriptor, but its JSON lists every atom's element, implicit-H count and formal charge.
 */

// Element symbols indexed by atomic number; 0 is RDKit's dummy atom ("*" in SMILES).
const SYMBOLS = (
  "* H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr " +
  "Rb Sr Y Zr Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb " +
  "Lu Hf Ta W Re Os Ir Pt Au Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am Cm Bk Cf Es Fm Md No Lr Rf " +
  "Db Sg Bh Hs Mt Ds Rg Cn Nh Fl Mc Lv Ts Og"
).split(" ");

interface JsonAtom {
  z?: number;
  impHs?: number;
  chg?: number;
}

interface CommonChem {
  defaults?: { atom?: JsonAtom };
  molecules: { atoms?: JsonAtom[] }[];
}

export interface Formula {
  /** Hill order, e.g. "C21H22N2O2"; a net charge is appended as RDKit/PubChem do: "C2H3O2-", "C6H14N2+2". */
  formula: string;
  carbonCount: number;
}

export function formulaFromJson(json: string): Formula {
  const doc = JSON.parse(json) as CommonChem;
  // Atoms omit fields equal to the defaults block (carbon, no H, neutral), so merge it back.
  const defaults = { z: 6, impHs: 0, chg: 0, ...doc.defaults?.atom };
  const counts = new Map<string, number>();
  const add = (symbol: string, n: number) => counts.set(symbol, (counts.get(symbol) ?? 0) + n);
  let charge = 0;
  for (const molecule of doc.molecules) {
    for (const raw of molecule.atoms ?? []) {
      const atom = { ...defaults, ...raw };
      add(SYMBOLS[atom.z] ?? `[${atom.z}]`, 1); // explicit H atoms (e.g. [2H]) count as H here
      if (atom.impHs > 0) add("H", atom.impHs);
      charge += atom.chg;
    }
  }
  return { formula: hillFormula(counts) + chargeSuffix(charge), carbonCount: counts.get("C") ?? 0 };
}

/** Hill order: C, then H, then the rest alphabetically; without carbon everything is alphabetical. */
function hillFormula(counts: Map<string, number>): string {
  const symbols = [...counts.keys()].sort();
  const ordered = counts.has("C")
    ? ["C", ...(counts.has("H") ? ["H"] : []), ...symbols.filter((s) => s !== "C" && s !== "H")]
    : symbols;
  return ordered.map((s) => (counts.get(s) === 1 ? s : `${s}${counts.get(s)}`)).join("");
}

function chargeSuffix(charge: number): string {
  if (charge === 0) return "";
  const sign = charge > 0 ? "+" : "-";
  return Math.abs(charge) === 1 ? sign : `${sign}${Math.abs(charge)}`;
}
