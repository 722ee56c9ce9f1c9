import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import type { ImageWriter } from "../commands/ports.ts";

/** The image folders of docs/product/rules.md §4.10 (plus one sub-folder per synthesis under `syntheses`). */
export const IMAGE_FOLDERS = [
  "molecules",
  "named-reactions",
  "mechanisms",
  "syntheses",
  "special-reagents",
  "protecting-groups",
  "users",
] as const;

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,199}$/;

/** Resolves `folder/…/name` inside the storage root, or null when any segment is unsafe. */
export function resolveImagePath(root: string, segments: readonly string[]): string | null {
  if (segments.length < 2 || segments.length > 3) return null;
  if (!(IMAGE_FOLDERS as readonly string[]).includes(segments[0])) return null;
  if (!segments.slice(1).every((s) => SAFE_NAME.test(s) && !s.includes(".."))) return null;
  const base = resolve(root);
  const full = resolve(base, ...segments);
  return full.startsWith(base + sep) ? full : null;
}

/** Writes images atomically (temp file + rename) so a reader never sees half a file. */
export function createImageStorage(root: string): ImageWriter {
  return {
    async write(folder, name, content) {
      const path = resolveImagePath(root, [...folder.split("/"), name]);
      if (!path) throw new Error(`Refusing to write image outside storage: ${folder}/${name}`);
      await mkdir(join(path, ".."), { recursive: true });
      const temp = `${path}.${process.pid}.tmp`;
      await writeFile(temp, content);
      await rename(temp, path);
    },
    async remove(folder, name) {
      const path = resolveImagePath(root, [...folder.split("/"), name]);
      if (!path) throw new Error(`Refusing to remove image outside storage: ${folder}/${name}`);
      await rm(path, { force: true });
    },
  };
}
