import { dataValueLines, molfileTitle } from "./ctfile-text.ts";
import {
  DATASET_CREATOR,
  DATASET_NAME,
  type ExportMeta,
  LICENSE_URL,
  metaComment,
  oneLine,
  synthesisUrl,
} from "./export-meta.ts";

/**
 * The SD file of the published molecules (CTfile formats, BIOVIA): one record per distinct stored
 * structure, the molblock RDKit wrote, then its data items. Every record's header names the
 * dataset, revision and licence (its comment line); the first record also carries them as data
 * items, where tools that read SD files into tables show them.
 */

export interface MoleculeEntry {
  smiles: string;
  /** The target's name, else the name a published reaction gives the chemical; null if none. */
  name: string | null;
  formula: string | null;
  /** The published syntheses the structure occurs in, ascending. */
  syntheses: number[];
  /** A target molecule's stored standard InChI and InChIKey; null for a chemical of a reaction. */
  inchi?: string | null;
  inchikey?: string | null;
}

/**
 * One data item; a value has no blank line (a blank line ends the item) and no line a reader takes
 * for a frame (ctfile-text.ts). Lines are not cut at the old 200-character limit: a reader joins
 * continued lines with a line break, which would corrupt a long InChI or SMILES, and RDKit, Open
 * Babel and Indigo read longer lines.
 */
export function dataItem(name: string, value: string): string {
  return `> <${name}>\n${dataValueLines(value).join("\n")}\n\n`;
}

/** The molblock with the record's name on its first line and the dataset on its comment line. */
export function namedMolblock(molblock: string, name: string, comment: string): string {
  const lines = molblock.replace(/\r\n/g, "\n").split("\n");
  lines[0] = molfileTitle(name);
  lines[2] = comment;
  const text = lines.join("\n");
  return text.endsWith("\n") ? text : `${text}\n`;
}

/** The data items of the dataset itself, on the first record. */
function datasetItems(meta: ExportMeta): string {
  return (
    dataItem("DATASET", DATASET_NAME) +
    dataItem("DATASET_LICENSE", LICENSE_URL) +
    dataItem("DATASET_CREATOR", DATASET_CREATOR) +
    dataItem("DATASET_REVISION", String(meta.revision)) +
    dataItem("DATASET_SOURCE", meta.origin)
  );
}

/** One record, ending in `$$$$`; `first` adds the dataset's items. */
export function sdfRecord(molblock: string, entry: MoleculeEntry, meta: ExportMeta, first: boolean): string {
  const name = oneLine(entry.name ?? "");
  let out = namedMolblock(molblock, name, metaComment(meta));
  if (name) out += dataItem("NAME", name);
  out += dataItem("SMILES", entry.smiles);
  if (entry.formula) out += dataItem("FORMULA", entry.formula);
  // InChI and InChIKey: written only when the archive stores them, never computed here.
  if (entry.inchi) out += dataItem("INCHI", entry.inchi);
  if (entry.inchikey) out += dataItem("INCHIKEY", entry.inchikey);
  out += dataItem("SYNTHESES", entry.syntheses.join(", "));
  out += dataItem("SYNTHESIS_URLS", entry.syntheses.map((id) => synthesisUrl(meta.origin, id)).join("\n"));
  if (first) out += datasetItems(meta);
  return `${out}$$$$\n`;
}
