import type { SynthesisDocument } from "../synthesis-document.ts";
import { datumText } from "./ctfile-text.ts";
import {
  DATASET_CREATOR,
  DATASET_NAME,
  type ExportMeta,
  LICENSE_URL,
  metaComment,
  synthesisUrl,
} from "./export-meta.ts";
import { type ReactionFields, reactionFields, reactionsOf, referenceLine } from "./reaction-fields.ts";
import { namedMolblock } from "./sdf.ts";

/**
 * The RDfile of the published reactions (CTfile formats, BIOVIA): `$RDFILE 1`, `$DATM` (when the
 * data revision was made), then one `$RFMT` record per reaction, an RXN block of the structures it
 * holds and its facts as `$DTYPE`/`$DATUM` pairs. Every RXN block's comment line names the dataset,
 * revision and licence; the first record also carries them as data fields. A value stays on its
 * `$DATUM` line (no 80-column wrap): a wrapped value could start a line with `$`. Names and values
 * never make a line a reader takes for a frame (ctfile-text.ts).
 */

export interface RdfChemical {
  name: string | null;
  smiles: string | null;
}

export interface RdfReaction {
  synthesisId: number;
  part: number;
  step: number;
  substrates: RdfChemical[];
  products: RdfChemical[];
  fields: ReactionFields;
  references: string[];
}

const two = (n: number) => String(n).padStart(2, "0");

/** `$DATM    MM/DD/YY HH:MM` in UTC. */
export function rdfDate(iso: string | null): string {
  const d = new Date(iso ?? 0);
  return `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}/${two(d.getUTCFullYear() % 100)} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

export function rdfHeader(meta: ExportMeta): string {
  return `$RDFILE 1\n$DATM    ${rdfDate(meta.modified)}\n`;
}

const count = (n: number) => String(n).padStart(3, " ");

/** A `$DTYPE`/`$DATUM` pair; an empty value is left out. */
function datum(name: string, value: string | null): string {
  const text = value === null ? "" : datumText(value);
  return text ? `$DTYPE ${name}\n$DATUM ${text}\n` : "";
}

/**
 * One reaction's record. `molblockOf` gives RDKit's molblock of a stored SMILES (null when RDKit
 * cannot read it); a chemical without one stays out of the RXN block and is named in
 * SUBSTRATES_WITHOUT_STRUCTURE or PRODUCTS_WITHOUT_STRUCTURE.
 */
export function rdfRecord(
  r: RdfReaction,
  molblockOf: (smiles: string) => string | null,
  meta: ExportMeta,
  first: boolean,
): string {
  const drawn = (list: RdfChemical[]) =>
    list.flatMap((c) => {
      const molblock = c.smiles ? molblockOf(c.smiles) : null;
      return molblock ? [namedMolblock(molblock, c.name ?? "", "")] : [];
    });
  const missing = (list: RdfChemical[]) =>
    list
      .filter((c) => !c.smiles || !molblockOf(c.smiles))
      .map((c) => c.name ?? "(unnamed)")
      .join("; ") || null;
  const reactants = drawn(r.substrates);
  const products = drawn(r.products);
  const name = `Synthesis ${r.synthesisId}, part ${r.part}, step ${r.step}`;
  let out = `$RFMT\n$RXN\n${name}\n  SynArch\n${metaComment(meta)}\n${count(reactants.length)}${count(products.length)}\n`;
  for (const molblock of [...reactants, ...products]) out += `$MOL\n${molblock}`;
  const f = r.fields;
  out +=
    datum("SYNTHESIS_ID", String(r.synthesisId)) +
    datum("SYNTHESIS_URL", synthesisUrl(meta.origin, r.synthesisId)) +
    datum("PART", String(r.part)) +
    datum("STEP", String(r.step)) +
    datum("SUBSTRATES_WITHOUT_STRUCTURE", missing(r.substrates)) +
    datum("PRODUCTS_WITHOUT_STRUCTURE", missing(r.products)) +
    datum("REAGENTS", f.reagents.join("; ")) +
    datum("SOLVENTS", f.solvents.join("; ")) +
    datum("CONDITIONS", f.conditions.join("; ")) +
    datum("YIELD", f.yield) +
    datum("SELECTIVITY", f.selectivity) +
    datum("NAMED_REACTIONS", f.namedReactions.join("; ")) +
    datum("REFERENCES", r.references.join(" | "));
  if (first) {
    out +=
      datum("DATASET", DATASET_NAME) +
      datum("DATASET_LICENSE", LICENSE_URL) +
      datum("DATASET_CREATOR", DATASET_CREATOR) +
      datum("DATASET_REVISION", String(meta.revision)) +
      datum("DATASET_SOURCE", meta.origin);
  }
  return out;
}

/** The RDfile records of one synthesis's reactions, in the document's order. */
export function rdfReactionsOf(id: number, document: SynthesisDocument): RdfReaction[] {
  const references = document.references.map(referenceLine);
  const chemical = (c: { name?: string | null; smiles?: string | null }): RdfChemical => ({
    name: c.name ?? null,
    smiles: c.smiles ?? null,
  });
  return reactionsOf(document).map(({ part, reaction }) => ({
    synthesisId: id,
    part,
    step: reaction.step,
    substrates: reaction.substrates.map(chemical),
    products: reaction.products.map(chemical),
    fields: reactionFields(reaction),
    references,
  }));
}
