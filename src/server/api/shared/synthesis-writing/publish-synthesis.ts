import type { RevisionRepository } from "../../../../db/repositories/revisions.ts";
import type { TransactionRunner } from "../../../../db/transactions.ts";
import { ARCHIVE } from "../../../../domain/change-tags.ts";
import type { ImageWriter, StagedImage } from "../../../storage/image-writer.ts";
import type { StructureRenderer } from "../../../structures/structure-renderer.ts";
import { finishSynthesisFiles, stageSynthesisFiles, type WrittenSynthesis } from "./synthesis-files.ts";
import { prepareSynthesis } from "./synthesis-prepare.ts";
import { type PublishOptions, writeSynthesis } from "./synthesis-write.ts";

export interface PublishDeps {
  /** Runs the write's work in one transaction (db/transactions.ts). */
  transaction: TransactionRunner;
  revisions: RevisionRepository;
  structures: StructureRenderer;
  images: ImageWriter;
  /** Told after commit, so this process's caches and search index see the write at once. */
  watcher?: { refresh(): Promise<number> };
}

/**
 * Validates a Synthesis document and writes it into the relational tables in one transaction (all or
 * nothing). Structures are drawn before the transaction (synthesis-prepare.ts); their files are staged
 * inside it (a folder that cannot be written rolls the rows back) and moved into place after it commits
 * (synthesis-files.ts), under names derived from the SMILES, so a retry rewrites the same files.
 */
export async function publishSynthesis(
  deps: PublishDeps,
  input: unknown,
  options: PublishOptions = {},
): Promise<number> {
  const prepared = await prepareSynthesis(deps.structures, input);
  let staged: StagedImage[] = [];
  let written: WrittenSynthesis;
  try {
    written = await deps.transaction(async (trx, repos) => {
      // A revision may change the target and the author: what showed the former ones goes too.
      const former =
        options.replace === undefined
          ? []
          : await deps.revisions.publishedSynthesisTags(trx, options.replace);
      const result = await writeSynthesis(trx, repos, prepared, options);
      const changed = await deps.revisions.publishedSynthesisTags(trx, result.id);
      await deps.revisions.bump(trx, [...former, ...changed, ARCHIVE]);
      // Last before commit: a folder that cannot be written rolls everything back.
      staged = await stageSynthesisFiles(deps.images, result);
      return result;
    });
  } catch (error) {
    for (const file of staged) await file.discard().catch(() => undefined);
    throw error;
  }
  await finishSynthesisFiles(deps.images, written, staged);
  await deps.watcher?.refresh();
  return written.id;
}
