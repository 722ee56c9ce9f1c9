import type { ProtectingGroupLink } from "./route-figures.ts";
import { type UnnumberedSynthesisView, withRouteNumbers } from "./route-view.ts";
import { storedSynthesisFields } from "./steps.ts";
import type { ChemicalDoc, SynthesisDocument } from "./synthesis-document.ts";
import type { ChemicalView, ReagentOnReaction, SynthesisMolecule, SynthesisView } from "./views.ts";

/** What drawing a SMILES gives (the publish command's drawing, without the file). */
export interface DocumentDrawing {
  width: number | null;
  height: number | null;
  formula: string | null;
  carbonCount: number | null;
}

/** The reference data a checked document names, as the archive stores it now. */
export interface DocumentViewReference {
  reagents: readonly {
    id: number;
    name: string;
    formula: string | null;
    synonyms: { id: number; synonym: string }[];
  }[];
  solvents: readonly { id: number; name: string }[];
  namedReactions: readonly { id: number; name: string; url: string }[];
  authors: readonly { id: number; firstName: string; lastName: string; url: string }[];
  molecules: readonly SynthesisMolecule[];
}

export interface DocumentViewInput {
  /** A complete document, as the publish check gives it (names exactly as the archive has them). */
  document: SynthesisDocument;
  reference: DocumentViewReference;
  /** The drawing of a SMILES (undefined when it could not be drawn). */
  drawing(smiles: string): DocumentDrawing | undefined;
  /** The image base name of a drawn chemical, as publishing names it (derived from the SMILES). */
  fileName(smiles: string): string;
  /** The synthesis id the page shows: the revised synthesis's, or 0 for a new one. */
  synthesisId: number;
  /** Who the page credits. */
  submitter: string | null;
  createdAt: string;
}

const key = (text: string) => text.trim().toLowerCase();

/**
 * The synthesis page's view of a document that is not published yet, built in memory exactly as
 * publishing would store it and the synthesis repository would read it back: drawn chemicals are
 * SVGs named after their SMILES, uploads keep their names (as PNGs), a drawn special reagent is
 * `{id}-{part}-{step}-sr.svg`, reference data is named and numbered as the archive has it. Rows not
 * written yet get ids counted from 1 (only keys on the page).
 */
