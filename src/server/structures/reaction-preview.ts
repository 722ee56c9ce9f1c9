import { refusedQuery } from "../http/errors.ts";
import { renderReactionSvg } from "./depict.ts";
import type { RDKitModule } from "./rdkit.ts";
import { svgSize } from "./svg-size.ts";

/** What the editor shows of a drawn scheme or mechanism before saving it: nothing is stored. */
export interface ReactionPreview {
  smiles: string;
  svg: string;
  width: number;
  height: number;
}

const invalid = (reason: string) => refusedQuery("smiles", `This is not a valid reaction: ${reason}`);

/**
 * Reads a reaction SMILES (`reactants>agents>products`, agents optional): every molecule is read by
 * RDKit and written canonical, and the reaction is drawn by the function the named-reaction pages'
 * schemes come from, at the same scale.
 */
export function previewReaction(rdkit: RDKitModule, text: string): ReactionPreview {
  const smiles = withoutExtension(text.trim());
  if (smiles === "") throw invalid("it is empty");
  if (/[\r\n]/.test(smiles)) throw invalid("a reaction SMILES is one line");
  const sides = smiles.split(">");
  if (sides.length !== 3) throw invalid("write it as reactants>>products (agents between the arrows)");
  const [reactants, agents, products] = sides as [string, string, string];
  if (reactants.trim() === "" || products.trim() === "") throw invalid("it needs reactants and products");
  const canonical = [reactants, agents, products].map((side, i) =>
    side.trim() === "" ? "" : canonicalSide(rdkit, side.trim(), ["reactants", "agents", "products"][i] ?? ""),
  );
  const reaction = canonical.join(">");
  let svg: string;
  try {
    svg = renderReactionSvg(rdkit, reaction);
  } catch {
    throw invalid("RDKit could not draw it");
  }
  const { width, height } = svgSize(svg);
  return { smiles: reaction, svg, width: width ?? 0, height: height ?? 0 };
}

function canonicalSide(rdkit: RDKitModule, side: string, name: string): string {
  return side
    .split(".")
    .map((fragment) => {
      let mol: ReturnType<RDKitModule["get_mol"]> = null;
      try {
        mol = fragment ? rdkit.get_mol(fragment) : null;
      } catch {
        mol = null;
      }
      if (!mol) throw invalid(`RDKit could not read '${fragment}' among the ${name}`);
      try {
        if (!mol.is_valid() || mol.get_num_atoms() === 0) throw invalid(`'${fragment}' has no atoms`);
        return mol.get_smiles();
      } finally {
        mol.delete();
      }
    })
    .join(".");
}

/**
 * The reaction SMILES without a ChemAxon extension (`A>>B |f:0.1|`): whatever follows the first
 * space when it is one `|…|` group. Two plain scans: a long line of spaces and bars reads in linear time.
 */
function withoutExtension(text: string): string {
  const space = text.search(/\s/);
  if (space < 0) return text;
  const rest = text.slice(space).trimStart();
  const closing = rest.indexOf("|", 1);
  return rest.startsWith("|") && closing === rest.length - 1 ? text.slice(0, space) : text;
}
