import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { UPLOAD_NAME } from "../../contract/uploads.ts";
import { writeThrough } from "./image-storage.ts";

/** An upload's name (its pattern is part of the API contract). */
export { UPLOAD_NAME };

/** `upload-` and the first 24 hex digits of the content's sha-256. */
export function uploadNameFor(bytes: Uint8Array): string {
  return `upload-${createHash("sha256").update(bytes).digest("hex").slice(0, 24)}`;
}

/**
 * Uploaded PNGs, kept in `uploads/` under the storage directory. The folder is private: the public
 * /images route serves only the image folders (image-storage.ts), and uploads are read through
 * GET /api/uploads/{name}.png by signed-in users. Files are named by their content, so the same
 * bytes are stored once and a name always means the same image.
 */
export function createUploadStorage(root: string) {
  const folder = join(resolve(root), "uploads");
  const pathOf = (name: string) => (UPLOAD_NAME.test(name) ? join(folder, `${name}.png`) : null);
  return {
    /** Stores the bytes (atomically, once) and answers their name. */
    async save(bytes: Uint8Array): Promise<string> {
      const name = uploadNameFor(bytes);
      const path = join(folder, `${name}.png`);
      if (await stat(path).catch(() => null)) return name;
      // A folder that cannot be written: 503 storage_unavailable, no temporary file left.
      await writeThrough(path, `${path}.${process.pid}.${Date.now()}.tmp`, bytes);
      return name;
    },
    /** The stored bytes of `name` (without extension), or null for an unknown or malformed name. */
    async read(name: string): Promise<Buffer | null> {
      const path = pathOf(name);
      return path ? readFile(path).catch(() => null) : null;
    },
  };
}
export type UploadStorage = ReturnType<typeof createUploadStorage>;
