import type { JsonLd } from "./json-ld.ts";
import { licensedPage, pageUrl, SCHEMA_ORG } from "./json-ld.ts";

/** The Bioschemas profile the molecule blocks follow (its current release, 7 April 2020). */
export const MOLECULAR_ENTITY_PROFILE = "https://bioschemas.org/profiles/MolecularEntity/0.5-RELEASE";
const CONFORMS_TO = "http://purl.org/dc/terms/conformsTo";

export interface MoleculeFacts {
  name: string;
  /** The molecule's URL identifier on this site (its page is /molecule/{structure}). */
  structure: string;
  formula: string | null;
  /** The SMILES the drawing on the page is made from; null for an uploaded image. */
  smiles: string | null;
  /** RDKit's standard InChI and InChIKey; null without a structure (or before they are computed). */
  inchi: string | null;
  inchiKey: string | null;
}

/** The molecule page's address: where a MolecularEntity block's @id and url point. */
export const moleculePath = (structure: string) => `/molecule/${encodeURIComponent(structure)}`;

/**
 * A molecule as a Bioschemas MolecularEntity (profile 0.5-RELEASE): its minimum properties (@id,
 * conformsTo, identifier, name, url) and, of the recommended ones, those the archive stores
 * (inChI, inChIKey, molecularFormula, smiles); one the archive does not have is absent, never empty.
 * `withContext` false: the same entity nested in another block (a synthesis page's `about`).
 */
export function molecularEntity(origin: string, molecule: MoleculeFacts, withContext = true): JsonLd {
  const url = pageUrl(origin, moleculePath(molecule.structure));
  const entity: JsonLd = {
    ...(withContext ? { "@context": SCHEMA_ORG } : {}),
    "@type": "MolecularEntity",
    "@id": url,
    [CONFORMS_TO]: { "@id": MOLECULAR_ENTITY_PROFILE, "@type": "CreativeWork" },
    identifier: molecule.structure,
    name: molecule.name,
    url,
  };
  if (molecule.formula) entity.molecularFormula = molecule.formula;
  if (molecule.smiles) entity.smiles = molecule.smiles;
  if (molecule.inchi) entity.inChI = molecule.inchi;
  if (molecule.inchiKey) entity.inChIKey = molecule.inchiKey;
  return entity;
}

/**
 * The molecule page: the entity, the page with its data licence (`mainEntityOfPage`), and the
 * synthesis pages it lists as the works about it (`subjectOf`), each by its address and its title
 * as the card shows it.
 */
export function moleculePageJsonLd(
  origin: string,
  molecule: MoleculeFacts,
  syntheses: readonly { id: number; year: number; author: { lastName: string } }[],
): JsonLd {
  const entity = molecularEntity(origin, molecule);
  entity.mainEntityOfPage = licensedPage(entity.url as string);
  if (syntheses.length > 0) {
    entity.subjectOf = syntheses.map((s) => ({
      "@type": "Dataset",
      "@id": pageUrl(origin, `/syn/${s.id}`),
      name: `Synthesis of ${molecule.name} by ${s.author.lastName} (${s.year})`,
    }));
  }
  return entity;
}