export function documentToSynthesisView(input: DocumentViewInput): SynthesisView {
  const { document: doc, reference, synthesisId } = input;
  let nextId = 1;
  const id = () => nextId++;
  const byName = <T extends { name: string }>(items: readonly T[]) =>
    new Map(items.map((item) => [key(item.name), item]));
  const reagents = byName(reference.reagents);
  const solvents = byName(reference.solvents);
  const namedReactions = new Map(reference.namedReactions.map((n) => [n.url, n]));

  const stored = reference.molecules.find((m) => m.structure === doc.molecule.structure);
  const moleculeDrawing = doc.molecule.smiles ? input.drawing(doc.molecule.smiles) : undefined;
  const author = reference.authors.find((a) => a.url === doc.author.url);

  const chemical = (c: ChemicalDoc, role: "substrate" | "product", reactionId: number): ChemicalView => {
    if (c.smiles) {
      const drawn = input.drawing(c.smiles);
      return {
        id: id(),
        reaction_id: reactionId,
        role,
        filename: input.fileName(c.smiles),
        extension: "svg",
        name: c.name,
        smiles: c.smiles,
        width: drawn?.width ?? null,
        height: drawn?.height ?? null,
        formula: drawn?.formula ?? null,
        carbonCount: drawn?.carbonCount ?? null,
      };
    }
    return {
      id: id(),
      reaction_id: reactionId,
      role,
      filename: c.filename ?? "",
      extension: c.filename?.startsWith("upload-") ? "png" : (c.extension ?? "png"),
      name: c.name,
      smiles: null,
      width: null,
      height: null,
      formula: null,
      carbonCount: null,
    };
  };

  const links = new Map<number, ProtectingGroupLink[]>();
  const view: UnnumberedSynthesisView = {
    id: synthesisId,
    ...storedSynthesisFields(doc),
    created_at: input.createdAt,
    molecule: {
      id: stored?.id ?? 0,
      name: doc.molecule.name,
      structure: doc.molecule.structure,
      extension: doc.molecule.smiles ? "svg" : (stored?.extension ?? "png"),
      formula: moleculeDrawing?.formula ?? stored?.formula ?? null,
      carbonCount: moleculeDrawing?.carbonCount ?? stored?.carbonCount ?? null,
      width: moleculeDrawing ? moleculeDrawing.width : (stored?.width ?? null),
      height: moleculeDrawing ? moleculeDrawing.height : (stored?.height ?? null),
      // Computed when the synthesis is published: a preview shows none.
      inchi: null,
      inchiKey: null,
    },
    author: {
      id: author?.id ?? 0,
      firstName: doc.author.firstName,
      lastName: doc.author.lastName,
      url: doc.author.url,
    },
    submitter: input.submitter ? { name: input.submitter } : null,
    references: doc.references.map((r) => ({
      id: id(),
      display: r.display,
      doi: r.doi,
      url: r.url,
      type: "",
    })),
    parts: [...doc.parts]
      .sort((a, b) => a.number - b.number)
      .map((part) => {
        const partId = id();
        return {
          id: partId,
          number: part.number,
          comment: part.comment,
          reactions: [...part.reactions]
            .sort((a, b) => a.step - b.step)
            .map((r) => {
              const reactionId = id();
              links.set(
                reactionId,
                r.protecting_groups.map((g) => g.type),
              );
              const special = r.special_reagent;
              const specialDrawing = special?.smiles ? input.drawing(special.smiles) : undefined;
              const seenReagents = new Set<string>();
              const reagentViews: ReagentOnReaction[] = [];
              for (const use of r.reagents) {
                const found = reagents.get(key(use.name));
                const dedupe = `${found?.id ?? use.name}:${use.stage}`;
                if (seenReagents.has(dedupe)) continue;
                seenReagents.add(dedupe);
                reagentViews.push({
                  id: found?.id ?? id(),
                  name: found?.name ?? use.name,
                  formula: found?.formula ?? null,
                  synonyms: found?.synonyms ?? [],
                  pivot: { stage: use.stage, amount: use.amount },
                });
              }
              const unique = <T extends { id: number }>(items: T[]) =>
                items.filter((item, i) => items.findIndex((other) => other.id === item.id) === i);
              return {
                id: reactionId,
                part_id: partId,
                step: r.step,
                substrates: r.substrates.map((c) => ({
                  ...chemical(c, "substrate", reactionId),
                  coefficient: c.coefficient,
                })),
                products: r.products.map((c) => chemical(c, "product", reactionId)),
                has_special_reagent: special !== null,
                special_reagent: special?.smiles
                  ? `${synthesisId}-${part.number}-${r.step}-sr.svg`
                  : special?.filename
                    ? `${special.filename}.${special.filename.startsWith("upload-") ? "png" : (special.extension ?? "png")}`
                    : null,
                special_reagent_width: specialDrawing?.width ?? null,
                special_reagent_height: specialDrawing?.height ?? null,
                reagents: reagentViews,
                solvents: unique(
                  r.solvents.map((name) => {
                    const found = solvents.get(key(name));
                    return { id: found?.id ?? id(), name: found?.name ?? name };
                  }),
                ),
                temperature: r.temperature,
                time: r.time,
                yield: r.yield,
                selectivity: r.selectivity,
                special_condition: r.special_condition,
                named_reactions: unique(
                  r.named_reactions.map((url) => namedReactions.get(url) ?? { id: id(), name: url, url }),
                ),
                comment: r.comment,
                atmosphere: r.atmosphere,
                concentration: r.concentration,
                neat: r.neat,
                selectivities: r.selectivities,
                part: { synthesis: { id: synthesisId } },
              };
            }),
        };
      }),
  };
  return withRouteNumbers(view, (reactionId) => links.get(reactionId) ?? []);
}
