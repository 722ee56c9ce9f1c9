import type { TxRepositories } from "../../../../db/repositories/index.ts";
import type { Tx } from "../../../../db/transactions.ts";
import type { PendingImage, WrittenSynthesis } from "./synthesis-files.ts";
import { buildGraph, referenceNames } from "./synthesis-graph.ts";
import type { PreparedSynthesis } from "./synthesis-prepare.ts";

export interface PublishOptions {
  submitterUserId?: number | null;
  /**
   * A revision: replace this synthesis's rows in place (same id) instead of inserting a new one.
   * Its submitter, creation time and publication state stay; images no row names any more are
   * removed after commit.
   */
  replace?: number;
  /** Runs first inside the transaction (a revision raises and checks the version here). */
  before?: (trx: Tx) => Promise<void>;
  /** Runs inside the transaction once the rows are written (history, the draft's publication). */
  after?: (trx: Tx, synthesisId: number) => Promise<void>;
  /** More files to write with the drawings (uploaded PNGs copied into place). */
  files?: PendingImage[];
}

/**
 * Writes a prepared synthesis's rows inside the caller's transaction (which bumps the revision):
 * `trx` and the repositories built over it, as the transaction runner hands them.
 */
export async function writeSynthesis(
  trx: Tx,
  repos: TxRepositories,
  prepared: PreparedSynthesis,
  options: PublishOptions = {},
): Promise<WrittenSynthesis> {
  const { doc, drawings } = prepared;
  const images: PendingImage[] = [...(options.files ?? [])];
  let stale: string[] = [];
  await options.before?.(trx);
  const names = await repos.synthesisWriter.loadNameIndex(referenceNames(doc));
  const graph = buildGraph(drawings, doc, names, images, options.submitterUserId ?? null);
  let id: number;
  if (options.replace === undefined) {
    id = await repos.synthesisWriter.insertSynthesisGraph(graph);
  } else {
    id = options.replace;
    const former = await repos.synthesisWriter.synthesisImageFiles(id);
    await repos.synthesisWriter.replaceSynthesisGraph(id, graph);
    const kept = await repos.synthesisWriter.synthesisImageFiles(id);
    // Special-reagent PNGs named after an upload may be shared by several syntheses: only the
    // synthesis's own drawn files (`{id}-…`) go.
    stale = [...former].filter(
      (file) =>
        !kept.has(file) &&
        (file.startsWith(`syntheses/${id}/`) || file.startsWith(`special-reagents/${id}-`)),
    );
  }
  // Publishing is an editor's acceptance of the pending items the synthesis names.
  await repos.pendingItems.acceptUsedBy(id);
  await options.after?.(trx, id);
  return { id, images, stale };
}
