/**
 * The structure-search benchmark's fixed queries (scripts/bench-structure.ts); it adds a few
 * structures of the generated set to the substructure list.
 */

/** Common substructures: ring systems, functional groups, SMARTS. */
export const SUBSTRUCTURE_QUERIES = [
  "c1ccccc1",
  "c1ccc2[nH]ccc2c1",
  "c1ccc2ncccc2c1",
  "C1CCNCC1",
  "C(=O)O",
  "C(=O)N",
  "[N+](=O)[O-]",
  "C(F)(F)F",
  "c1ccsc1",
  "C1CC1",
  "[#6]~[#7]",
  "[F,Cl,Br,I]",
  "c1ccc2c(c1)OCO2",
  "C#N",
  "[Si](C)(C)C",
  "OP(=O)(O)O",
  "B(O)O",
  "c1ccc2ccccc2c1",
  "CC(C)(C)OC(=O)N",
  "c1ccc(-c2ccccc2)cc1",
  "C1CCCCCCCCCCC1",
  "c1ccc2[nH]c(-c3ccccc3)nc2c1",
  "O=C1CCCN1",
  "CN(C)C",
  "[#7;R]@[#6;R]",
  "c1cnc2ccccc2n1",
  "c1ccc2[nH]ccc2c1CCN",
  "O=C(Nc1ccccc1)c1ccccc1",
  "[#8]-[#6](=[#8])-c1ccccc1",
];

/**
 * Queries whose conditions add few bits to the pattern fingerprint's screen (ring sizes, small
 * saturated rings, hydrogen counts, atom lists): thousands of structures pass the screen, few or
 * none match, so they show whether a search finishes or is cut by its budget (issue 24).
 */
export const HARD_QUERIES = [
  "O=C1CCN1", // β-lactam
  "O=C1CCCCO1", // δ-valerolactone
  "O=C1CCCCN1", // δ-valerolactam
  "C1CC2CCC1CC2", // bicyclo[2.2.2]octane
  "C1CCC1", // cyclobutane
  "C1CCOCCO1", // 1,4-dioxane
  "C1CCCCCCCCCCC1",
  "[C;r4]",
  "[C;r7]",
  "[CH3][CH2][CH2][CH2][CH3]",
  "[CH2]1[CH2][CH2][CH2][CH2]1",
  "[N,O;R]1CC[N,O;R]CC1",
  "[Cl,Br,I]c1ccc([F,Cl])cc1",
  "[OH]C1CCCCC1",
  "c1ccc2[nH]ccc2c1CCN",
];
