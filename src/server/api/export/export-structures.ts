import type {
  StoredMolblock,
  StructureMolblockRepository,
} from "../../../db/repositories/structure-molblocks.ts";
import type { Logger } from "../../logger.ts";
import type { MolblockAnswer } from "../../structures/molblocks.ts";
import { RdkitUnavailableError } from "../../structures/rdkit-errors.ts";
import type { StructureService } from "../../structures/structure-service.ts";

/** Structures per worker call: each far inside a call's time limit, other requests get a worker between two. */
const RDKIT_BATCH = 20;
/** Missing SMILES read, computed and stored at a time. */
const FILL_PAGE = 200;
/** How long one batch may wait, in all, for a free worker before the work gives up. */
const WAIT_MS = 60_000;
const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 2_000;

export interface ExportStructureDeps {
  store: StructureMolblockRepository;
  structures: Pick<StructureService, "molblocks">;
  logger?: Pick<Logger, "warn" | "info">;
  /** How long a batch may wait for a worker in all (tests shorten it). */
  waitMs?: number;
}

/** What a writer needs of a stored SMILES: its molblock and canonical SMILES, when RDKit reads it. */
export interface ExportStructureSource {
  of(list: Iterable<string>): Promise<Map<string, MolblockAnswer>>;
}

/** A computed answer, null when RDKit cannot read the SMILES, undefined when it could not be asked. */
type Computed = MolblockAnswer | null | undefined;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The molblocks and canonical SMILES the SD file, the RDfile and the route trees write, read from
 * `structure_molblocks` (docs/decisions/exports/0096-bulk-downloads-never-wait-for-rdkit-mid-file.md). A
 * structure is computed once and stored: when its synthesis is published (synthesis-prepare.ts), or
 * else by the structure workers through `fillMissing` (the start's backfill of an older archive,
 * and a bulk download's builder before the file's first byte, for a SMILES another write set) or,
 * for one a write added while a file was being made, by `of` itself. Work that needs a worker
 * waits for one (retrying while every worker is busy) instead of failing: only `fillMissing` gives
 * up, after WAIT_MS.
 */
export class ExportStructures implements ExportStructureSource {
  readonly #deps: ExportStructureDeps;
  /** Fills run one after the other: a second caller waits for the first, then finds what is left. */
  #filling: Promise<unknown> = Promise.resolve();
  /** The server is stopping: nothing waits for a worker any more, and a fill ends quietly. */
  #closed = false;

  constructor(deps: ExportStructureDeps) {
    this.#deps = deps;
  }

  /** The readable answers of these SMILES by SMILES; one without a stored row is computed and stored. */
  async of(list: Iterable<string>): Promise<Map<string, MolblockAnswer>> {
    const wanted = [...new Set(list)];
    const out = new Map<string, MolblockAnswer>();
    const stored = await this.#deps.store.find(wanted);
    for (const row of stored) if (row.molblock !== null) out.set(row.smiles, readable(row));
    const known = new Set(stored.map((row) => row.smiles));
    const missing = wanted.filter((smiles) => !known.has(smiles));
    if (missing.length === 0) return out;
    let computed: Computed[];
    try {
      computed = await this.#compute(missing);
    } catch (error) {
      if (!(error instanceof RdkitUnavailableError)) throw error;
      // Written without a structure this once (not stored, so asked again next time) rather than
      // ending a file that is already being sent.
      this.#deps.logger?.warn({ missing: missing.length }, "export structures written without RDKit");
      return out;
    }
    await this.#keep(missing, computed);
    missing.forEach((smiles, i) => {
      const answer = computed[i];
      if (answer) out.set(smiles, answer);
    });
    return out;
  }

  /**
   * Computes and stores every published structure that has no row yet; the number stored. Rejects
   * with RdkitUnavailableError when no worker could be had for WAIT_MS.
   */
  fillMissing(giveWay?: () => Promise<void>): Promise<number> {
    const run = this.#filling
      .then(() => this.#fill(giveWay))
      .catch((error: unknown) => {
        if (this.#closed) return 0;
        throw error;
      });
    this.#filling = run.catch(() => undefined);
    return run;
  }

  /** Stops waiting for workers (the runtime closes): work under way gives up at its next batch. */
  close(): void {
    this.#closed = true;
  }

  async #fill(giveWay: (() => Promise<void>) | undefined): Promise<number> {
    let stored = 0;
    let after: string | null = null;
    for (;;) {
      const page = await this.#deps.store.missing(after, FILL_PAGE);
      if (page.length === 0) break;
      for (let from = 0; from < page.length; from += RDKIT_BATCH) {
        await giveWay?.();
        const batch = page.slice(from, from + RDKIT_BATCH);
        stored += await this.#keep(batch, await this.#compute(batch));
      }
      after = page.at(-1) as string;
      if (page.length < FILL_PAGE) break;
    }
    if (stored > 0) this.#deps.logger?.info({ stored }, "export structures stored");
    return stored;
  }

  /** Stores the answers RDKit gave (a readable structure or null), not the ones it could not be asked. */
  async #keep(list: string[], computed: Computed[]): Promise<number> {
    const rows: StoredMolblock[] = [];
    list.forEach((smiles, i) => {
      const answer = computed[i];
      if (answer === undefined) return;
      rows.push({ smiles, molblock: answer?.molblock ?? null, canonical: answer?.canonical ?? null });
    });
    await this.#deps.store.store(rows);
    return rows.length;
  }

  /** RDKit's answers in batches of RDKIT_BATCH, each waiting for a worker. */
  async #compute(list: string[]): Promise<Computed[]> {
    const out: Computed[] = [];
    for (let from = 0; from < list.length; from += RDKIT_BATCH) {
      out.push(...(await this.#batch(list.slice(from, from + RDKIT_BATCH))));
    }
    return out;
  }

  /**
   * One worker call, retried after a growing pause while every worker is busy, until WAIT_MS have
   * passed. A batch that crashes or overruns its worker is asked again one structure at a time; a
   * structure that still fails alone is left uncomputed (undefined).
   */
  async #batch(list: string[]): Promise<Computed[]> {
    const deadline = Date.now() + (this.#deps.waitMs ?? WAIT_MS);
    for (let pause = FIRST_RETRY_MS; ; pause = Math.min(pause * 2, LONGEST_RETRY_MS)) {
      if (this.#closed) throw new RdkitUnavailableError("the server is stopping");
      try {
        return await this.#deps.structures.molblocks(list);
      } catch (error) {
        if (error instanceof RdkitUnavailableError) {
          if (Date.now() + pause > deadline) throw error;
          await sleep(pause);
          continue;
        }
        if (list.length === 1) {
          this.#deps.logger?.warn({ err: error, smiles: list[0] }, "RDKit failed on a structure to export");
          return [undefined];
        }
        const one: Computed[] = [];
        for (const smiles of list) one.push(...(await this.#batch([smiles])));
        return one;
      }
    }
  }
}

const readable = (row: StoredMolblock): MolblockAnswer => ({
  molblock: row.molblock as string,
  canonical: row.canonical ?? "",
});
