import { open } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { ImageInventoryRepository } from "../../db/repositories/image-inventory.ts";
import type { ImageSizeRepository } from "../../db/repositories/image-sizes.ts";
import type { RevisionRepository } from "../../db/repositories/revisions.ts";
import type { Logger } from "../logger.ts";
import { DRAWING_MARK } from "../structures/depict.ts";
import type { StructureRenderer } from "../structures/structure-renderer.ts";
import { svgSize } from "../structures/svg-size.ts";
import { type ImageSource, namedImages } from "./image-inventory.ts";
import { createImageStorage } from "./image-storage.ts";

/** The mark sits in the first lines of a drawing: RDKit's header is about 300 bytes. */
const HEAD_BYTES = 1024;

/** The start of a file, or null when it cannot be read (missing files are the repair's job). */
async function readHead(path: string): Promise<string | null> {
  const file = await open(path).catch(() => null);
  if (!file) return null;
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead).toString("utf8");
  } finally {
    await file.close();
  }
}

/**
 * Redraws every stored drawing made with an older drawing style (no DRAWING_MARK of the current
 * style in its header) from its SMILES, and stores its new natural size on the rows that name it, so
 * an archive drawn before a style change (docs/decisions/structures/0051-readable-structure-drawings.md) shows
 * the new drawings after its next start. Runs after the start's image repair, in the background; a
 * drawing already current is only read (its first kilobyte). Drawn special reagents are redrawn from
 * the SMILES their structure-search row keeps; uploads (PNG) are left alone. Writes are atomic, so a
 * start killed midway leaves old and new drawings, each whole, and the next start finishes.
 */
export async function restyleImages(deps: {
  inventory: ImageInventoryRepository;
  imageSizes: ImageSizeRepository;
  revisions: RevisionRepository;
  structures: StructureRenderer;
  storageDir: string;
  logger?: Logger;
  /** Stops between two drawings (a shutdown); the next start redraws what is left. */
  signal?: AbortSignal;
}): Promise<string[]> {
  const root = resolve(deps.storageDir);
  const images = createImageStorage(root);
  const drawn: [string, ImageSource][] = [...(await namedImages(deps.inventory))];
  for (const [path, smiles] of await deps.imageSizes.specialReagentSmiles()) {
    drawn.push([path, { kind: "molecule", smiles }]);
  }
  const redrawn: string[] = [];
  for (const [path, source] of drawn) {
    deps.signal?.throwIfAborted();
    if (source.kind !== "molecule" && source.kind !== "reaction") continue;
    const head = await readHead(join(root, path));
    if (head === null || head.includes(DRAWING_MARK)) continue;
    try {
      const svg =
        source.kind === "molecule"
          ? await deps.structures.moleculeSvg(source.smiles)
          : await deps.structures.reactionSvg(source.smiles);
      const slash = path.lastIndexOf("/");
      await images.write(path.slice(0, slash), path.slice(slash + 1), svg);
      await deps.imageSizes.updateDrawnImageSize(path, svgSize(svg));
      redrawn.push(path);
    } catch (error) {
      deps.logger?.warn({ err: error, file: path }, "drawing restyle: could not draw the file again");
    }
  }
  if (redrawn.length > 0) {
    // Cached pages reserve the old sizes: a new revision makes every server drop them.
    await deps.revisions.bump();
    deps.logger?.info({ redrawn: redrawn.length }, "drawings redrawn in the current style");
  }
  return redrawn;
}
