import { chemicalImage, moleculeImage, specialReagentImage } from "./images.ts";
import type { PreviewResult } from "./site-context.ts";

/**
 * The addresses the synthesis page's components compute for a previewed draft, mapped to the
 * drawings of this request (data: URLs): nothing of a draft is stored under a public address.
 */
export function previewSources(base: string, result: PreviewResult & { ok: true }): Record<string, string> {
  const { synthesis, images } = result;
  const sources: Record<string, string> = {};
  if (images.molecule) sources[moleculeImage(base, synthesis.molecule).src] = images.molecule;
  for (const part of synthesis.parts) {
    for (const reaction of part.reactions) {
      for (const c of [...reaction.substrates, ...reaction.products]) {
        const url = images.chemicals[`${c.filename}.${c.extension}`];
        if (url) sources[chemicalImage(base, synthesis.id, c).src] = url;
      }
      const special = reaction.special_reagent;
      const url = special ? images.specialReagents[special] : undefined;
      if (special && url) sources[specialReagentImage(base, special, null, null).src] = url;
    }
  }
  return sources;
}
