import { stat } from "node:fs/promises";
import { resolveImagePath } from "../../storage/image-storage.ts";
import type { ImageExists } from "./history-restore-support.ts";

/** Whether a picture is still in the image folder under `root` (a restore may point a row back at it). */
export function imageFileExists(root: string): ImageExists {
  return async (folder, name) => {
    const path = resolveImagePath(root, [...folder.split("/"), name]);
    if (!path) return false;
    return (await stat(path).catch(() => null))?.isFile() ?? false;
  };
}
