import type { RDKitModule } from "../../src/server/structures/rdkit.ts";

/**
 * Writes reaction files the way drawing programs do, for the import tests: RXN V2000 and V3000 and
 * RDfiles made of them, each molecule's Molfile written by RDKit (2D coordinates, title line = name).
 */

export interface SchemeStep {
  substrates: { smiles: string; name?: string }[];
  products: { smiles: string; name?: string }[];
  /** Agents drawn above the arrow (structures). */
  agents?: { smiles: string; name?: string }[];
  /** RDfile data fields: name → value. */
  fields?: Record<string, string>;
  name?: string;
}

function molfile(rdkit: RDKitModule, smiles: string, name: string | undefined, v3000: boolean): string {
  const mol = rdkit.get_mol(smiles);
  if (!mol) throw new Error(`RDKit cannot read ${smiles}`);
  try {
    mol.set_new_coords();
    const block = v3000 ? mol.get_v3Kmolblock() : mol.get_molblock();
    const lines = block.split("\n");
    lines[0] = name ?? "";
    return lines.join("\n").replace(/\n*$/, "\n");
  } finally {
    mol.delete();
  }
}

const pad = (n: number) => String(n).padStart(3, " ");

export function rxnV2000(rdkit: RDKitModule, step: SchemeStep): string {
  const agents = step.agents ?? [];
  const mols = [...step.substrates, ...step.products, ...agents];
  return [
    "$RXN",
    step.name ?? "",
    "  SynthesisArchiveTest",
    "",
    `${pad(step.substrates.length)}${pad(step.products.length)}${agents.length ? pad(agents.length) : ""}`,
    ...mols.map((m) => `$MOL\n${molfile(rdkit, m.smiles, m.name, false).replace(/\n$/, "")}`),
  ].join("\n");
}

/** The connection table of a V3000 Molfile (its lines from BEGIN CTAB to END CTAB). */
function ctab(rdkit: RDKitModule, smiles: string): string {
  const lines = molfile(rdkit, smiles, "", true).split("\n");
  const begin = lines.indexOf("M  V30 BEGIN CTAB");
  const end = lines.indexOf("M  V30 END CTAB");
  return lines.slice(begin, end + 1).join("\n");
}

export function rxnV3000(rdkit: RDKitModule, step: SchemeStep): string {
  const agents = step.agents ?? [];
  const block = (kind: string, list: { smiles: string }[]) =>
    list.length === 0
      ? []
      : [`M  V30 BEGIN ${kind}`, ...list.map((m) => ctab(rdkit, m.smiles)), `M  V30 END ${kind}`];
  return [
    "$RXN V3000",
    step.name ?? "",
    "  SynthesisArchiveTest",
    "",
    `M  V30 COUNTS ${step.substrates.length} ${step.products.length}${agents.length ? ` ${agents.length}` : ""}`,
    ...block("REACTANT", step.substrates),
    ...block("PRODUCT", step.products),
    ...block("AGENT", agents),
    "M  END",
  ].join("\n");
}

/** An RDfile of the steps, in V2000 or V3000 RXN records, with each step's data fields. */
export function rdFile(
  rdkit: RDKitModule,
  steps: SchemeStep[],
  version: "V2000" | "V3000" = "V2000",
): string {
  const records = steps.map((step, i) => {
    const fields = Object.entries(step.fields ?? {}).map(
      ([name, value]) => `$DTYPE ${name}\n$DATUM ${value}`,
    );
    const rxn = version === "V2000" ? rxnV2000(rdkit, step) : rxnV3000(rdkit, step);
    return [`$RFMT $RIREG ${i + 1}`, rxn, ...fields].join("\n");
  });
  return `$RDFILE 1\n$DATM    11/26/26 12:00\n${records.join("\n")}\n`;
}

/** An SD file of compounds in order, each with its data fields. */
export function sdFile(
  rdkit: RDKitModule,
  compounds: { smiles: string; name?: string; fields?: Record<string, string> }[],
): string {
  return compounds
    .map((c) => {
      const fields = Object.entries(c.fields ?? {}).map(([name, value]) => `> <${name}>\n${value}\n`);
      return `${molfile(rdkit, c.smiles, c.name, false)}${fields.join("\n")}${fields.length ? "\n" : ""}$$$$\n`;
    })
    .join("");
}
