import {
  molfileCounts,
  type StructureTextKind,
  structureLimitProblem,
} from "../../domain/structure-limits.ts";
import { STRUCTURE_QUERY_MAX, type StructureMode } from "../../domain/structure-search.ts";
import type { ScanBound, ScanPlace } from "../search/substructure-scan.ts";
import type { StructureFingerprint } from "./fingerprints.ts";
import type { StructureIdentifiers } from "./identifiers.ts";
import type { MolblockAnswer } from "./molblocks.ts";
import { StructureLimitError } from "./rdkit-errors.ts";
import type { ExactAnswer, QueryReading, SubstructureAnswer, TableMessage } from "./rdkit-ops.ts";
import { RdkitPool, type RdkitPoolOptions } from "./rdkit-pool.ts";
import type { ReactionPreview } from "./reaction-preview.ts";
import {
  invalidStructure,
  MOLFILE_UNREADABLE,
  type StructureInput,
  type StructurePreview,
} from "./structure-preview.ts";
import type { StructureRenderer } from "./structure-renderer.ts";

/** Refuses a text over the limits before RDKit sees it. */
function check(text: string, kind: StructureTextKind, maxChars?: number): void {
  if (text.trim() === "") return; // each call refuses an empty text in its own words
  const problem = structureLimitProblem(text, kind, maxChars);
  if (problem) throw new StructureLimitError(problem);
}

/**
 * Every RDKit call the server makes on behalf of a request: each input checked against
 * STRUCTURE_LIMITS, then run in a worker of the pool with its time limit (rdkit-pool.ts). It is the
 * write commands' structure renderer too. Errors: StructureLimitError, InvalidSmilesError,
 * StructureQueryError, an ApiError of the preview, RdkitTimeoutError, RdkitCrashError,
 * RdkitUnavailableError (rdkit-errors.ts turns the last four into answers).
 */
export class StructureService implements StructureRenderer {
  readonly pool: RdkitPool;

  constructor(options: RdkitPoolOptions) {
    this.pool = new RdkitPool(options);
  }

  describe(smiles: string) {
    check(smiles, "smiles");
    return this.pool.call("describe", [smiles]);
  }

  moleculeSvg(smiles: string) {
    check(smiles, "smiles");
    return this.pool.call("moleculeSvg", [smiles]);
  }

  reactionSvg(reactionSmiles: string) {
    check(reactionSmiles, "reaction");
    return this.pool.call("reactionSvg", [reactionSmiles]);
  }

  fingerprint(smiles: string) {
    check(smiles, "smiles");
    return this.pool.call("fingerprint", [smiles]);
  }

  /** Fingerprints of stored SMILES (the index's rebuild); null for one out of limits or unreadable. */
  fingerprints(list: string[]): Promise<(StructureFingerprint | null)[]> {
    return this.storedBatch(list, (fit) => this.pool.call("fingerprints", [fit]));
  }

  /** Standard InChI and InChIKey; null when InChI has none for the structure. */
  identifiers(smiles: string) {
    check(smiles, "smiles");
    return this.pool.call("identifiers", [smiles]);
  }

  /** InChI and InChIKey of stored SMILES (the start's backfill); null for one out of limits or without. */
  identifiersOfMany(list: string[]): Promise<(StructureIdentifiers | null)[]> {
    return this.storedBatch(list, (fit) => this.pool.call("identifiersOfMany", [fit]));
  }

  /** The molblock a write stores for the exports (migration 0024); null when RDKit reads no atoms. */
  async molblock(smiles: string): Promise<MolblockAnswer | null> {
    check(smiles, "smiles");
    const [answer] = await this.pool.call("molblocks", [[smiles]]);
    return answer ?? null;
  }

  /** Molblocks of stored SMILES (the exports' backfill); null for one out of limits or unreadable. */
  molblocks(list: string[]): Promise<(MolblockAnswer | null)[]> {
    return this.storedBatch(list, (fit) => this.pool.call("molblocks", [fit]));
  }

