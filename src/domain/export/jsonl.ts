import type { SynthesisDocument } from "../synthesis-document.ts";
import { type ExportMeta, metaRecord, synthesisUrl } from "./export-meta.ts";

/**
 * JSON Lines (https://jsonlines.org): one published synthesis per line, its public Synthesis
 * document (the one the editor opens and the page shows) with its id, page and version. The first
 * line is `{"@meta": …}`: the licence and revision travel with a saved file, once, where a reader
 * skips them by the one key no synthesis line has.
 */

export interface SynthesisRecord {
  id: number;
  url: string;
  version: number;
  document: SynthesisDocument;
}

export function synthesisRecord(
  read: { id: number; version: number; document: SynthesisDocument },
  origin: string,
): SynthesisRecord {
  return { id: read.id, url: synthesisUrl(origin, read.id), version: read.version, document: read.document };
}

/** The first line of the file. */
export function jsonlMetaLine(meta: ExportMeta): string {
  return `${JSON.stringify({ "@meta": metaRecord(meta) })}\n`;
}

/** One synthesis's line (JSON.stringify escapes every line break inside strings). */
export function jsonlLine(record: SynthesisRecord): string {
  return `${JSON.stringify(record)}\n`;
}

/** One synthesis as a JSON document (the per-synthesis `format=json`): its line with the metadata. */
export function synthesisJson(record: SynthesisRecord, meta: ExportMeta) {
  return { "@meta": metaRecord(meta), ...record };
}
