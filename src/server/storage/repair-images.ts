import { copyFile, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { ImageInventoryRepository } from "../../db/repositories/image-inventory.ts";
import type { Logger } from "../logger.ts";
import type { StructureRenderer } from "../structures/structure-renderer.ts";
import { namedImages, owningSynthesis } from "./image-inventory.ts";
import { createImageStorage, IMAGE_FOLDERS, STAGED_FILE, TEMP_FILE } from "./image-storage.ts";

export interface RepairReport {
  /** Staged files of a committed write moved into place. */
  finished: string[];
  /** Missing files drawn again from their SMILES or copied again from their upload. */
  redrawn: string[];
  /**
   * Files no row names any more: a revised synthesis's old files or a merged molecule's image (the
   * write stopped before removing them).
   */
  removed: string[];
  /** Staged or temporary files of writes that never committed (or a crashed atomic write). */
  discarded: string[];
  /** Missing files with nothing to make them from (a drawn special reagent, a molecule PNG). */
  unrecoverable: string[];
}

export interface RepairOptions {
  /**
   * Staged, temporary and unnamed files younger than this may belong to a write still under way in
   * another server sharing the storage: they are left alone. 0 in tests.
   */
  pendingAgeMs?: number;
  /** Stops the repair between two files (a shutdown); the next start repairs what is left. */
  signal?: AbortSignal;
}

const uploadPath = (root: string, upload: string) => join(root, "uploads", `${upload}.png`);

/** Every file under the image folders, as `folder/name` or `syntheses/{id}/name`, with its mtime. */
export async function listImageFiles(root: string): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  const walk = async (relative: string, depth: number) => {
    const entries = await readdir(join(root, relative), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = `${relative}/${entry.name}`;
      if (entry.isDirectory() && depth > 0) await walk(path, depth - 1);
      else if (entry.isFile()) {
        const info = await stat(join(root, path)).catch(() => null);
        if (info) files.set(path, info.mtimeMs);
      }
    }
  };
  for (const folder of IMAGE_FOLDERS) await walk(folder, folder === "syntheses" ? 1 : 0);
  return files;
}

/**
 * Brings the image folder in line with the rows after a crash (run at every start, in the
 * background; docs/decisions/operations/0034-backups-restores-and-crash-repair.md). A write's images are staged
 * inside its transaction and moved into place after commit, and a revision removes the files its old
 * rows named after commit, so a process killed in between leaves: staged files whose rows committed
 * (moved into place here), staged files of a rolled-back write (removed), and stale files of a
 * revised synthesis or a merged molecule (removed once old enough not to be another server's write
 * in progress). A named file still missing is drawn again from its SMILES, or copied
 * again from its upload. The files are listed before the rows are read, so a write committed
 * meanwhile by another server is never mistaken for a stale one.
 */
export async function repairImages(
  deps: {
    inventory: ImageInventoryRepository;
    structures: StructureRenderer;
    storageDir: string;
    logger?: Logger;
  },
  options: RepairOptions = {},
): Promise<RepairReport> {
  const root = resolve(deps.storageDir);
  const pendingAgeMs = options.pendingAgeMs ?? 10 * 60_000;
  const report: RepairReport = { finished: [], redrawn: [], removed: [], discarded: [], unrecoverable: [] };
  const files = await listImageFiles(root);
  const named = await namedImages(deps.inventory);
  const synthesisIds = await deps.inventory.synthesisIds();
  const now = Date.now();
  const images = createImageStorage(root);
  const exists = async (path: string) => Boolean(await stat(join(root, path)).catch(() => null));

  const staged = new Map<string, { path: string; mtime: number }[]>();
  for (const [path, mtime] of files) {
    const match = STAGED_FILE.exec(path) ?? TEMP_FILE.exec(path);
    if (!match) continue;
    const list = staged.get(match[1] as string) ?? [];
    list.push({ path, mtime });
    staged.set(match[1] as string, list);
  }

  for (const [path, source] of named) {
    options.signal?.throwIfAborted();
    if (files.has(path) || (await exists(path))) continue;
    const candidates = (staged.get(path) ?? [])
      .filter((c) => STAGED_FILE.test(c.path))
      .sort((a, b) => b.mtime - a.mtime);
    const newest = candidates[0];
    if (newest) {
      await rename(join(root, newest.path), join(root, path)).catch(() => undefined);
      if (await exists(path)) {
        report.finished.push(path);
        continue;
      }
    }
    const slash = path.lastIndexOf("/");
    const [folder, name] = [path.slice(0, slash), path.slice(slash + 1)];
    try {
      if (source.kind === "molecule" || source.kind === "reaction") {
        const svg =
          source.kind === "molecule"
            ? await deps.structures.moleculeSvg(source.smiles)
            : await deps.structures.reactionSvg(source.smiles);
        await images.write(folder, name, svg);
        report.redrawn.push(path);
      } else if (
        source.kind === "upload" &&
        (await stat(uploadPath(root, source.upload)).catch(() => null))
      ) {
        const temp = join(root, `${path}.${process.pid}.tmp`);
        await mkdir(join(root, folder), { recursive: true });
        await copyFile(uploadPath(root, source.upload), temp);
        await rename(temp, join(root, path));
        report.redrawn.push(path);
      } else {
        report.unrecoverable.push(path);
      }
    } catch (error) {
      deps.logger?.warn({ err: error, file: path }, "image repair: could not make the file again");
      report.unrecoverable.push(path);
    }
  }

  for (const [path, mtime] of files) {
    options.signal?.throwIfAborted();
    const leftover = STAGED_FILE.test(path) || TEMP_FILE.test(path);
    if (leftover) {
      if (now - mtime >= pendingAgeMs && (await exists(path))) {
        await rm(join(root, path), { force: true });
        report.discarded.push(path);
      }
      continue;
    }
    if (named.has(path) || now - mtime < pendingAgeMs) continue;
    const owner = owningSynthesis(path);
    // A revised synthesis's old files, or a merged molecule's image: no row names them any more.
    if ((owner !== null && synthesisIds.has(owner)) || path.startsWith("molecules/")) {
      await rm(join(root, path), { force: true });
      report.removed.push(path);
    }
  }

  const changed = Object.values(report).some((list) => list.length > 0);
  if (changed) {
    deps.logger?.info(
      {
        finished: report.finished.length,
        redrawn: report.redrawn.length,
        removed: report.removed.length,
        discarded: report.discarded.length,
        unrecoverable: report.unrecoverable.length,
        // A few names to start from: an archive missing its whole image folder would otherwise
        // write every name in one line of several megabytes.
        unrecoverableExamples: report.unrecoverable.slice(0, 20),
      },
      "images repaired",
    );
  }
  return report;
}
