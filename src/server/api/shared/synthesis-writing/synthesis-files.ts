import { storageUnwritable } from "../../../storage/image-storage.ts";
import type { ImageWriter, StagedImage } from "../../../storage/image-writer.ts";

/** A file staged before commit and moved into place after it; folder and name may depend on the id. */
export interface PendingImage {
  folder: string | ((synthesisId: number) => string);
  name: string | ((synthesisId: number) => string);
  svg: string | Uint8Array;
}

/** What a written synthesis leaves to do once its transaction commits: files to write and remove. */
export interface WrittenSynthesis {
  id: number;
  images: PendingImage[];
  stale: string[];
}

/**
 * Writes every image of a written synthesis under a staging name, inside its transaction; any
 * failure removes what was staged and becomes a clear 503, so the transaction rolls back.
 */
export async function stageSynthesisFiles(
  images: ImageWriter,
  written: WrittenSynthesis,
): Promise<StagedImage[]> {
  const staged: StagedImage[] = [];
  try {
    for (const image of written.images) {
      const { folder, name } = placeOf(image, written.id);
      staged.push(await images.stage(folder, name, image.svg));
    }
  } catch (error) {
    for (const file of staged) await file.discard().catch(() => undefined);
    throw storageUnwritable(error);
  }
  return staged;
}

/**
 * After commit: moves the staged images into place, then removes the files no row names any more.
 * A crash before this ends is finished by the repair at the next start (storage/repair-images.ts).
 */
export async function finishSynthesisFiles(
  images: ImageWriter,
  written: WrittenSynthesis,
  staged: readonly StagedImage[],
): Promise<void> {
  for (const file of staged) await file.commit();
  await removeStale(images, written.stale);
}

/** Writes a synthesis's drawings (and removes the files it no longer names). */
export async function writeSynthesisFiles(images: ImageWriter, written: WrittenSynthesis): Promise<void> {
  for (const image of written.images) {
    const { folder, name } = placeOf(image, written.id);
    await images.write(folder, name, image.svg);
  }
  await removeStale(images, written.stale);
}

/** The folder and name of a pending image once the synthesis has its id. */
function placeOf(image: PendingImage, synthesisId: number) {
  return {
    folder: typeof image.folder === "function" ? image.folder(synthesisId) : image.folder,
    name: typeof image.name === "function" ? image.name(synthesisId) : image.name,
  };
}

/** Stale files are stored as `folder/name` paths (the rows' own spelling). */
async function removeStale(images: ImageWriter, stale: readonly string[]) {
  for (const file of stale) {
    const slash = file.lastIndexOf("/");
    await images.remove(file.slice(0, slash), file.slice(slash + 1));
  }
}
