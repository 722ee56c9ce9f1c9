import { numberCompounds } from "./compound-numbers.ts";
import { computeRouteFigures, type ProtectingGroupLink } from "./route-figures.ts";
import type { SynthesisView } from "./views.ts";

/** Numbered chemicals first, in number order; the order of the others is kept. */
const byCompound = (a: { compound?: number }, b: { compound?: number }) =>
  (a.compound ?? Number.MAX_SAFE_INTEGER) - (b.compound ?? Number.MAX_SAFE_INTEGER);

/** A synthesis read before its route is numbered and measured. */
export type UnnumberedSynthesisView = Omit<SynthesisView, "route_figures">;

/**
 * The synthesis read with every chemical's compound number and the route figures (rules.md §4.11,
 * §4.12), built the same way for a published synthesis and for the preview of a draft. `links`
 * gives the protecting-group link types of a reaction by its id.
 */
export function withRouteNumbers(
  view: UnnumberedSynthesisView,
  links: (reactionId: number) => readonly ProtectingGroupLink[],
): SynthesisView {
  const { byChemical } = numberCompounds(view.parts, view.molecule);
  const number = <C extends { id: number }>(c: C) => {
    const compound = byChemical.get(c.id);
    return compound === undefined ? c : { ...c, compound };
  };
  const route_figures = computeRouteFigures({
    type_1: view.type_1,
    supp_steps: view.supp_steps,
    parts: view.parts.map((part) => ({
      number: part.number,
      reactions: part.reactions.map((r) => ({ ...r, protecting_groups: links(r.id) })),
    })),
  });
  return {
    ...view,
    route_figures,
    parts: view.parts.map((part) => ({
      ...part,
      reactions: part.reactions.map((r) => ({
        ...r,
        substrates: r.substrates.map(number),
        // Listed in number order: the target is numbered last (rules.md §4.11.2), so a last step that
        // stores it before a by-product would otherwise read "18, 17".
        products: r.products.map(number).sort(byCompound),
      })),
    })),
  };
}
