import {
  checkReactionCount,
  checkReactionSize,
  emptyFileReaction,
  type FileMolecule,
  type FileReaction,
  SchemeFileError,
  splitLines,
} from "./scheme-file.ts";

/**
 * A list of reaction SMILES, one step per line: `reactants>agents>products`, molecules joined by
 * '.', agents optional (`A>>B`). Text after the SMILES (after a space or a tab; a ChemAxon `|…|`
 * extension is dropped) becomes the step's comment. Blank lines and lines starting with '#' are
 * skipped.
 */
export function readSmilesList(text: string): FileReaction[] {
  const reactions: FileReaction[] = [];
  splitLines(text).forEach((raw, index) => {
    const where = `line ${index + 1}`;
    const content = raw.trim();
    if (content === "" || content.startsWith("#")) return;
    checkReactionCount(reactions.length + 1, where);
    const space = content.search(/\s/);
    const smiles = space < 0 ? content : content.slice(0, space);
    const rest = (space < 0 ? "" : content.slice(space))
      .trim()
      .replace(/^\|[^|]*\|\s*/, "")
      .trim();
    const reaction = reactionFromSmiles(smiles, where);
    reaction.comment = rest;
    reactions.push(reaction);
  });
  if (reactions.length === 0) throw new SchemeFileError("line 1", "the list holds no reaction SMILES");
  return reactions;
}

/**
 * One reaction SMILES (`reactants>agents>products`, molecules joined by '.') as a file reaction,
 * checked against the size limits; `where` names its line in every refusal.
 */
export function reactionFromSmiles(smiles: string, where: string): FileReaction {
  const sides = smiles.split(">");
  if (sides.length !== 3) {
    throw new SchemeFileError(
      where,
      "a reaction SMILES is written reactants>agents>products (or reactants>>products)",
    );
  }
  const [reactants, agents, products] = sides as [string, string, string];
  if (reactants === "") throw new SchemeFileError(where, "the reaction has no reactant");
  if (products === "") throw new SchemeFileError(where, "the reaction has no product");
  const molecules = (side: string): FileMolecule[] =>
    side === ""
      ? []
      : side.split(".").map((part) => {
          if (part === "") throw new SchemeFileError(where, "a molecule is empty (two '.' in a row?)");
          return { kind: "smiles", text: part, name: "", where };
        });
  const reaction = emptyFileReaction(where);
  reaction.substrates = molecules(reactants);
  reaction.agents = molecules(agents);
  reaction.products = molecules(products);
  checkReactionSize(reaction);
  return reaction;
}
