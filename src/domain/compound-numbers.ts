import { partsInReadingOrder } from "./display-rules.ts";

/**
 * The compounds of one synthesis and their bold numbers (docs/product/rules.md §4.11). A compound is a
 * drawn structure (its image: drawn structures are named after their SMILES, so the same SMILES is
 * the same image; names are not compared, since a scheme often shortens a name on its next use). A
 * reaction whose product is drawn like its substrate (a racemate resolved, drawn alike) makes a new
 * compound; any later drawing of that structure is the compound made last.
 */

export interface RouteChemical {
  id: number;
  filename: string;
  extension: string;
  name: string | null;
  formula: string | null;
}

export interface RouteReactionChemicals {
  id: number;
  step: number;
  substrates: readonly RouteChemical[];
  products: readonly RouteChemical[];
}

export interface RoutePartChemicals<R extends RouteReactionChemicals = RouteReactionChemicals> {
  number: number;
  reactions: readonly R[];
}

export interface CompoundNumbering {
  /** The bold number of every drawn chemical, by chemical id. */
  byChemical: Map<number, number>;
  /** The compound (its order of first appearance, before renumbering) of every chemical, by id. */
  compoundOf: Map<number, number>;
}

const structureKey = (c: RouteChemical) => `${c.filename}.${c.extension}`;
const nameKey = (c: { name: string | null }) => c.name?.trim().toLowerCase() ?? "";

/** Reactions in reading order: numbered parts, then part 0, each in step order. */
export function reactionsInReadingOrder<R extends RouteReactionChemicals>(
  parts: readonly RoutePartChemicals<R>[],
): R[] {
  return partsInReadingOrder(parts).flatMap((part) => [...part.reactions].sort((a, b) => a.step - b.step));
}

/**
 * Which compound each chemical is, compounds counted from 0 in order of first appearance (reading
 * order; within a reaction, substrates before products).
 */
export function identifyCompounds(reactions: readonly RouteReactionChemicals[]): Map<number, number> {
  const compoundOf = new Map<number, number>();
  const latest = new Map<string, number>(); // structure -> the compound last met with it
  let count = 0;
  const add = (chemical: RouteChemical, fresh: boolean) => {
    const key = structureKey(chemical);
    let compound = fresh ? undefined : latest.get(key);
    if (compound === undefined) {
      compound = count++;
      latest.set(key, compound);
    }
    compoundOf.set(chemical.id, compound);
  };
  for (const reaction of reactions) {
    const substrates = new Set(reaction.substrates.map(structureKey));
    for (const substrate of reaction.substrates) add(substrate, false);
    // A product drawn like one of its own substrates is another compound (resolved, salt exchanged).
    for (const product of reaction.products) add(product, substrates.has(structureKey(product)));
  }
  return compoundOf;
}

/**
 * Bold numbers from 1 in order of first appearance, the target last: the product of the route's last
 * reaction that carries the target's name or, failing that, its formula. Nothing else is moved, and
 * no number is guessed for a target the scheme does not draw.
 */
export function numberCompounds(
  parts: readonly RoutePartChemicals[],
  target: { name: string; formula: string | null },
): CompoundNumbering {
  const reactions = reactionsInReadingOrder(parts);
  const compoundOf = identifyCompounds(reactions);
  const total = new Set(compoundOf.values()).size;
  const products = reactions.at(-1)?.products ?? [];
  const targetChemical =
    products.find((p) => nameKey(p) !== "" && nameKey(p) === nameKey(target)) ??
    products.find((p) => target.formula !== null && p.formula === target.formula);
  const targetCompound = targetChemical ? compoundOf.get(targetChemical.id) : undefined;
  const numberOf = (compound: number) => {
    if (targetCompound === undefined) return compound + 1;
    if (compound === targetCompound) return total;
    return compound > targetCompound ? compound : compound + 1;
  };
  const byChemical = new Map<number, number>();
  for (const [chemical, compound] of compoundOf) byChemical.set(chemical, numberOf(compound));
  return { byChemical, compoundOf };
}
