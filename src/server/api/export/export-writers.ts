import type { ExportSource, StructureOccurrence } from "../../../db/repositories/export-source.ts";
import type { OrdExportSource } from "../../../db/repositories/ord-export-source.ts";
import type {
  PublishedDocument,
  SynthesisDocumentReader,
} from "../../../db/repositories/synthesis-document-reader.ts";
import type { ExportMeta } from "../../../domain/export/export-meta.ts";
import { jsonlLine, jsonlMetaLine, synthesisJson, synthesisRecord } from "../../../domain/export/jsonl.ts";
import { rdfHeader, rdfReactionsOf, rdfRecord } from "../../../domain/export/rdf.ts";
import { routeTree } from "../../../domain/export/route-tree.ts";
import { type MoleculeEntry, sdfRecord } from "../../../domain/export/sdf.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";
import type { ExportStructureSource } from "./export-structures.ts";

/**
 * The exports' text, piece by piece (docs/decisions/exports/0085-bulk-downloads-and-per-synthesis-exports.md):
 * the document files read one synthesis at a time (ids by keyset pages), the SD file a keyset page
 * of structures at a time; each piece is made with the pure serializers of domain/export/, yielded,
 * and only then is the next one read. Molblocks and canonical SMILES are the stored ones
 * (export-structures.ts), read once per piece. `only` restricts a dump to one synthesis (the
 * per-synthesis export).
 */
export interface ExportDeps {
  source: ExportSource;
  /** The published syntheses with their creation time, as the ORD dump reads them. */
  ordExport: OrdExportSource;
  reader: SynthesisDocumentReader;
  /** The stored molblock and canonical SMILES of each stored SMILES. */
  molblocks: ExportStructureSource;
  /** Synthesis ids per keyset page (the documents themselves are read one at a time). */
  synthesisPage?: number;
  /** Distinct structures per page of the SD file. */
  structurePage?: number;
  /**
   * Called between small pieces of work (a document read, a page of structures): a bulk download
   * passes its background pace (http/background-pace.ts) so pages are served while it runs.
   */
  giveWay?: () => Promise<void>;
}

const SYNTHESIS_PAGE = 50;
const STRUCTURE_PAGE = 200;

/**
 * The published syntheses as text, one at a time, their ids read a keyset page at a time: `write`
 * turns a document into its piece of the file. A document is read only when the previous piece
 * has been taken, and the pace's pauses fall between two pieces, when no document is held: a
 * document alive across a pause outlives V8's young-generation collections (the site's pages
 * allocate meanwhile) and piles up as old garbage (docs/benchmarks.md, bulk downloads).
 */
async function* publishedTexts(
  deps: ExportDeps,
  only: number | undefined,
  write: (doc: PublishedDocument) => string | null | Promise<string | null>,
): AsyncGenerator<string> {
  const size = deps.synthesisPage ?? SYNTHESIS_PAGE;
  let after = 0;
  for (;;) {
    const ids = await deps.source.syntheses(after, size, only);
    if (ids.length === 0) return;
    for (const id of ids) {
      await deps.giveWay?.();
      const text = await textOf(deps, id, write);
      if (text) yield text;
    }
    after = ids.at(-1) as number;
    if (ids.length < size) return;
  }
}

/** One synthesis's piece; the document is unreachable once this returns. */
async function textOf(
  deps: ExportDeps,
  id: number,
  write: (doc: PublishedDocument) => string | null | Promise<string | null>,
): Promise<string | null> {
  const doc = await deps.reader.read(id);
  // Unpublished between the two reads: left out, as the pages leave it out.
  return doc && doc.unpublished_at === null ? write(doc) : null;
}

/** Every stored SMILES of a document: the target's and its chemicals'. */
function smilesOf(document: SynthesisDocument): string[] {
  const out = document.molecule.smiles ? [document.molecule.smiles] : [];
  for (const part of document.parts)
    for (const r of part.reactions)
      for (const c of [...r.substrates, ...r.products]) if (c.smiles) out.push(c.smiles);
  return out;
}

