import { constants } from "node:fs";
import { copyFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { WrittenPaths } from "./written-paths.ts";

/** Copies one image file; never over an existing file. Replaceable, for tests that make one fail. */
export type CopyImage = (from: string, to: string) => Promise<void>;

export const copyImageFile: CopyImage = (from, to) => copyFile(from, to, constants.COPYFILE_EXCL);

/**
 * Copies the backup's image files into the image folder (which may exist, holding only empty
 * folders), noting every folder and file it creates in `written` so a failure can take them back.
 * Folders that exist already are used as they are (Node's `cp` refused an existing folder).
 */
export async function copyImages(options: {
  from: string;
  to: string;
  files: Iterable<string>;
  written: WrittenPaths;
  copy: CopyImage;
  /** Aborted (the operator pressed Ctrl-C): stop before the next file, so the copy can be undone. */
  signal?: AbortSignal;
}): Promise<void> {
  const { written } = options;
  await written.makeFolder(options.to);
  for (const path of options.files) {
    options.signal?.throwIfAborted();
    const target = join(options.to, path);
    await written.makeFolder(dirname(target));
    written.file(target);
    try {
      await options.copy(join(options.from, path), target);
    } catch (error) {
      // Someone else's file (written since the check): not ours to remove.
      if ((error as NodeJS.ErrnoException).code === "EEXIST") written.forget(target);
      throw error;
    }
  }
}
