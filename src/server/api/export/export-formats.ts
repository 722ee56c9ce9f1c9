import type { ExportMeta } from "../../../domain/export/export-meta.ts";
import {
  type ExportDeps,
  moleculesSdf,
  reactionsRdf,
  routesJson,
  synthesesJsonl,
  synthesisJsonDocument,
} from "./export-writers.ts";
import { synthesisOrd } from "./synthesis-ord.ts";

/**
 * The export formats, each one entry: its media type, its file and the writer of its text. A new
 * format is a new entry (and its writer); the routes read these tables.
 */
export interface ExportFormat {
  mediaType: string;
  /** The file name's end after the dataset's (bulk) or the synthesis's (one) name. */
  suffix: string;
  write: (deps: ExportDeps, meta: ExportMeta, only?: number) => AsyncGenerator<string>;
  /** It writes molblocks or canonical SMILES: a bulk copy stores the missing ones before its first byte. */
  structures?: boolean;
}

export const MEDIA_TYPES = {
  jsonl: "application/jsonl; charset=utf-8",
  sdf: "chemical/x-mdl-sdfile",
  rdf: "chemical/x-mdl-rdfile",
  json: "application/json; charset=utf-8",
} as const;

/** The bulk downloads under /api/export/, by file name. */
export const BULK_EXPORTS = {
  "syntheses.jsonl": { mediaType: MEDIA_TYPES.jsonl, suffix: "syntheses.jsonl", write: synthesesJsonl },
  "molecules.sdf": {
    mediaType: MEDIA_TYPES.sdf,
    suffix: "molecules.sdf",
    write: moleculesSdf,
    structures: true,
  },
  "reactions.rdf": {
    mediaType: MEDIA_TYPES.rdf,
    suffix: "reactions.rdf",
    write: reactionsRdf,
    structures: true,
  },
  "routes.json": { mediaType: MEDIA_TYPES.json, suffix: "routes.json", write: routesJson, structures: true },
} satisfies Record<string, ExportFormat>;

/** The formats of GET /api/syntheses/{id}/export, by `format`. */
export const SYNTHESIS_EXPORTS = {
  json: { mediaType: MEDIA_TYPES.json, suffix: "json", write: synthesisJsonDocument },
  sdf: { mediaType: MEDIA_TYPES.sdf, suffix: "sdf", write: moleculesSdf },
  rdf: { mediaType: MEDIA_TYPES.rdf, suffix: "rdf", write: reactionsRdf },
  route: { mediaType: MEDIA_TYPES.json, suffix: "route.json", write: routesJson },
  ord: { mediaType: MEDIA_TYPES.json, suffix: "ord.json", write: synthesisOrd },
} satisfies Record<string, ExportFormat>;

export type SynthesisExportName = keyof typeof SYNTHESIS_EXPORTS;
export const SYNTHESIS_EXPORT_NAMES = Object.keys(SYNTHESIS_EXPORTS) as [
  SynthesisExportName,
  ...SynthesisExportName[],
];
