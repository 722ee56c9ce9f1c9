import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { type ApiError, asApiError, storageUnavailable } from "../http/errors.ts";
import type { ImageWriter } from "./image-writer.ts";

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

/** What the usual file-system refusals mean, for the 503's message. */
const CAUSES: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "read-only file system",
  ENOSPC: "no space left on the device",
  EDQUOT: "disk quota exceeded",
  EIO: "input/output error",
};

/**
 * The image folder refused a file: a 503 `storage_unavailable` naming the cause (EROFS, EACCES,
 * ENOSPC…), never cached. Every image write (image-storage.ts `write` and `stage`, the uploads'
 * `save`) throws it, and every command writes its files before its rows commit (or stages them
 * inside the transaction), so the answer can say that nothing was saved. An ApiError passes
 * through unchanged (a command's DomainError as its answer).
 */
export function storageUnwritable(error: unknown): ApiError {
  const refusal = asApiError(error);
  if (refusal) return refusal;
  const code = (error as NodeJS.ErrnoException)?.code ?? "error";
  const cause = CAUSES[code];
  return storageUnavailable(
    `The image folder cannot be written (${code}${cause ? `: ${cause}` : ""}); nothing was saved. Try again once the storage is writable.`,
  );
}

/** Whether an error came from the file system (it has an errno code such as EROFS). */
const isFileSystemError = (error: unknown): boolean =>
  error instanceof Error && typeof (error as NodeJS.ErrnoException).code === "string";

/**
 * Writes `content` to `path` through `temp` (removed again on any failure), so neither half a file
 * nor a temporary one stays behind; a file-system failure becomes `storageUnwritable`.
 */
export async function writeThrough(path: string, temp: string, content: string | Uint8Array, final = true) {
  try {
    await makeFolder(dirname(path));
    await writeFile(temp, content);
    if (final) await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw isFileSystemError(error) ? storageUnwritable(error) : error;
  }
}

/**
 * Creates `folder` and its missing parents. Node's recursive mkdir reports a parent it could not
 * make as ENOENT; the levels are then made one by one, so the error names the real cause (EROFS…).
 */
async function makeFolder(folder: string): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    const missing: string[] = [];
    for (let at = folder; !(await stat(at).catch(() => null)); at = dirname(at)) {
      missing.unshift(at);
      if (dirname(at) === at) throw error;
    }
    for (const level of missing) {
      await mkdir(level).catch((failure: NodeJS.ErrnoException) => {
        if (failure.code !== "EEXIST") throw failure;
      });
    }
  }
}

/** Resolves `folder/…/name` inside the storage root, or null when any segment is unsafe. */
export function resolveImagePath(root: string, segments: readonly string[]): string | null {
  if (segments.length < 2 || segments.length > 3) return null;
  if (!(IMAGE_FOLDERS as readonly string[]).includes(segments[0])) return null;
  if (!segments.slice(1).every((s) => SAFE_NAME.test(s) && !s.includes(".."))) return null;
  const base = resolve(root);
  const full = resolve(base, ...segments);
  return full.startsWith(base + sep) ? full : null;
}

/**
 * Writes images atomically (temp file + rename) so a reader never sees half a file. A folder that
 * cannot be written makes `write` and `stage` throw `storageUnwritable` and leave no file behind.
 */
export function createImageStorage(root: string): ImageWriter {
  const pathOf = (folder: string, name: string, what: string) => {
    const path = resolveImagePath(root, [...folder.split("/"), name]);
    if (!path) throw new Error(`Refusing to ${what} image outside storage: ${folder}/${name}`);
    return path;
  };
  return {
    async write(folder, name, content) {
      const path = pathOf(folder, name, "write");
      await writeThrough(path, `${path}.${process.pid}.tmp`, content);
    },
    async remove(folder, name) {
      await rm(pathOf(folder, name, "remove"), { force: true });
    },
    async stage(folder, name, content) {
      const path = pathOf(folder, name, "write");
      const staged = `${path}.${randomBytes(8).toString("hex")}.staged`;
      await writeThrough(path, staged, content, false);
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
