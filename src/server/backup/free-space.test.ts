import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type FreeSpace, spaceProblem } from "./free-space.ts";

const root = mkdtempSync(join(tmpdir(), "free-space-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function probe(free: FreeSpace) {
  const asked: string[] = [];
  const answer = async (folder: string) => {
    asked.push(folder);
    return free;
  };
  return { asked, probe: answer };
}

describe("spaceProblem", () => {
  // Two targets on one file system (the images and a SQLite file beside them) are added up; each
  // file takes whole 4 KB blocks and each folder one: 3 files of 1 byte + 1 folder + 1 of 5000 bytes.
  const needs = [
    { path: join(root, "images", "new"), what: "the images", fileSizes: [1, 1, 1], folders: 1 },
    { path: join(root, "db"), what: "the SQLite database", fileSizes: [5000], folders: 0 },
  ];
  const enough = 4 * 4096 + 2 * 4096;

  it("asks the file system once, at the nearest existing folder, and accepts exactly enough room", async () => {
    const { asked, probe: p } = probe({ bytes: enough, blockSize: 4096, inodes: 5 });
    expect(await spaceProblem(needs, p)).toBeNull();
    expect(asked).toEqual([root]);
  });

  it("refuses one block less, naming both targets, the folder and the sizes", async () => {
    const { probe: p } = probe({ bytes: enough - 4096, blockSize: 4096, inodes: null });
    expect(await spaceProblem(needs, p)).toBe(
      `the images and the SQLite database need 24.6 KB on the file system of ${root}, which has 20.5 KB free; free some space there or restore onto a larger disk`,
    );
  });

  it("refuses too few inodes (files and folders), and ignores a file system that counts none", async () => {
    const { probe: few } = probe({ bytes: enough, blockSize: 4096, inodes: 4 });
    expect(await spaceProblem(needs, few)).toMatch(/need 5 files .* room for 4 more \(inodes\)/);
    const { probe: uncounted } = probe({ bytes: enough, blockSize: 4096, inodes: null });
    expect(await spaceProblem(needs, uncounted)).toBeNull();
  });
});
