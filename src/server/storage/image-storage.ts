import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
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

/** A staged file: `<final name>.<16 hex>.staged` (image-storage.ts `stage`, repair-images.ts). */
export const STAGED_FILE = /^(.+)\.[0-9a-f]{16}\.staged$/;
/** A temporary file of an atomic write: `<final name>.<pid>[.<time>].tmp`. */
export const TEMP_FILE = /^(.+)\.\d+(\.\d+)?\.tmp$/;

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
  const pathOf = (folder: string, name: string, what: string) => {
    const path = resolveImagePath(root, [...folder.split("/"), name]);
    if (!path) throw new Error(`Refusing to ${what} image outside storage: ${folder}/${name}`);
    return path;
  };
  return {
    async write(folder, name, content) {
      const path = pathOf(folder, name, "write");
      await mkdir(join(path, ".."), { recursive: true });
      const temp = `${path}.${process.pid}.tmp`;
      await writeFile(temp, content);
      await rename(temp, path);
    },
    async remove(folder, name) {
      await rm(pathOf(folder, name, "remove"), { force: true });
    },
    async stage(folder, name, content) {
      const path = pathOf(folder, name, "write");
      const staged = `${path}.${randomBytes(8).toString("hex")}.staged`;
      await mkdir(join(path, ".."), { recursive: true });
      try {
        await writeFile(staged, content);
      } catch (error) {
        await rm(staged, { force: true }).catch(() => undefined);
        throw error;
      }
      return {
        path: `${folder}/${name}`,
        async commit() {
          try {
            await rename(staged, path);
          } catch (error) {
            // The start's repair (repair-images.ts) may have moved it into place already.
            if ((error as NodeJS.ErrnoException).code !== "ENOENT" || !(await stat(path).catch(() => null))) {
              throw error;
            }
          }
        },
        discard: () => rm(staged, { force: true }),
      };
    },
  };
}
