import { execFileSync } from "node:child_process";

/**
 * Makes a folder read-only even for root: a read-only bind mount over itself (as root, where file
 * modes would not stop a write) or file modes (others). Answers the function that undoes it.
 */
export function readOnly(folder: string): () => void {
  if (process.getuid?.() === 0) {
    execFileSync("mount", ["--bind", "-o", "ro", folder, folder]);
    return () => execFileSync("umount", [folder]);
  }
  execFileSync("chmod", ["-R", "a-w", folder]);
  return () => execFileSync("chmod", ["-R", "u+w", folder]);
}