  /**
   * A batch operation on stored SMILES: the ones within the input limits go to one worker call, and
   * each answer is put back in its place; one out of limits (or unreadable) is null.
   */
  private async storedBatch<T>(
    list: string[],
    call: (fit: string[]) => Promise<(T | null)[]>,
  ): Promise<(T | null)[]> {
    const fits = list.map((smiles) => structureLimitProblem(smiles, "smiles") === null);
    const done = await call(list.filter((_, i) => fits[i]));
    let next = 0;
    return fits.map((ok) => (ok ? (done[next++] ?? null) : null));
  }

  /** A structure search hit's drawing, highlighting what `q` matches (null: it matches nothing). */
  hitSvg(smiles: string, q: string | null, anyBond = false) {
    check(smiles, "smiles", STRUCTURE_QUERY_MAX);
    if (q !== null) check(q, "smarts", STRUCTURE_QUERY_MAX);
    return this.pool.call("hitSvg", [smiles, q, anyBond]);
  }

  /** The structure dialog's preview; the limits of a Molfile are those of its counts line. */
  previewStructure(input: StructureInput): Promise<StructurePreview> {
    // Without a counts line RDKit would guess the format (a SMILES, JSON): only a Molfile goes on.
    if (input.field === "molfile" && input.text.trim() !== "" && !molfileCounts(input.text)) {
      throw invalidStructure("molfile", MOLFILE_UNREADABLE);
    }
    check(
      input.field === "smiles" ? input.text.trim() : input.text,
      input.field === "smiles" ? "smiles" : "molfile",
    );
    return this.pool.call("previewStructure", [input]);
  }

  previewReaction(text: string): Promise<ReactionPreview> {
    check(text.trim(), "reaction");
    return this.pool.call("previewReaction", [text]);
  }

  /** The molecules of an imported scheme file, each checked against the limits first. */
  readSchemeMolecules(items: { kind: "molfile" | "smiles"; text: string }[]) {
    for (const item of items) check(item.text, item.kind);
    return this.pool.call("readSchemeMolecules", [items]);
  }

  /** The structures of a ChemDraw file, each a CDXML document of one fragment, as Molfiles (Indigo). */
  cdxmlMolfiles(documents: string[]) {
    return this.pool.call("cdxmlMolfiles", [documents]);
  }

  /** Reads a search query (exact and similarity search; substructure runs in `substructure`). */
  readQuery(q: string, mode: StructureMode): Promise<QueryReading> {
    check(q, "smarts", STRUCTURE_QUERY_MAX);
    return this.pool.call("readQuery", [q, mode]);
  }

  /**
   * One page of a substructure search, from `from` (substructure-scan.ts), or the part of it that
   * ends at `until` (split-scan.ts); `anyBond` lets every bond of a SMILES query match any bond.
   */
  substructure(
    tableId: number,
    q: string,
    limit: number,
    bound: ScanBound,
    from: ScanPlace,
    until: ScanPlace | null = null,
    anyBond = false,
  ): Promise<SubstructureAnswer> {
    check(q, "smarts", STRUCTURE_QUERY_MAX);
    return this.pool.call("substructure", [
      tableId,
      q,
      limit,
      bound,
      { list: from.list, position: from.position },
      until && { list: until.list, position: until.position },
      anyBond,
    ]);
  }

  /** How many structure workers may run at once: a page of a search may be split between two. */
  get workers(): number {
    return this.pool.size;
  }

  /** Exact search with stereochemistry ignored (exact-without-stereo.ts). */
  exactIgnoringStereo(tableId: number, q: string): Promise<ExactAnswer> {
    check(q, "smarts", STRUCTURE_QUERY_MAX);
    return this.pool.call("exactIgnoringStereo", [tableId, q]);
  }

  setTable(table: TableMessage): void {
    this.pool.setTable(table);
  }

  async version(): Promise<string> {
    return this.pool.version ?? this.pool.call("version", []);
  }

  /** False while no RDKit worker is ready after the pool started (readiness, /readyz). */
  get available(): boolean {
    return this.pool.available;
  }

  start(): void {
    this.pool.start();
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
