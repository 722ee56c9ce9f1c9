import {
  identifyCompounds,
  type RouteReactionChemicals,
  reactionsInReadingOrder,
} from "./compound-numbers.ts";
import { parseYield, stepWeight } from "./conditions.ts";

/**
 * The figures of a route (docs/product/rules.md §4.12): total steps, longest linear sequence,
 * branches, overall yield along the longest linear sequence and protecting-group steps. Computed on
 * the server from the stored synthesis; nothing here guesses a missing value.
 */

export type ProtectingGroupLink = "protection" | "deprotection";

export interface RouteReaction extends RouteReactionChemicals {
  yield: string | null;
  /** The types of the reaction's protecting-group links (one per link). */
  protecting_groups: readonly ProtectingGroupLink[];
}

export interface RouteInput {
  type_1: string;
  supp_steps: number;
  parts: readonly { number: number; reactions: readonly RouteReaction[] }[];
}

export interface RouteFigures {
  /** Every step: the step weights of all drawn reactions, plus `supp_steps` of a Formal synthesis. */
  total_steps: number;
  /**
   * Of total_steps, the steps of the earlier route that a Formal synthesis joins: the step weights
   * of part 0 plus `supp_steps` (0 for any other type). The route's own steps are the rest.
   */
  earlier_route_steps: number;
  /** Drawn reactions that stand for more than one step (a '(K steps)' marker), and those steps. */
  condensed_arrows: number;
  condensed_steps: number;
  /** The steps of the heaviest chain of reactions, each making a substrate of the next. */
  longest_linear_sequence: number;
  /** Of the longest linear sequence, the steps of the earlier route (part 0 and `supp_steps`). */
  longest_linear_earlier: number;
  /** The drawn reactions of that chain in order (steps a Formal synthesis does not draw are not listed). */
  longest_linear_steps: { part: number; step: number }[];
  /** Chains that start from bought or earlier-made materials: 1 is linear, 2 or more convergent. */
  branches: number;
  /** How many steps of the longest linear sequence have a recorded yield. */
  yields_recorded: number;
  /** The product of those yields in percent (two decimals), only when every step has one. */
  overall_yield: number | null;
  /** Drawn reactions with at least one protecting-group link. */
  protecting_group_steps: number;
  /** Of those, the ones that put a group on, and the ones that take one off (a step can do both). */
  protections: number;
  deprotections: number;
}

interface Node {
  reaction: RouteReaction;
  part: number;
  weight: number;
  recorded: number;
  /** Percent as a fraction, or null when the reaction has no yield the rules can read. */
  fraction: number | null;
  predecessors: number[];
}

/** Each reaction in reading order with the earlier reactions that made one of its substrates. */
function routeGraph(input: RouteInput): Node[] {
  const partOf = new Map<number, number>();
  for (const part of input.parts) for (const r of part.reactions) partOf.set(r.id, part.number);
  const reactions = reactionsInReadingOrder(input.parts);
  const compoundOf = identifyCompounds(reactions);
  const madeBy = new Map<number, number>(); // compound -> index of the last reaction that made it
  const nodes = reactions.map((reaction, index): Node => {
    const predecessors = new Set<number>();
    for (const substrate of reaction.substrates) {
      const maker = madeBy.get(compoundOf.get(substrate.id) ?? -1);
      if (maker !== undefined) predecessors.add(maker);
    }
    for (const product of reaction.products) madeBy.set(compoundOf.get(product.id) ?? -1, index);
    const weight = stepWeight(reaction.yield);
    const parsed = parseYield(reaction.yield);
    return {
      reaction,
      part: partOf.get(reaction.id) ?? 0,
      weight,
      recorded: parsed ? weight : 0,
      fraction: parsed ? parsed.percent / 100 : null,
      predecessors: [...predecessors].sort((a, b) => a - b),
    };
  });
  // The steps of the earlier route that a Formal synthesis does not draw follow its last drawn
  // reaction (they lead from the intercepted intermediate to the target); none has a yield here.
  const last = nodes.at(-1);
  if (last && input.type_1 === "Formal") last.weight += input.supp_steps;
  return nodes;
}

/** The figures of a route; a synthesis always has at least one reaction, but none gives zeros. */
export function computeRouteFigures(input: RouteInput): RouteFigures {
  const nodes = routeGraph(input);
  // Heaviest path ending at each reaction; on a tie, the path with more recorded yields, then the
  // earlier predecessor, so the answer never depends on the order of the database rows.
  const best = nodes.map(() => ({ length: 0, recorded: 0, from: -1 }));
  nodes.forEach((node, i) => {
    let length = 0;
    let recorded = 0;
    let from = -1;
    for (const p of node.predecessors) {
      const b = best[p];
      if (b && (b.length > length || (b.length === length && b.recorded > recorded))) {
        ({ length, recorded } = b);
        from = p;
      }
    }
    best[i] = { length: length + node.weight, recorded: recorded + node.recorded, from };
  });
  let end = -1;
  best.forEach((b, i) => {
    const e = best[end];
    if (!e || b.length > e.length || (b.length === e.length && b.recorded >= e.recorded)) end = i;
  });
  const path: Node[] = [];
  for (let i = end; i >= 0; i = best[i]?.from ?? -1) {
    const node = nodes[i];
    if (node) path.unshift(node);
  }
  const longest = best[end]?.length ?? 0;
  const recorded = best[end]?.recorded ?? 0;
  let overall: number | null = null;
  if (longest > 0 && recorded === longest) {
    overall = path.reduce((product, node) => product * (node.fraction ?? 0), 1) * 100;
  }
  const links = nodes.map((n) => n.reaction.protecting_groups);
  // Part 0 and supp_steps (added to the last node, which is in part 0 when there is one) are the
  // earlier route's; supp_steps count there even when the last drawn reaction is the route's own.
  const formal = input.type_1 === "Formal";
  const supp = formal ? input.supp_steps : 0;
  const earlier = (n: Node, isLast: boolean) => (n.part === 0 ? n.weight : isLast ? supp : 0);
  const lastIndex = nodes.length - 1;
  const condensed = input.parts
    .flatMap((p) => p.reactions.map((r) => stepWeight(r.yield)))
    .filter((w) => w > 1);
  return {
    total_steps: nodes.reduce((sum, n) => sum + n.weight, 0),
    earlier_route_steps: formal ? nodes.reduce((sum, n, i) => sum + earlier(n, i === lastIndex), 0) : 0,
    condensed_arrows: condensed.length,
    condensed_steps: condensed.reduce((sum, w) => sum + w, 0),
    longest_linear_sequence: longest,
    longest_linear_earlier: formal ? path.reduce((sum, n) => sum + earlier(n, n === nodes[lastIndex]), 0) : 0,
    longest_linear_steps: path.map((n) => ({ part: n.part, step: n.reaction.step })),
    branches: nodes.filter((n) => n.predecessors.length === 0).length,
    yields_recorded: recorded,
    overall_yield: overall === null ? null : Math.round(overall * 100) / 100,
    protecting_group_steps: links.filter((l) => l.length > 0).length,
    protections: links.filter((l) => l.includes("protection")).length,
    deprotections: links.filter((l) => l.includes("deprotection")).length,
  };
}
