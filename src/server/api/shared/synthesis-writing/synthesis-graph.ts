import { createHash } from "node:crypto";
import { amountColumns, recordColumns } from "../../../../db/repositories/reaction-record-columns.ts";
import type { NameIndex, ReferenceNames } from "../../../../db/repositories/synthesis-name-index.ts";
import type { SynthesisGraph } from "../../../../db/repositories/synthesis-writer.ts";
import { unprocessable } from "../../../../domain/errors.ts";
import { storedSynthesisFields } from "../../../../domain/steps.ts";
import type { ChemicalDoc, SynthesisDocument } from "../../../../domain/synthesis-document.ts";
import type { PendingImage } from "./synthesis-files.ts";
import type { Drawing } from "./synthesis-prepare.ts";

/** Every reagent, solvent, named reaction and protecting group the document names, once each. */
export function referenceNames(doc: SynthesisDocument): ReferenceNames {
  const reactions = doc.parts.flatMap((part) => part.reactions);
  const unique = (values: string[]) => [...new Set(values)];
  return {
    reagents: unique(reactions.flatMap((r) => r.reagents.map((g) => g.name))),
    solvents: unique(reactions.flatMap((r) => r.solvents)),
    namedReactions: unique(reactions.flatMap((r) => r.named_reactions)),
    protectingGroups: unique(reactions.flatMap((r) => r.protecting_groups.map((g) => g.url))),
  };
}

/**
 * The rows a document becomes, with reference names resolved to ids (422 naming the field for an
 * unknown one). Each drawn structure's file is pushed onto `images`, to be staged once the id is known.
 */
export function buildGraph(
  drawings: Map<string, Drawing>,
  doc: SynthesisDocument,
  names: NameIndex,
  images: PendingImage[],
  submitterUserId: number | null,
): SynthesisGraph {
  const drawn = (smiles: string) => drawings.get(smiles) as Drawing;
  const described = doc.molecule.smiles ? drawn(doc.molecule.smiles) : null;
  if (described)
    images.push({ folder: "molecules", name: `${doc.molecule.structure}.svg`, svg: described.svg });
  const lookup = (map: Map<string, number>, key: string, field: string, what: string) => {
    const id = map.get(key);
    if (id === undefined) throw unprocessable(field, `unknown ${what} '${key}'`);
    return id;
  };

  return {
    molecule: {
      name: doc.molecule.name,
      structure: doc.molecule.structure,
      extension: doc.molecule.smiles ? "svg" : "png",
      smiles: doc.molecule.smiles,
      formula: described?.formula ?? null,
      carbon_count: described?.carbonCount ?? null,
      image_width: described?.width ?? null,
      image_height: described?.height ?? null,
      inchi: described?.identifiers?.inchi ?? null,
      inchikey: described?.identifiers?.inchiKey ?? null,
    },
    author: { first_name: doc.author.firstName, last_name: doc.author.lastName, url: doc.author.url },
    synthesis: {
      ...storedSynthesisFields(doc),
      submitter_name: doc.submitter,
      submitter_user_id: submitterUserId,
    },
    references: doc.references,
    fingerprints: new Map([...drawings].map(([smiles, drawing]) => [smiles, drawing.fingerprint])),
    molblocks: new Map([...drawings].map(([smiles, drawing]) => [smiles, drawing.molblock])),
    parts: doc.parts.map((part, i) => ({
      number: part.number,
      comment: part.comment,
      reactions: part.reactions.map((reaction, j) => {
        const at = `parts.${i}.reactions.${j}`;
        const chemical = (c: ChemicalDoc, role: "substrate" | "product", position: number) => {
          if (!c.smiles) {
            return {
              role,
              position,
              filename: c.filename ?? "",
              extension: c.extension ?? "png",
              smiles: null,
              name: c.name,
              image_width: null,
              image_height: null,
            };
          }
          const filename = fileNameFor(c.smiles);
          images.push({
            folder: (id) => `syntheses/${id}`,
            name: `${filename}.svg`,
            svg: drawn(c.smiles).svg,
          });
          const { width, height, formula, carbonCount } = drawn(c.smiles);
          return {
            role,
            position,
            filename,
            extension: "svg",
            smiles: c.smiles,
            name: c.name,
            image_width: width,
            image_height: height,
            formula,
            carbon_count: carbonCount,
          };
        };
        const special = reaction.special_reagent;
        let specialReagentFile: ((synthesisId: number) => string) | undefined;
        if (special?.smiles) {
          const base = (id: number) => `${id}-${part.number}-${reaction.step}-sr`;
          specialReagentFile = (id) => `${base(id)}.svg`;
          images.push({
            folder: "special-reagents",
            name: (id) => `${base(id)}.svg`,
            svg: drawn(special.smiles).svg,
          });
        }
        return {
          row: {
            step: reaction.step,
            comment: reaction.comment,
            has_special_reagent: special ? 1 : 0,
            image_width: special?.smiles ? drawn(special.smiles).width : null,
            image_height: special?.smiles ? drawn(special.smiles).height : null,
            special_reagent: special?.filename ? `${special.filename}.${special.extension ?? "png"}` : null,
            special_condition: reaction.special_condition,
            selectivity: reaction.selectivity,
            temperature: reaction.temperature,
            time: reaction.time,
            yield: reaction.yield,
            ...recordColumns(reaction),
          },
          chemicals: [
            ...reaction.substrates.map((c, k) => ({
              ...chemical(c, "substrate", k),
              coefficient: c.coefficient,
            })),
            ...reaction.products.map((c, k) => chemical(c, "product", k)),
          ],
          reagents: dedupe(
            reaction.reagents.map((r, k) => ({
              reagent_id: lookup(names.reagents, r.name, `${at}.reagents.${k}.name`, "reagent"),
              stage: r.stage,
              ...amountColumns(r.amount),
            })),
            (r) => `${r.reagent_id}:${r.stage}`,
          ),
          solventIds: dedupe(
            reaction.solvents.map((s, k) => lookup(names.solvents, s, `${at}.solvents.${k}`, "solvent")),
            String,
          ),
          namedReactionIds: dedupe(
            reaction.named_reactions.map((u, k) =>
              lookup(names.namedReactions, u, `${at}.named_reactions.${k}`, "named reaction"),
            ),
            String,
          ),
          protectingGroups: dedupe(
            reaction.protecting_groups.map((p, k) => ({
              protecting_group_id: lookup(
                names.protectingGroups,
                p.url,
                `${at}.protecting_groups.${k}.url`,
                "protecting group",
              ),
              type: p.type,
            })),
            (p) => `${p.protecting_group_id}:${p.type}`,
          ),
          specialReagentFile,
          specialReagentSmiles: special?.smiles ?? null,
        };
      }),
    })),
  };
}

/** Chemical image names derive from the SMILES, so the same structure always maps to the same file. */
export function fileNameFor(smiles: string): string {
  return createHash("sha1").update(smiles).digest("hex").slice(0, 16);
}

function dedupe<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