export async function* synthesesJsonl(deps: ExportDeps, meta: ExportMeta, only?: number) {
  yield jsonlMetaLine(meta);
  yield* publishedTexts(deps, only, (doc) => jsonlLine(synthesisRecord(doc, meta.origin)));
}

/** One synthesis as one JSON document (no generator page: a single document is small). */
export async function* synthesisJsonDocument(deps: ExportDeps, meta: ExportMeta, only?: number) {
  yield* publishedTexts(
    deps,
    only,
    (doc) => `${JSON.stringify(synthesisJson(synthesisRecord(doc, meta.origin), meta))}\n`,
  );
}

/** A structure's entry from its occurrences: the target's name first, else the most used chemical name. */
function moleculeEntry(smiles: string, rows: StructureOccurrence[]): MoleculeEntry {
  const names = new Map<string, number>();
  for (const r of rows) if (r.kind === 1 && r.name) names.set(r.name, (names.get(r.name) ?? 0) + 1);
  const chemicalName = [...names].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
  const target = rows.find((r) => r.kind === 0 && r.name);
  return {
    smiles,
    name: target?.name ?? chemicalName,
    formula: rows.find((r) => r.formula)?.formula ?? null,
    // Stored for target molecules; a structure that is only a chemical of a reaction has none.
    inchi: rows.find((r) => r.inchi)?.inchi ?? null,
    inchikey: rows.find((r) => r.inchikey)?.inchikey ?? null,
    syntheses: [...new Set(rows.map((r) => r.synthesis_id))].sort((a, b) => a - b),
  };
}

/** A molblock of no atoms, for a stored SMILES RDKit cannot read (its SMILES item still names it). */
const EMPTY_MOLBLOCK = "\n\n\n  0  0  0  0  0  0  0  0  0  0999 V2000\nM  END\n";

export async function* moleculesSdf(deps: ExportDeps, meta: ExportMeta, only?: number) {
  const size = deps.structurePage ?? STRUCTURE_PAGE;
  let after: string | null = null;
  let first = true;
  for (;;) {
    await deps.giveWay?.();
    const rows = await deps.source.structures(after, size, only);
    if (rows.length === 0) return;
    const bySmiles = new Map<string, StructureOccurrence[]>();
    for (const r of rows) bySmiles.set(r.smiles, [...(bySmiles.get(r.smiles) ?? []), r]);
    const molblocks = await deps.molblocks.of(bySmiles.keys());
    let text = "";
    for (const [smiles, occurrences] of bySmiles) {
      const molblock = molblocks.get(smiles)?.molblock ?? EMPTY_MOLBLOCK;
      text += sdfRecord(molblock, moleculeEntry(smiles, occurrences), meta, first);
      first = false;
    }
    yield text;
    after = [...bySmiles.keys()].at(-1) as string;
    if (bySmiles.size < size) return;
  }
}

export async function* reactionsRdf(deps: ExportDeps, meta: ExportMeta, only?: number) {
  yield rdfHeader(meta);
  let first = true;
  yield* publishedTexts(deps, only, async (doc) => {
    const molblocks = await deps.molblocks.of(smilesOf(doc.document));
    const molblockOf = (smiles: string) => molblocks.get(smiles)?.molblock ?? null;
    let text = "";
    for (const reaction of rdfReactionsOf(doc.id, doc.document)) {
      text += rdfRecord(reaction, molblockOf, meta, first);
      first = false;
    }
    return text;
  });
}

export async function* routesJson(deps: ExportDeps, meta: ExportMeta, only?: number) {
  yield "[";
  let first = true;
  yield* publishedTexts(deps, only, async (doc) => {
    const stored = await deps.molblocks.of(smilesOf(doc.document));
    const tree = routeTree(doc.id, doc.document, (smiles) => stored.get(smiles)?.canonical ?? null, meta);
    if (!tree) return null;
    const text = `${first ? "\n" : ",\n"}${JSON.stringify(tree)}`;
    first = false;
    return text;
  });
  yield "\n]\n";
}
