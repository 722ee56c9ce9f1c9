import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../http/errors.ts";
import { createImageStorage, storageUnwritable } from "./image-storage.ts";
import { createUploadStorage } from "./upload-storage.ts";

describe("storageUnwritable", () => {
  it("is a 503 storage_unavailable that names the cause and is never cached", () => {
    const error = storageUnwritable(Object.assign(new Error("no space"), { code: "ENOSPC" }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(503);
    expect(error.code).toBe("storage_unavailable");
    expect(error.headers).toEqual({ "Cache-Control": "no-store" });
    expect(error.message).toBe(
      "The image folder cannot be written (ENOSPC: no space left on the device); nothing was saved. Try again once the storage is writable.",
    );
    expect(storageUnwritable(Object.assign(new Error("?"), { code: "EXDEV" })).message).toMatch(
      /^The image folder cannot be written \(EXDEV\); nothing was saved/,
    );
    const other = new ApiError(409, "conflict", "taken");
    expect(storageUnwritable(other)).toBe(other);
  });
});

/**
 * A full disk: a 64 KB tmpfs (mounting needs root; skipped otherwise). A file that does not fit
 * fails half written, which a read-only folder never does: no temporary or staged file may stay.
 */
const root = process.getuid?.() === 0;
describe.skipIf(!root)("a full image folder (tmpfs, root only)", () => {
  const folder = mkdtempSync(join(tmpdir(), "image-storage-full-"));
  beforeAll(() => {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder]);
  });
  afterAll(() => {
    execFileSync("umount", [folder]);
    rmSync(folder, { recursive: true, force: true });
  });

  const files = () => (readdirSync(folder, { recursive: true }) as string[]).filter((p) => p.includes("."));
  const big = new Uint8Array(256 * 1024).fill(7);

  it("refuses write, stage and upload with ENOSPC and leaves no partial file", async () => {
    const images = createImageStorage(folder);
    await images.write("molecules", "small.svg", "<svg/>");
    for (const attempt of [
      () => images.write("molecules", "big.svg", big),
      () => images.stage("syntheses/12", "big.svg", big),
      () => createUploadStorage(folder).save(big),
    ]) {
      const error = await attempt().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(503);
      expect((error as ApiError).message).toMatch(/^The image folder cannot be written \(ENOSPC: /);
    }
    expect(files()).toEqual(["molecules/small.svg"]);
  });
});
