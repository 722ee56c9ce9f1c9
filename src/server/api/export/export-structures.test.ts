import { describe, expect, it } from "vitest";
import type {
  StoredMolblock,
  StructureMolblockRepository,
} from "../../../db/repositories/structure-molblocks.ts";
import { RdkitCrashError, RdkitUnavailableError } from "../../structures/rdkit-errors.ts";
import { ExportStructures } from "./export-structures.ts";

/** A store in memory holding `rows`, with `missing` the published SMILES it lacks. */
function memoryStore(published: string[], rows: StoredMolblock[] = []) {
  const byKey = new Map(rows.map((r) => [r.smiles, r]));
  const store = {
    find: async (list: readonly string[]) =>
      list.flatMap((s) => (byKey.has(s) ? [byKey.get(s) as StoredMolblock] : [])),
    missing: async (after: string | null, limit: number) =>
      [...new Set(published)]
        .filter((s) => !byKey.has(s) && (after === null || s > after))
        .sort()
        .slice(0, limit),
    store: async (list: readonly StoredMolblock[]) => {
      for (const r of list) if (!byKey.has(r.smiles)) byKey.set(r.smiles, r);
    },
  };
  return { store: store as unknown as StructureMolblockRepository, byKey };
}

const answer = (smiles: string) => ({ molblock: `${smiles}\n  M  END\n`, canonical: smiles.toUpperCase() });

describe("the exports' stored structures", () => {
  it("fills what is missing once, waiting while every worker is busy, and stores null for what RDKit cannot read", async () => {
    const { store, byKey } = memoryStore(
      ["c", "a", "bad", "b"],
      [{ smiles: "a", molblock: "A", canonical: "a" }],
    );
    let refused = 0;
    const asked: string[][] = [];
    const structures = {
      molblocks: async (list: string[]) => {
        if (refused < 2) {
          refused++;
          throw new RdkitUnavailableError("every RDKit worker is busy");
        }
        asked.push(list);
        return list.map((s) => (s === "bad" ? null : answer(s)));
      },
    };
    const exports = new ExportStructures({ store, structures });
    expect(await exports.fillMissing()).toBe(3);
    expect(refused).toBe(2);
    expect(asked).toEqual([["b", "bad", "c"]]);
    expect(byKey.get("bad")).toEqual({ smiles: "bad", molblock: null, canonical: null });
    expect(await exports.fillMissing()).toBe(0);
    const found = await exports.of(["a", "b", "bad"]);
    expect([...found.keys()].sort()).toEqual(["a", "b"]);
    expect(asked).toHaveLength(1);
  });

  it("gives up filling after its wait, so a file is refused before its first byte", async () => {
    const { store } = memoryStore(["a"]);
    const structures = {
      molblocks: async () => {
        throw new RdkitUnavailableError("no RDKit worker was free in time");
      },
    };
    const exports = new ExportStructures({ store, structures, waitMs: 250 });
    await expect(exports.fillMissing()).rejects.toBeInstanceOf(RdkitUnavailableError);
    // A file already being sent is written without the structure instead (not stored).
    expect((await exports.of(["a"])).size).toBe(0);
  });

  it("asks a batch that crashed RDKit one structure at a time, and leaves the one that fails alone unstored", async () => {
    const { store, byKey } = memoryStore(["a", "boom", "c"]);
    const structures = {
      molblocks: async (list: string[]) => {
        if (list.includes("boom")) throw new RdkitCrashError("memory access out of bounds");
        return list.map(answer);
      },
    };
    const exports = new ExportStructures({ store, structures });
    expect(await exports.fillMissing()).toBe(2);
    expect([...byKey.keys()].sort()).toEqual(["a", "c"]);
  });

  it("ends a fill quietly once closed, without waiting out its wait", async () => {
    const { store } = memoryStore(["a"]);
    const structures = {
      molblocks: async () => {
        throw new RdkitUnavailableError("RDKit has been shut down");
      },
    };
    const exports = new ExportStructures({ store, structures, waitMs: 60_000 });
    const started = performance.now();
    const filling = exports.fillMissing();
    exports.close();
    expect(await filling).toBe(0);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
