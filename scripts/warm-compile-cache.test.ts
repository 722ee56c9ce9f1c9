import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const cache = mkdtempSync(join(tmpdir(), "compile-cache-"));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

/** Whether loading the server's runtime (and the RDKit pool a worker loads) needed Node's TypeScript stripper. */
function loadsStripper(): boolean {
  const probe = `
    await import("./src/server/runtime.ts");
    await import("./src/server/structures/rdkit-worker.ts").catch(() => undefined);
    console.log(JSON.stringify(process.moduleLoadList.some((m) => m.includes("amaro"))));`;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", probe], {
    env: { ...process.env, NODE_COMPILE_CACHE: cache },
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split("\n").at(-1) as string) as boolean;
}

describe("warming the compile cache", { timeout: 120_000 }, () => {
  it("after the warm-up a server process loads its modules without Node's TypeScript stripper; before it, it needs it", () => {
    expect(loadsStripper()).toBe(true);
    rmSync(cache, { recursive: true, force: true });
    const warm = spawnSync(process.execPath, ["scripts/warm-compile-cache.ts"], {
      env: { ...process.env, NODE_COMPILE_CACHE: cache },
      encoding: "utf8",
    });
    expect(warm.status, warm.stderr).toBe(0);
    expect(warm.stdout).toMatch(/compile cache: \d+ files/);
    expect(loadsStripper()).toBe(false);
  });
});
