import { stat, statfs } from "node:fs/promises";
import { dirname, resolve } from "node:path";

/** What a file system has free for this process (statfs's blocks available to non-root users). */
export interface FreeSpace {
  bytes: number;
  blockSize: number;
  /** Free inodes, or null where the file system does not count them (btrfs answers 0 of 0). */
  inodes: number | null;
}

/** Asks the file system holding `folder` (an existing folder) how much it has free. */
export type FreeSpaceProbe = (folder: string) => Promise<FreeSpace>;

export const statfsProbe: FreeSpaceProbe = async (folder) => {
  const info = await statfs(folder);
  return {
    bytes: info.bavail * info.bsize,
    blockSize: info.bsize,
    inodes: info.files > 0 ? info.ffree : null,
  };
};

/** What one target will hold: the sizes of the files it receives and the folders it may create. */
export interface SpaceNeed {
  /** Where the files go (need not exist yet). */
  path: string;
  /** What for, in the refusal: "the images", "the SQLite database". */
  what: string;
  fileSizes: number[];
  folders: number;
}

/**
 * Answers null when every file system has room for what the restore will write there, else the
 * refusal's text. Targets on one file system (same device) are added up; each file takes whole
 * blocks, each folder at least one.
 */
export async function spaceProblem(needs: SpaceNeed[], probe: FreeSpaceProbe): Promise<string | null> {
  const groups = new Map<number, { folder: string; needs: SpaceNeed[] }>();
  for (const need of needs) {
    const folder = await nearestFolder(resolve(need.path));
    const device = (await stat(folder)).dev;
    const group = groups.get(device) ?? { folder, needs: [] };
    group.needs.push(need);
    groups.set(device, group);
  }
  for (const { folder, needs: group } of groups.values()) {
    const free = await probe(folder);
    const block = Math.max(1, free.blockSize);
    let bytes = 0;
    let inodes = 0;
    for (const need of group) {
      for (const size of need.fileSizes) bytes += Math.ceil(size / block) * block;
      bytes += need.folders * block;
      inodes += need.fileSizes.length + need.folders;
    }
    const what = group.map((need) => need.what).join(" and ");
    if (free.bytes < bytes) {
      return `${what} need ${size(bytes)} on the file system of ${folder}, which has ${size(free.bytes)} free; free some space there or restore onto a larger disk`;
    }
    if (free.inodes !== null && free.inodes < inodes) {
      return `${what} need ${inodes} files on the file system of ${folder}, which has room for ${free.inodes} more (inodes); free some there or restore onto another file system`;
    }
  }
  return null;
}

/** The folder itself, or its nearest parent that exists: where its files would go. */
async function nearestFolder(path: string): Promise<string> {
  let at = path;
  while (!(await stat(at).catch(() => null))?.isDirectory()) {
    if (dirname(at) === at) return at;
    at = dirname(at);
  }
  return at;
}

function size(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  return `${(bytes / 1e3).toFixed(1)} KB`;
}
