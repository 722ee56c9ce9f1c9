import type { SynthesisDocument } from "../synthesis-document.ts";
import { type ExportMeta, LICENSE_URL, synthesisUrl } from "./export-meta.ts";
import { reactionFields, reactionsOf } from "./reaction-fields.ts";

/**
 * A synthesis as a route tree in the dictionary form AiZynthFinder writes and PaRoutes' reference
 * routes use: `mol` nodes (the target at the root, starting materials as leaves with
 * `in_stock: true`) and `reaction` nodes (forward reaction SMILES, `metadata`, the substrates as
 * children). Nodes join where a reaction's product has the same canonical SMILES as the molecule
 * it makes; a chemical without a structure cannot be a node (SMILES are required) and is counted
 * in its reaction's metadata instead. The root's `metadata` names the synthesis and the licence.
 * Leaves are starting materials (`in_stock: true`: the route starts from them); a target no
 * reaction makes is not in stock (`in_stock: false`, an unsolved root).
 */

export interface RouteMol {
  type: "mol";
  hide: false;
  smiles: string;
  is_chemical: true;
  in_stock: boolean;
  metadata?: Record<string, unknown>;
  children?: RouteReaction[];
}

export interface RouteReaction {
  type: "reaction";
  hide: false;
  smiles: string;
  is_reaction: true;
  metadata: Record<string, unknown>;
  children: RouteMol[];
}

/**
 * The tree of one synthesis; null when the target has no structure to put at the root.
 * `canonical` gives RDKit's canonical SMILES of a stored one (null when RDKit cannot read it).
 */
export function routeTree(
  id: number,
  document: SynthesisDocument,
  canonical: (smiles: string) => string | null,
  meta: ExportMeta,
): RouteMol | null {
  const canon = (smiles: string | null | undefined) => (smiles ? canonical(smiles) : null);
  const target = canon(document.molecule.smiles);
  if (!target) return null;
  const reactions = reactionsOf(document);
  const producers = new Map<string, number[]>();
  reactions.forEach(({ reaction }, index) => {
    for (const product of reaction.products) {
      const smiles = canon(product.smiles);
      if (smiles) producers.set(smiles, [...(producers.get(smiles) ?? []), index]);
    }
  });

  /** The reaction that makes `smiles` for the reaction at `consumer`: the latest one before it, else the latest not on the path. */
  const producerOf = (smiles: string, consumer: number, path: ReadonlySet<number>) => {
    const free = (producers.get(smiles) ?? []).filter((i) => !path.has(i));
    const before = free.filter((i) => i < consumer);
    return before.at(-1) ?? free.at(-1);
  };

  const mol = (smiles: string, consumer: number, path: ReadonlySet<number>): RouteMol => {
    const index = producerOf(smiles, consumer, path);
    if (index === undefined) return { type: "mol", hide: false, smiles, is_chemical: true, in_stock: true };
    return {
      type: "mol",
      hide: false,
      smiles,
      is_chemical: true,
      in_stock: false,
      children: [reaction(index, new Set([...path, index]))],
    };
  };

  const reaction = (index: number, path: ReadonlySet<number>): RouteReaction => {
    const { part, reaction: r } = reactions[index] as (typeof reactions)[number];
    const substrates = r.substrates.map((c) => canon(c.smiles));
    const products = r.products.map((c) => canon(c.smiles));
    const drawn = (list: (string | null)[]) => list.filter((s): s is string => s !== null);
    const f = reactionFields(r);
    const unstructured = substrates.filter((s) => s === null).length;
    return {
      type: "reaction",
      hide: false,
      smiles: `${drawn(substrates).join(".")}>>${drawn(products).join(".")}`,
      is_reaction: true,
      metadata: {
        ID: `${id}/${part}/${r.step}`,
        synthesis_id: id,
        part,
        step: r.step,
        ...(f.yield ? { yield: f.yield } : {}),
        ...(f.reagents.length ? { reagents: f.reagents } : {}),
        ...(f.solvents.length ? { solvents: f.solvents } : {}),
        ...(f.conditions.length ? { conditions: f.conditions } : {}),
        ...(f.namedReactions.length ? { named_reactions: f.namedReactions } : {}),
        ...(unstructured ? { substrates_without_structure: unstructured } : {}),
      },
      children: [...new Set(drawn(substrates))].map((s) => mol(s, index, path)),
    };
  };

  const root = mol(target, reactions.length, new Set());
  // No reaction makes the target (a Partial synthesis): the target is not in stock, it is unsolved;
  // the route as far as it goes hangs under `route_reaches` (the last reaction's product).
  const last = reactions
    .at(-1)
    ?.reaction.products.map((c) => canon(c.smiles))
    .find((s) => s !== null);
  const reaches = !root.children && last ? mol(last, reactions.length, new Set()) : null;
  if (!root.children) root.in_stock = false;
  root.metadata = {
    ...(reaches ? { route_reaches: reaches } : {}),
    synthesis_id: id,
    url: synthesisUrl(meta.origin, id),
    name: document.molecule.name,
    dois: document.references.flatMap((r) => (r.doi ? [r.doi] : [])),
    license: LICENSE_URL,
    revision: meta.revision,
  };
  return root;
}

/** The `metadata.ID` of every reaction node under a molecule node, in depth-first order. */
export function reactionIds(node: RouteMol): string[] {
  return (node.children ?? []).flatMap((r) => [String(r.metadata.ID), ...r.children.flatMap(reactionIds)]);
}
