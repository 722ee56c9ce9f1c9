/**
 * Common reagents and solvents by structure, for agents a file draws without a name (a reaction
 * SMILES, an RXN's agent block): the names under which an archive is likely to list them, most
 * usual first. The server reads each SMILES with RDKit once and matches an agent by canonical SMILES;
 * the names are then looked up in the archive's reagents and solvents like a name the file gave.
 */
export interface CommonAgent {
  smiles: string;
  names: readonly string[];
  role: "reagent" | "solvent";
}

const solvent = (smiles: string, ...names: string[]): CommonAgent => ({ smiles, names, role: "solvent" });
const reagent = (smiles: string, ...names: string[]): CommonAgent => ({ smiles, names, role: "reagent" });

export const COMMON_AGENTS: readonly CommonAgent[] = [
  solvent("C1CCOC1", "THF", "tetrahydrofuran"),
  solvent("CCOCC", "Et2O", "diethyl ether", "ether"),
  solvent("ClCCl", "CH2Cl2", "DCM", "dichloromethane"),
  solvent("ClC(Cl)Cl", "CHCl3", "chloroform"),
  solvent("ClC(Cl)(Cl)Cl", "CCl4"),
  solvent("CO", "MeOH", "methanol"),
  solvent("CCO", "EtOH", "ethanol"),
  solvent("CC(C)O", "i-PrOH", "isopropanol"),
  solvent("CC(C)(C)O", "t-BuOH"),
  solvent("O", "H2O", "water"),
  solvent("CC(C)=O", "acetone"),
  solvent("CC#N", "MeCN", "acetonitrile"),
  solvent("CN(C)C=O", "DMF"),
  solvent("CS(C)=O", "DMSO"),
  solvent("Cc1ccccc1", "toluene"),
  solvent("c1ccccc1", "benzene"),
  solvent("CCCCCC", "hexane", "hexanes"),
  solvent("CCCCC", "pentane"),
  solvent("CCOC(C)=O", "EtOAc", "ethyl acetate"),
  solvent("CC(=O)O", "AcOH", "acetic acid"),
  solvent("c1ccncc1", "pyridine"),
  solvent("C1COCCO1", "1,4-dioxane", "dioxane"),
  solvent("COCCOC", "DME"),
  solvent("ClCCCl", "DCE"),
  solvent("OC(=O)C(F)(F)F", "TFA"),
  solvent("CN(C)P(=O)(N(C)C)N(C)C", "HMPA"),
  solvent("CCN(CC)CC", "Et3N", "triethylamine"),
  reagent("CCN(C(C)C)C(C)C", "i-Pr2NEt", "DIPEA", "Hünig's base"),
  reagent("CN(C)c1ccncc1", "DMAP"),
  reagent("C1CCC2=NCCCN2CC1", "DBU"),
  reagent("c1c[nH]cn1", "imidazole"),
  reagent("Cc1cccc(C)n1", "2,6-lutidine"),
  reagent("[Li]CCCC", "n-BuLi"),
  reagent("[Li]C", "MeLi"),
  reagent("[NaH]", "NaH"),
  reagent("[Na+].[H-]", "NaH"),
  reagent("[Li+].[AlH4-]", "LiAlH4", "LAH"),
  reagent("[Na+].[BH4-]", "NaBH4"),
  reagent("CC(C)C[AlH]CC(C)C", "DIBAL-H", "DIBAL"),
  reagent("CC(C)[N-]C(C)C.[Li+]", "LDA"),
  reagent("O=C(OO)c1cccc(Cl)c1", "m-CPBA", "mCPBA"),
  reagent("O=[Os](=O)(=O)=O", "OsO4"),
  reagent("C[N+]1([O-])CCOCC1", "NMO"),
  reagent("O=C(Cl)C(=O)Cl", "(COCl)2", "oxalyl chloride"),
  reagent("CC(=O)OC(C)=O", "Ac2O"),
  reagent("CC(=O)OI1(OC(C)=O)(OC(C)=O)OC(=O)c2ccccc21", "DMP", "Dess–Martin periodinane"),
  reagent("O=C(O)c1ccccc1I(=O)O", "IBX"),
  reagent("[O-][Cr](=O)(=O)Cl.c1cc[nH+]cc1", "PCC"),
  reagent("Cc1ccc(S(=O)(=O)O)cc1", "TsOH", "p-TsOH"),
  reagent("Cc1ccc(S(=O)(=O)Cl)cc1", "TsCl"),
  reagent("CS(=O)(=O)Cl", "MsCl"),
  reagent("CC(C)(C)[Si](C)(C)Cl", "TBSCl", "TBDMSCl"),
  reagent("CC(C)(C)[Si](C)(C)OS(=O)(=O)C(F)(F)F", "TBSOTf"),
  reagent("CCCC[N+](CCCC)(CCCC)CCCC.[F-]", "TBAF"),
  reagent("CI", "MeI"),
  reagent("BrCc1ccccc1", "BnBr"),
  reagent("O=C([O-])[O-].[K+].[K+]", "K2CO3"),
  reagent("O=C([O-])O.[Na+]", "NaHCO3"),
  reagent("[Na+].[OH-]", "NaOH"),
  reagent("[K+].[OH-]", "KOH"),
  reagent("[Li+].[OH-]", "LiOH"),
  reagent("OO", "H2O2"),
  reagent("[HH]", "H2"),
  reagent("O=S(=O)(O)O", "H2SO4"),
  reagent("Cl", "HCl"),
  reagent("C[O-].[Na+]", "NaOMe"),
  reagent("CC(C)(C)[O-].[K+]", "KOt-Bu"),
  reagent("c1ccc(P(c2ccccc2)c2ccccc2)cc1", "PPh3"),
  reagent("O=C1CCC(=O)N1Br", "NBS"),
  reagent("CC1(C)CCCC(C)(C)N1[O]", "TEMPO"),
  reagent("CSC", "Me2S"),
  reagent("[O-][O+]=O", "O3"),
];
