import { mkdir, rm, rmdir, stat } from "node:fs/promises";
import { dirname } from "node:path";

/**
 * The files and folders a restore created, in order, so that a failure removes exactly those: a
 * folder that existed before is left as it was, and a file someone else wrote is never touched.
 */
export class WrittenPaths {
  private readonly entries: { path: string; folder: boolean }[] = [];
  private readonly known = new Set<string>();

  /** Creates `folder` and its missing parents, noting each one made here. */
  async makeFolder(folder: string): Promise<void> {
    if (this.known.has(folder)) return;
    const missing: string[] = [];
    for (let at = folder; !(await stat(at).catch(() => null)); at = dirname(at)) {
      missing.unshift(at);
      if (dirname(at) === at) break;
    }
    for (const level of missing) {
      try {
        await mkdir(level);
        this.entries.push({ path: level, folder: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    }
    this.known.add(folder);
  }

  /** Notes a file about to be written (noted first: a write that fails half-way leaves a part). */
  file(path: string): void {
    this.entries.push({ path, folder: false });
  }

  /** Takes back `file(path)`: the write found a file already there, which is not ours. */
  forget(path: string): void {
    const at = this.entries.findLastIndex((entry) => entry.path === path && !entry.folder);
    if (at >= 0) this.entries.splice(at, 1);
  }

  /** Removes everything noted, newest first; answers what could not be removed (normally nothing). */
  async removeAll(): Promise<string[]> {
    const left: string[] = [];
    for (const { path, folder } of this.entries.reverse()) {
      try {
        // rmdir, not a recursive rm: a folder holding anything not noted here keeps it.
        await (folder ? rmdir(path) : rm(path, { force: true }));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") left.push(path);
      }
    }
    this.entries.length = 0;
    this.known.clear();
    return left;
  }
}
